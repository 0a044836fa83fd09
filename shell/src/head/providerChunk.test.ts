// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PROVIDER_CHUNKS_META, metaTag } = require('../../../shared/federation/src/providerChunks.cjs') as {
  PROVIDER_CHUNKS_META: string;
  metaTag: (map: Record<string, [string, string, string?]>) => string;
};
import { PROVIDER_SLUGS, providerFromHost } from '@portal/config';
import { GLOBAL_SHEET_ATTRIBUTE } from '@portal/ui';
import { PROVIDER_CHUNKS_META as HEAD_META, preloadProviderChunk } from './providerChunk';

/** A page as the browser parses it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const MAP = {
  soe: [
    '/provider-soe.e58a457b.js',
    'sha384-0P1ZBjpNu6CSbNMUuKSVFWlARhVVNKUy+7xr2kDUTrZ5XU5TSPP3ns8eYHHp6fCj',
  ],
  yoobee: [
    '/provider-yoobee.f81dbb0d.js',
    'sha384-2dgvUTLBYiQrAat67y7aYUWE1HN/8tBy3mcrt7Q6s9o6q81ShCrtncZXQOcqj5bL',
  ],
} satisfies Record<string, [string, string]>;

/** A page with the build's <meta>, as the browser parses it. */
const pageWith = (map: Record<string, [string, string, string?]>) =>
  parse(`<!doctype html><html><head>${metaTag(map)}</head><body></body></html>`);

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((l) => ({
    rel: l.rel,
    as: l.getAttribute('as'),
    href: l.getAttribute('href'),
    crossOrigin: l.getAttribute('crossorigin'),
    integrity: l.getAttribute('integrity'),
  }));

describe("the providers' chunks in the page, and the head script's preload of its provider's", () => {
  it('the build and the head script name the same <meta>', () => {
    expect(HEAD_META).toBe(PROVIDER_CHUNKS_META);
  });

  it("preloads the chunk of the provider the host names, as webpack's chunk loader asks for it", () => {
    const doc = pageWith(MAP);
    preloadProviderChunk(doc, 'yoobee.localhost');
    expect(preloads(doc)).toEqual([
      {
        rel: 'preload',
        as: 'script',
        href: MAP.yoobee[0],
        crossOrigin: 'anonymous',
        integrity: MAP.yoobee[1],
      },
    ]);
  });

  it('preloads nothing on a host that names no provider (main.js asks once it knows the default)', () => {
    for (const host of ['localhost', 'portal.example', 'constructor.localhost', '__proto__.localhost']) {
      const doc = pageWith(MAP);
      preloadProviderChunk(doc, host);
      expect(preloads(doc)).toEqual([]);
    }
  });

  it('sets every attribute of a preload before it is in the page (its request starts then)', () => {
    const doc = pageWith({ ...MAP, soe: [...MAP.soe, '/provider-soe.0a1b2c3d.css'] });
    const added: (string | null)[][] = [];
    const append = doc.head.appendChild.bind(doc.head);
    jest.spyOn(doc.head, 'appendChild').mockImplementation((node) => {
      const link = node as unknown as HTMLLinkElement;
      added.push(['as', 'crossorigin', 'integrity', 'data-global-sheet'].map((n) => link.getAttribute(n)));
      return append(node);
    });
    preloadProviderChunk(doc, 'soe.localhost');
    expect(added).toEqual([
      ['script', 'anonymous', MAP.soe[1], null],
      ['style', null, null, 'soe'],
    ]);
  });

  it("preloads the provider's global style sheet as a style, named by its provider, and applies nothing", () => {
    const doc = pageWith({ ...MAP, soe: [...MAP.soe, '/provider-soe.0a1b2c3d.css'] });
    preloadProviderChunk(doc, 'soe.localhost');
    expect(preloads(doc)).toEqual([
      { rel: 'preload', as: 'script', href: MAP.soe[0], crossOrigin: 'anonymous', integrity: MAP.soe[1] },
      { rel: 'preload', as: 'style', href: '/provider-soe.0a1b2c3d.css', crossOrigin: null, integrity: null },
    ]);
    expect(doc.querySelector('link[rel="preload"][as="style"]')!.getAttribute(GLOBAL_SHEET_ATTRIBUTE)).toBe(
      'soe',
    );
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('a development build (no integrity hashes) preloads without them', () => {
    const doc = pageWith({ soe: ['/provider-soe.js', ''] });
    preloadProviderChunk(doc, 'soe.localhost');
    expect(preloads(doc)).toEqual([
      { rel: 'preload', as: 'script', href: '/provider-soe.js', crossOrigin: null, integrity: null },
    ]);
  });

  it('a page without the map, or with one it cannot read, preloads nothing and does not fail', () => {
    const bare = parse('<!doctype html><head></head>');
    expect(() => preloadProviderChunk(bare, 'soe.localhost')).not.toThrow();
    const broken = parse(`<!doctype html><head><meta name="${HEAD_META}" content="{soe"></head>`);
    expect(() => preloadProviderChunk(broken, 'soe.localhost')).not.toThrow();
    expect(preloads(bare).concat(preloads(broken))).toEqual([]);
  });

  it('escapes what would end the attribute', () => {
    const doc = pageWith({ soe: ["/it's&.js", ''] });
    expect(JSON.parse(doc.querySelector('meta')!.content)).toEqual({ soe: ["/it's&.js", ''] });
  });

  it("reads the host as @portal/config's providerFromHost does, for every provider", () => {
    const map = Object.fromEntries(PROVIDER_SLUGS.map((slug) => [slug, [`/provider-${slug}.js`, '']]));
    for (const host of [
      ...PROVIDER_SLUGS.map((s) => `${s}.localhost`),
      'YOOBEE.portal.example',
      'x.soe.example',
    ]) {
      const doc = pageWith(map as Record<string, [string, string]>);
      preloadProviderChunk(doc, host);
      const fromHost = providerFromHost(host, 'soe' as never);
      const expected = host.split('.')[0]!.toLowerCase() === fromHost ? [`/provider-${fromHost}.js`] : [];
      expect(preloads(doc).map((l) => l.href)).toEqual(expected);
    }
  });
});
