// A published provider's frame: rendered from its checked document with its text escaped and only colours in its
// style sheet, then put by the server in the page of the host that names it, and in no other.
import { readFileSync } from 'node:fs';
import path from 'node:path';
/* eslint-disable @typescript-eslint/no-require-imports */
type Heading = { path: string; text: string; width: string };
const { PUBLISHED_FRAME_SLOT, hostProvider, liveHeadings, publishedFrameHtml, withPublishedFrame } =
  require('./publishedFrame.cjs') as {
    PUBLISHED_FRAME_SLOT: string;
    hostProvider: (host: string | undefined) => string | undefined;
    liveHeadings: (remotes: unknown) => Heading[];
    publishedFrameHtml: (doc: object, urlOf: (file: string) => string, headings?: Heading[]) => string;
    withPublishedFrame: (html: string, frame: string | undefined) => string;
  };
const { withFrame } = require('@portal/federation/providerFrame') as {
  withFrame: (html: string, frames: object) => string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const FIXTURE = path.join(__dirname, '../../../e2e/fixtures/waikato-tech/provider.json');
const document = () => JSON.parse(readFileSync(FIXTURE, 'utf8'));
const urlOf = (file: string) => `/providers/waikato-tech/0123456789ab/${file}`;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

it("renders the look as the frame's custom properties and its logos and name in a frame of its own", () => {
  const doc = document();
  const page = parse(publishedFrameHtml(doc, urlOf));
  const style = page.querySelector('style')!;
  expect(style.getAttribute('nonce')).toBe('%CSP_NONCE%');
  expect(style.textContent).toContain(`--pf-hb:${doc.theme.header.bg};`);
  expect(style.textContent).toContain(`--pf-fb-d:${doc.theme.dark.footer.bg};`);
  expect(style.textContent).toContain('--pf-shown:visible');
  const frame = page.querySelector('.pf.pf-pub')!;
  expect(
    [...frame.querySelectorAll('header img')].map((img) => [
      img.getAttribute('src'),
      img.getAttribute('alt'),
      img.getAttribute('data-logo'),
    ]),
  ).toEqual([
    [urlOf('logo.svg'), doc.name, 'light'],
    [urlOf('logo-dark.svg'), doc.name, 'dark'],
  ]);
  expect(frame.querySelector('footer')?.textContent).toBe(`© ${doc.name}`);
});

it('escapes a hostile name: text, never markup', () => {
  const name = '</span><script>alert(1)</script><img src=x onerror="alert(2)">&amp;';
  const html = publishedFrameHtml({ ...document(), name }, urlOf);
  const page = parse(html);
  expect(page.querySelectorAll('script, img:not(.pf-logo)')).toHaveLength(0);
  expect(page.querySelector('footer span')?.textContent).toBe(`© ${name}`);
  expect(page.querySelector('header img')?.getAttribute('alt')).toBe(name);
  expect(html).not.toContain('<script>');
});

it('refuses a colour that is not one and a logo that is not a served picture', () => {
  const doc = document();
  const injected = { ...doc, theme: { ...doc.theme, header: { ...doc.theme.header, bg: 'red}</style><x' } } };
  expect(() => publishedFrameHtml(injected, urlOf)).toThrow(/not a colour/);
  expect(() =>
    publishedFrameHtml({ ...doc, logos: { ...doc.logos, light: '../../index.html' } }, urlOf),
  ).toThrow(/not a served logo/);
});

it("is put in the page's slot for the host that names its provider; a page without one is the build's", () => {
  const built = withFrame(
    '<!doctype html><html><head><script src="/head.js"></script></head><body><div id="root"></div></body></html>',
    {},
  );
  expect(built).toContain(`<div id="root">${PUBLISHED_FRAME_SLOT}<div class="pf">`);
  const frame = publishedFrameHtml(document(), urlOf);
  const page = parse(withPublishedFrame(built, frame));
  // First in #root, before the build's frame, which its style sheet hides.
  expect(page.querySelector('#root > :nth-child(2)')?.className).toBe('pf pf-pub');
  expect(page.querySelector('#root > :nth-child(3)')?.className).toBe('pf');
  expect(withPublishedFrame(built, undefined)).toBe(built.replace(PUBLISHED_FRAME_SLOT, ''));
  // A name with `$&` stays as written (no replacement pattern).
  expect(withPublishedFrame(built, '$&')).toContain('<div id="root">$&<div');

  expect(hostProvider('waikato-tech.portal.example')).toBe('waikato-tech');
  expect(hostProvider('Waikato-Tech.localhost:3100')).toBe('waikato-tech');
  for (const host of ['localhost:3100', '127.0.0.1', '../x.example', undefined])
    expect(hostProvider(host)).toBeUndefined();
});

it("holds the live remotes' page headings, their text as text", () => {
  const heading = (message: string, width = '4xl') => ({ text: { id: message, message }, width });
  const route = (path: string, message?: string) => ({
    role: 'r',
    path,
    access: 'all',
    page: 'P',
    ...(message ? { heading: heading(message) } : {}),
  });
  const hostile = '</h1><script>alert(1)</script><img src=x onerror="alert(2)">';
  const headings = liveHeadings({
    support: {
      id: 'support',
      title: { id: 't' },
      routes: [route('/case/support/general', 'Support'), route('/x')],
    },
    payments: {
      id: 'payments',
      live: '2',
      previous: ['1'],
      versions: {
        '1': { id: 'payments', title: { id: 't' }, routes: [route('/payments', 'Old payments')] },
        '2': { id: 'payments', title: { id: 't' }, routes: [route('/payments', hostile)] },
      },
    },
  });
  expect(headings).toEqual([
    { path: '/case/support/general', text: 'Support', width: '4xl' },
    { path: '/payments', text: hostile, width: '4xl' },
  ]);
  expect(liveHeadings(null)).toEqual([]);
  const page = parse(publishedFrameHtml(document(), urlOf, headings));
  expect(page.querySelectorAll('script, img:not(.pf-logo)')).toHaveLength(0);
  expect(
    [...page.querySelectorAll('.pf-main h1')].map((h1) => [h1.getAttribute('data-r'), h1.textContent]),
  ).toEqual([
    ['/case/support/general', 'Support'],
    ['/payments', hostile],
  ]);
});
