// A remote page's files are asked for at once, beside its entry, each as a preload the later script element
// takes over (same CORS mode, integrity hash and the page's nonce), not one after another.
import type { RemoteDeclaration } from '@portal/remote-contract';
import { i18n } from '@portal/i18n';
import { initRemotes, loadRemotePage } from './remotes';
import { preloadShared } from './onDemandShared';

jest.mock('./onDemandShared', () => ({
  ...jest.requireActual('./onDemandShared'),
  preloadShared: jest.fn(),
}));

declare global {
  var __MF_VERSION__: string;
  var __SHARED_VERSIONS__: Record<string, string>;
}
jest.setTimeout(20_000);
globalThis.__MF_VERSION__ = '2.9.2';
globalThis.__SHARED_VERSIONS__ = { '@portal/ui': '1.0.0', react: '19.3.1' };

const CDN = 'https://cdn.example.edu';
const HASH = (c: string) => `sha384-${c.repeat(64)}`;

const payments: RemoteDeclaration = {
  id: 'payments',
  entry: `${CDN}/payments/1.2.0/remoteEntry.js`,
  integrity: HASH('E'),
  title: { id: 'p', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  pages: {
    PaymentsPage: {
      js: [
        { file: '797.e064f2cc.js', integrity: HASH('A') },
        { file: '__federation_expose_PaymentsPage.eb47e530.js', integrity: HASH('B') },
        // No hash: a production portal does not ask for it (it would refuse to run it).
        { file: '123.unhashed.js' },
      ],
      shared: ['@portal/forms', 'react'],
    },
  },
};
/** Built against a newer major of a shared singleton than the shell has: the runtime refuses it. */
const skewed: RemoteDeclaration = {
  ...payments,
  id: 'academic',
  entry: `${CDN}/academic/2.0.0/remoteEntry.js`,
  routes: [{ role: 'grades', path: '/grades', access: 'signedIn', page: 'PaymentsPage' }],
  requires: { federation: '2.9.2', shared: { '@portal/ui': '^2.0.0' } },
};
const remotesJson = () => Promise.resolve(new Response(JSON.stringify({ payments, academic: skewed })));

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
    integrity: link.integrity,
    nonce: link.nonce || link.getAttribute('nonce'),
  }));

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', 'n0nce');
  document.head.append(meta);
  globalThis.fetch = jest.fn(remotesJson) as unknown as typeof fetch;
  await initRemotes(
    '/remotes.json',
    { origins: [CDN], requireIntegrity: true, timeoutMs: 100 },
    remotesJson(),
  );
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it("asks at once for the entry, the page's files with their hashes and the shell's form singletons", async () => {
  const load = loadRemotePage('payments', 'PaymentsPage').catch(() => undefined);
  // At once: before the federation runtime has even arrived.
  const asked = (file: string, integrity: string) => ({
    href: `${CDN}/payments/1.2.0/${file}`,
    as: 'script',
    crossOrigin: 'anonymous',
    integrity,
    nonce: 'n0nce',
  });
  expect(preloads()).toEqual([
    asked('remoteEntry.js', HASH('E')),
    asked('797.e064f2cc.js', HASH('A')),
    asked('__federation_expose_PaymentsPage.eb47e530.js', HASH('B')),
  ]);
  expect(preloadShared).toHaveBeenCalledWith(['@portal/forms', 'react']);

  // The route asking for the same page again asks for nothing twice.
  void loadRemotePage('payments', 'PaymentsPage').catch(() => undefined);
  expect(preloads()).toHaveLength(3);
  await load;
});

it("a page's file whose preload failed is taken by a script of its own and asked for again by the next load", async () => {
  const chunk = `${CDN}/payments/1.2.0/797.e064f2cc.js`;
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="preload"][href="${chunk}"]`)!;
  link.dispatchEvent(new Event('error'));
  // Taken at once (so the browser does not hand the failure to the page's own script later), then gone.
  const taker = [...document.head.querySelectorAll('script')].find((s) => s.src === chunk);
  expect(taker).toBeDefined();
  expect(taker!.integrity).toBe(HASH('A'));
  expect(taker!.crossOrigin).toBe('anonymous');
  expect(document.head.contains(link)).toBe(false);
  taker!.dispatchEvent(new Event('error'));
  expect(document.head.contains(taker!)).toBe(false);
  // The next load of the page (Retry) asks the network for it again.
  await loadRemotePage('payments', 'PaymentsPage').catch(() => undefined);
  expect(preloads().filter((p) => p.href === chunk)).toHaveLength(1);
});

it('asks for nothing ahead of a remote the shell cannot run (built against a newer major of a singleton)', async () => {
  const before = preloads().length;
  await loadRemotePage('academic', 'PaymentsPage').catch(() => undefined);
  expect(
    preloads()
      .slice(before)
      .filter((p) => p.href.includes('/academic/')),
  ).toEqual([]);
});
