// eslint-disable-next-line @typescript-eslint/no-require-imports
const built = require('../../../shared/federation/src/providerFrame.cjs') as {
  PROVIDER_FRAMES_META: string;
  frameDocument: (doc: unknown, urlOf: (file: string) => string) => unknown;
  withFrame: (html: string, frames: Record<string, unknown>) => string;
};
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROVIDER_FRAMES_META, inFolder, showBuiltInFrame, showFrame } from './frame';

const documentOf = (slug: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../providers', slug, 'provider.json'), 'utf8')) as {
    name: string;
    theme: { header: { bg: string }; dark: { header: { bg: string } } };
  };

const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><script src="/head.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The build's page with the frames of `slugs` (their logos at /assets/<slug>-<file>), as the browser parses it. */
const pageWith = (slugs: string[]) =>
  new DOMParser().parseFromString(
    built.withFrame(
      PAGE,
      Object.fromEntries(
        slugs.map((slug) => [
          slug,
          built.frameDocument(documentOf(slug), (file) => `/assets/${slug}-${file}`),
        ]),
      ),
    ),
    'text/html',
  );

const look = (doc: Document) => ({
  shown: doc.documentElement.hasAttribute('data-frame'),
  headerBg: doc.documentElement.style.getPropertyValue('--pf-hb'),
  headerBgDark: doc.documentElement.style.getPropertyValue('--pf-hb-d'),
  logos: [...doc.querySelectorAll('header img')].map((img) => [
    img.getAttribute('src'),
    img.getAttribute('alt'),
  ]),
  footer: doc.querySelector('footer')?.textContent,
});

describe("the provider's frame in the page, and the head script's look on it", () => {
  it('the build and the head script name the same <meta>', () => {
    expect(PROVIDER_FRAMES_META).toBe(built.PROVIDER_FRAMES_META);
  });

  it("puts the look of the provider the host names on the page's frame: colours, logos, name and year", () => {
    const doc = pageWith(['soe', 'yoobee']);
    const soe = documentOf('soe');
    showBuiltInFrame(doc, 'soe.portal.example');
    expect(look(doc)).toEqual({
      shown: true,
      headerBg: soe.theme.header.bg,
      headerBgDark: soe.theme.dark.header.bg,
      logos: [
        ['/assets/soe-logo.svg', soe.name],
        ['/assets/soe-logo-dark.svg', soe.name],
      ],
      footer: `© ${new Date().getFullYear()} ${soe.name}`,
    });
  });

  it('a provider with one logo shows it in both schemes', () => {
    const doc = pageWith(['yoobee']);
    showBuiltInFrame(doc, 'yoobee.localhost');
    expect(look(doc).logos).toEqual([
      ['/assets/yoobee-logo.svg', 'Yoobee Colleges'],
      ['/assets/yoobee-logo.svg', 'Yoobee Colleges'],
    ]);
  });

  it('a host that names no provider of the page leaves the frame hidden, as does a page without looks', () => {
    const doc = pageWith(['soe']);
    showBuiltInFrame(doc, 'localhost');
    showBuiltInFrame(doc, 'waikato-tech.portal.example');
    expect(look(doc).shown).toBe(false);
    const bare = new DOMParser().parseFromString(PAGE, 'text/html');
    showBuiltInFrame(bare, 'soe.portal.example');
    expect(bare.documentElement.hasAttribute('data-frame')).toBe(false);
  });

  it("a published provider's document gives its look, its logos from its version's folder", () => {
    const doc = pageWith(['soe']);
    const published = { ...documentOf('up-online'), name: 'Waikato Tech' };
    showFrame(doc, published, inFolder('/providers/waikato-tech/0123456789ab/'));
    expect(look(doc)).toMatchObject({
      shown: true,
      logos: [
        ['/providers/waikato-tech/0123456789ab/logo.svg', 'Waikato Tech'],
        ['/providers/waikato-tech/0123456789ab/logo-dark.svg', 'Waikato Tech'],
      ],
    });
  });

  it('a logo named outside its folder, or a document without a name, gives no look', () => {
    const doc = pageWith(['soe']);
    showFrame(doc, { name: 'X', logos: { light: '../../evil.svg' } }, inFolder('/providers/x/'));
    showFrame(doc, { logos: { light: 'logo.svg' } }, inFolder('/providers/x/'));
    showBuiltInFrame(doc, 'x.portal.example');
    expect(look(doc).shown).toBe(false);
    expect(look(doc).logos).toEqual([
      [null, ''],
      [null, ''],
    ]);
  });
});
