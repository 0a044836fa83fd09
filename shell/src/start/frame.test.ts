/* eslint-disable @typescript-eslint/no-require-imports */
const built = require('../../../shared/federation/src/providerFrame.cjs') as {
  frameDocument: (doc: unknown, urlOf: (file: string) => string) => unknown;
  headingsOf: (declarations: readonly RemoteContract[]) => Heading[];
  withFrame: (html: string, frames: Record<string, unknown>, headings?: Heading[]) => string;
};
const { remoteApps } = require('../../../shared/federation/src/apps.cjs') as {
  remoteApps: () => { dir: string }[];
};
/* eslint-enable @typescript-eslint/no-require-imports */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProviderDocument } from '@portal/config';
import type { RemoteContract } from '@portal/remote-contract';

type Heading = { path: string; text: string; width: string };

/** The page headings of the remotes' contracts, as the shell's build reads them. */
const HEADINGS = built.headingsOf(
  remoteApps().map(
    ({ dir }) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require(join(__dirname, '../../..', dir, 'src/contract.ts')) as { default: RemoteContract }).default,
  ),
);
import { preloadProviderChunk } from '../head/providerChunk';
import { showFrame } from './frame';

const documentOf = (slug: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../providers', slug, 'provider.json'), 'utf8'),
  ) as ProviderDocument;

const PAGE =
  '<!doctype html><html><head><meta charset="utf-8">' +
  `<meta name="portal-provider-chunks" content='{"soe":["/provider-soe.js",""],"yoobee":["/provider-yoobee.js",""]}'>` +
  '<script src="/head.js"></script></head><body><div id="root"></div></body></html>';

/** The build's page with the frames of soe and yoobee (their logos at /assets/<slug>-<file>) and the contracts'
 * page headings (or `headings`), as parsed. */
const page = (headings = HEADINGS) =>
  new DOMParser().parseFromString(
    built.withFrame(
      PAGE,
      Object.fromEntries(
        ['soe', 'yoobee'].map((slug) => [
          slug,
          built.frameDocument(documentOf(slug), (file) => `/assets/${slug}-${file}`),
        ]),
      ),
      headings,
    ),
    'text/html',
  );

/** The style sheet's rule for `selector`'s declarations. */
const ruleText = (doc: Document, selector: string) =>
  doc
    .querySelector('style')
    ?.textContent?.split('\n')
    .find((line) => line.startsWith(`${selector}{`));

describe("the provider's frame in the page", () => {
  it("holds each provider's logos, named, and name, and its colours in both schemes", () => {
    const doc = page();
    const soe = documentOf('soe');
    expect(
      [...doc.querySelectorAll('header img[data-p="soe"]')].map((img) => [
        img.getAttribute('src'),
        img.getAttribute('alt'),
        img.getAttribute('data-logo'),
      ]),
    ).toEqual([
      ['/assets/soe-logo.svg', soe.name, 'light'],
      ['/assets/soe-logo-dark.svg', soe.name, 'dark'],
    ]);
    expect(doc.querySelector('header img[data-p="yoobee"]')?.hasAttribute('data-logo')).toBe(false);
    expect(doc.querySelector('footer span[data-p="soe"]')?.textContent).toBe(`© ${soe.name}`);
    expect(ruleText(doc, '[data-provider=soe]')).toContain(`--pf-hb:${soe.theme.header.bg};`);
    expect(ruleText(doc, '[data-provider=soe]')).toContain(`--pf-hb-d:${soe.theme.dark.header.bg};`);
    expect(ruleText(doc, '[data-provider=soe]')).toContain('--pf-shown:visible');
    // The nonce the server puts in.
    expect(doc.querySelector('style')?.getAttribute('nonce')).toBe('%CSP_NONCE%');
  });

  it("holds the heading of each page whose heading is every student's, shown on its path only", () => {
    const doc = page();
    expect([...doc.querySelectorAll('#root .pf-main h1')].map((h1) => h1.textContent)).toContain('Payments');
    expect(ruleText(doc, '[data-route="/payments"] .pf-h[data-r="/payments"]')).toBe(
      '[data-route="/payments"] .pf-h[data-r="/payments"]{display:block;max-width:56rem}',
    );
    // A wizard's steps are its sub-paths.
    expect(
      ruleText(
        doc,
        '[data-route="/enrol"] .pf-h[data-r="/enrol/*"],[data-route^="/enrol/"] .pf-h[data-r="/enrol/*"]',
      ),
    ).toContain('display:block');
    // The home page greets the student by name, the profile names them: neither is in the page.
    expect(doc.querySelector('.pf-h[data-r="/"], .pf-h[data-r="/profile"]')).toBeNull();
    const soe = documentOf('soe');
    expect(ruleText(doc, '[data-provider=soe]')).toContain(`--pf-tx-d:${soe.theme.dark.text};`);
    expect(ruleText(doc, '[data-provider=soe]')).toContain(`--pf-font:${soe.theme.fonts.heading};`);
  });

  it("writes a heading's text as text, never as markup, and refuses a path or width that is not one", () => {
    const text = '</h1><script>alert(1)</script><img src=x onerror="alert(2)">&amp; "x"';
    const doc = page([{ path: '/receipts', text, width: '3xl' }]);
    expect(doc.querySelectorAll('#root script, #root img:not(.pf-logo)')).toHaveLength(0);
    expect([...doc.querySelectorAll('#root .pf-main h1')].map((h1) => h1.textContent)).toEqual([text]);
    expect(doc.querySelector('h1')?.getAttribute('data-r')).toBe('/receipts');
    expect(() => page([{ path: '/x"]{}</style><script>', text: 'X', width: '3xl' }])).toThrow(/not a path/);
    expect(() => page([{ path: '/x', text: 'X', width: '1px}body{display:none' }])).toThrow(
      /no column width/,
    );
  });

  it('the head script names the provider the host names and the path on <html>; a host that names none, nothing', () => {
    const doc = page();
    preloadProviderChunk(doc, 'soe.portal.example', '/payments');
    expect(doc.documentElement.getAttribute('data-provider')).toBe('soe');
    expect(doc.documentElement.getAttribute('data-route')).toBe('/payments');
    const other = page();
    preloadProviderChunk(other, 'localhost');
    expect(other.documentElement.hasAttribute('data-provider')).toBe(false);
  });

  it("a published provider's checked document gives the frame its look, logos and name", () => {
    const doc = page();
    const published = {
      ...documentOf('up-online'),
      slug: 'waikato-tech',
      name: 'Waikato Tech',
    } as ProviderDocument;
    showFrame(doc, published, (file) => `/providers/waikato-tech/0123456789ab/${file}`);
    const root = doc.documentElement;
    expect(root.getAttribute('data-provider')).toBe('waikato-tech');
    expect(root.style.getPropertyValue('--pf-hb')).toBe(published.theme.header.bg);
    expect(root.style.getPropertyValue('--pf-ff-d')).toBe(published.theme.dark.footer.fg);
    expect(root.style.getPropertyValue('--pf-tx')).toBe(published.theme.text);
    expect(root.style.getPropertyValue('--pf-font')).toBe(published.theme.fonts.heading);
    expect(root.style.getPropertyValue('--pf-shown')).toBe('visible');
    expect(
      [...doc.querySelectorAll('header img:not([data-p])')].map((img) => [
        img.getAttribute('src'),
        img.getAttribute('alt'),
      ]),
    ).toEqual([
      ['/providers/waikato-tech/0123456789ab/logo.svg', 'Waikato Tech'],
      ['/providers/waikato-tech/0123456789ab/logo-dark.svg', 'Waikato Tech'],
    ]);
    expect(doc.querySelector('footer span:not([data-p])')?.textContent).toBe('© Waikato Tech');
  });

  it("a page that holds the published provider's frame from its server keeps it as it is", () => {
    const doc = page();
    const pub = doc.createElement('div');
    pub.className = 'pf pf-pub';
    doc.getElementById('root')!.prepend(pub);
    showFrame(doc, documentOf('soe'), (file) => file);
    expect(doc.documentElement.hasAttribute('data-provider')).toBe(false);
    expect(doc.querySelectorAll('img:not([data-p])')).toHaveLength(0);
  });

  it('once React has replaced the frame, a published look changes nothing', () => {
    const doc = page();
    doc.getElementById('root')!.replaceChildren();
    showFrame(doc, documentOf('soe'), (file) => file);
    expect(doc.documentElement.hasAttribute('data-provider')).toBe(false);
  });
});
