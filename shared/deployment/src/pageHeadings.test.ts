// The page headings follow the store's live file: every frame of the page (the build's, a published provider's)
// holds its headings in a slot the servers fill with the live ones, else the frame's own stay; nginx includes the
// file by SSI from an internal location.
import { readFileSync } from 'node:fs';
/* eslint-disable @typescript-eslint/no-require-imports */
type Heading = { path: string; text: string; width: string };
const { liveHeadingsHtml, publishedFrameHtml, readLiveHeadings, withPageHeadings, withPublishedFrame } =
  require('./publishedFrame.cjs') as {
    liveHeadingsHtml: (headings: Heading[]) => string;
    publishedFrameHtml: (doc: object, urlOf: (file: string) => string, headings?: Heading[]) => string;
    readLiveHeadings: (dir: string) => string | undefined;
    withPageHeadings: (html: string, live: string | undefined) => string;
    withPublishedFrame: (html: string, frame: string | undefined) => string;
  };
const { withFrame } = require('@portal/federation/providerFrame') as {
  withFrame: (html: string, frames: object, headings?: Heading[]) => string;
};
const { portalConf } = require('./nginx.cjs') as {
  portalConf: (o: object) => Record<string, string>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const PAGE =
  '<!doctype html><html><head><script src="/head.js"></script></head><body><div id="root"></div></body></html>';
const built = withFrame(PAGE, {}, [{ path: '/support', text: 'Support', width: '4xl' }]);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** Each heading of the page's frames: its frame, its path and text. */
const headingsIn = (html: string) =>
  [...parse(html).querySelectorAll('.pf-main h1')].map((h1) => [
    h1.closest('.pf')!.className,
    h1.getAttribute('data-r'),
    h1.textContent,
  ]);

it("puts the live headings in place of the build's; none, empty or unreadable: the build's stay", () => {
  for (const none of [undefined, '', readLiveHeadings('/nonexistent/store/releases')]) {
    const page = withPageHeadings(withPublishedFrame(built, undefined), none);
    expect(headingsIn(page)).toEqual([['pf', '/support', 'Support']]);
    expect(page).not.toContain('<!--#');
  }
  const live = liveHeadingsHtml([
    { path: '/support', text: 'Help and support', width: '5xl' },
    { path: '/library', text: 'Library', width: '3xl' },
  ]);
  const page = withPageHeadings(withPublishedFrame(built, undefined), live);
  expect(headingsIn(page)).toEqual([
    ['pf', '/support', 'Help and support'],
    ['pf', '/library', 'Library'],
  ]);
  // Their rules after the page's own, with the page's nonce placeholder (the server fills it after).
  expect(page).toContain(
    '<style nonce="%CSP_NONCE%">[data-route="/support"] .pf-h[data-r="/support"]{display:block;max-width:64rem}',
  );
  expect(page.indexOf('max-width:64rem')).toBeGreaterThan(page.indexOf('max-width:56rem'));
  expect(page).not.toContain('<!--#');
});

it("fills a published provider's frame too: its headings from its publish until the store has live ones", () => {
  const doc = JSON.parse(
    readFileSync(`${__dirname}/../../../e2e/fixtures/waikato-tech/provider.json`, 'utf8'),
  );
  const frame = publishedFrameHtml(doc, (file) => `/providers/waikato-tech/0123456789ab/${file}`, [
    { path: '/support', text: 'Support at its publish', width: '4xl' },
  ]);
  const page = withPublishedFrame(built, frame);
  expect(headingsIn(withPageHeadings(page, undefined))).toEqual([
    ['pf pf-pub', '/support', 'Support at its publish'],
    ['pf', '/support', 'Support'],
  ]);
  const live = liveHeadingsHtml([{ path: '/support', text: 'Help', width: '4xl' }]);
  expect(headingsIn(withPageHeadings(page, live))).toEqual([
    ['pf pf-pub', '/support', 'Help'],
    ['pf', '/support', 'Help'],
  ]);
});

it('renders only what the contract allows: text escaped, other paths and widths left out', () => {
  const live = liveHeadingsHtml([
    { path: '/payments', text: '</h1><script>alert(1)</script><!--# include virtual="/x" -->', width: '4xl' },
    { path: '/x"]{}body{display:none}', text: 'Path', width: '4xl' },
    { path: '/y', text: 'Width', width: '4xl;color:red' },
    { path: '/z', text: 'Prototype', width: 'constructor' },
  ]);
  expect(live).not.toContain('<script');
  expect(live).not.toContain('<!--#');
  expect(live).not.toContain('display:none');
  expect(live).not.toContain('color:red');
  expect(headingsIn(`<div class="pf"><div class="pf-main">${live}</div></div>`)).toEqual([
    ['pf', '/payments', '</h1><script>alert(1)</script><!--# include virtual="/x" -->'],
  ]);
  // None live: an empty rule list, which still takes the build's headings' place.
  expect(liveHeadingsHtml([])).toBe('<style nonce="%CSP_NONCE%"></style>');
});

it('nginx includes the live headings from the store by an internal location; a published frame includes them too', () => {
  const conf = portalConf({
    dir: '/etc/nginx/portal',
    config: {
      apiBaseUri: 'https://api.example.edu/',
      auth: { cognito: { authority: 'https://login.example.edu/pool' } },
    },
    shell: { listen: 443, root: '/srv/shell', runtimeDir: '/srv/runtime', releases: '/srv/releases' },
    remotes: [],
  })['portal.conf']!;
  const block = (start: string) => conf.split(start)[1]!.split('\n    }')[0]!;
  const headings = block('location = /page-headings.html {');
  expect(headings).toContain('internal;');
  expect(headings).toContain('root /srv/releases;');
  expect(headings).toContain('try_files $uri @noframe;');
  expect(headings).toContain('sub_filter "%CSP_NONCE%" "$request_id";');
  expect(headings).not.toContain('ssi on;');
  expect(block('location ~ "^/providers/[^/]*/frame\\.html$" {')).toContain('ssi on;');
  expect(conf.indexOf('location = /page-headings.html')).toBeLessThan(conf.indexOf('location / {'));
});
