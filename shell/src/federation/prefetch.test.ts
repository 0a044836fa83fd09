// A remote page fetched ahead of a student's choice: the container through the federation runtime's module, the
// page's own files into the browser's cache (CORS, integrity hash, low priority), nothing of the page run; the
// version this session runs (a canary's candidate); nothing the shell would not run.
import type { RemoteDeclaration } from '@portal/remote-contract';
import { i18n } from '@portal/i18n';
import { initRemotes, prefetchRemotePage } from './remotes';

const mockGetEntry = jest.fn(() => Promise.resolve({}));
const mockRuntime = {
  remoteHandler: {
    getRemoteModuleAndOptions: jest.fn(() => Promise.resolve({ module: { getEntry: mockGetEntry } })),
  },
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
};
jest.mock('./runtime', () => ({ startFederation: () => mockRuntime }));

declare global {
  var __MF_VERSION__: string;
  var __SHARED_VERSIONS__: Record<string, string>;
}
globalThis.__MF_VERSION__ = '2.9.2';
globalThis.__SHARED_VERSIONS__ = { '@portal/ui': '1.0.0', react: '19.3.1' };

const CDN = 'https://cdn.example.edu';
const HASH = (c: string) => `sha384-${c.repeat(64)}`;
const version = (v: string, requires?: RemoteDeclaration['requires']): RemoteDeclaration => ({
  id: 'payments',
  entry: `${CDN}/payments/${v}/remoteEntry.js`,
  integrity: HASH('E'),
  title: { id: 'p', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  pages: {
    PaymentsPage: {
      js: [
        { file: '797.e064f2cc.js', integrity: HASH('A') },
        { file: '__federation_expose_PaymentsPage.eb47e530.js', integrity: HASH('B') },
        // No hash: a production portal would not run it, so it is not fetched.
        { file: '123.unhashed.js' },
      ],
      shared: ['react'],
    },
    ReceiptPage: {
      js: [
        { file: '797.e064f2cc.js', integrity: HASH('A') },
        { file: '__federation_expose_ReceiptPage.5c0ffee5.js', integrity: HASH('C') },
      ],
      shared: ['react'],
    },
  },
  ...(requires ? { requires } : {}),
});
/** Built against a newer major of a shared singleton than the shell has: the shell would refuse it. */
const skewed = {
  ...version('3.0.0', { federation: '2.9.2', shared: { '@portal/ui': '^2.0.0' } }),
  id: 'academic',
  routes: [{ role: 'grades', path: '/grades', access: 'signedIn', page: 'PaymentsPage' }],
} as RemoteDeclaration;

const fetched = jest.fn((url: string, init: RequestInit) => {
  void init;
  return Promise.resolve(new Response(`/* ${url} */`));
});

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  globalThis.fetch = fetched as unknown as typeof fetch;
  // A signed-in session within the candidate's share: this session runs payments 1.3.0, not the live 1.2.0.
  window.sessionStorage.setItem(
    'oidc.user:https://idp.example:client',
    JSON.stringify({ profile: { sub: 'student', sid: 'session-1' } }),
  );
  const remotesJson = {
    payments: {
      id: 'payments',
      live: '1.2.0',
      candidate: { version: '1.3.0', share: 100 },
      versions: { '1.2.0': version('1.2.0'), '1.3.0': version('1.3.0') },
    },
    academic: skewed,
  };
  await initRemotes(
    '/remotes.json',
    { origins: [CDN], requireIntegrity: true, timeoutMs: 5000 },
    Promise.resolve(new Response(JSON.stringify(remotesJson))),
  );
});

it("fetches the container and the page's files of the version this session runs, without running the page", async () => {
  await prefetchRemotePage('payments', 'PaymentsPage');
  // The container through the runtime's own module of the remote (its hooks: trust, integrity, version skew).
  expect(mockRuntime.remoteHandler.getRemoteModuleAndOptions).toHaveBeenCalledWith({
    id: 'payments/PaymentsPage',
  });
  expect(mockGetEntry).toHaveBeenCalledTimes(1);
  expect(mockRuntime.registerRemotes).toHaveBeenCalledWith([
    { name: 'payments', entry: `${CDN}/payments/1.3.0/remoteEntry.js` },
    expect.objectContaining({ name: 'academic' }),
  ]);
  expect(fetched.mock.calls.map(([url, init]) => [url, init.integrity, init.mode, init.priority])).toEqual([
    [`${CDN}/payments/1.3.0/797.e064f2cc.js`, HASH('A'), 'cors', 'low'],
    [`${CDN}/payments/1.3.0/__federation_expose_PaymentsPage.eb47e530.js`, HASH('B'), 'cors', 'low'],
  ]);
  // Each with a deadline.
  expect(fetched.mock.calls.every(([, init]) => init.signal instanceof AbortSignal)).toBe(true);
  expect(mockRuntime.loadRemote).not.toHaveBeenCalled();

  // Once per page load.
  await prefetchRemotePage('payments', 'PaymentsPage');
  expect(mockGetEntry).toHaveBeenCalledTimes(1);
  expect(fetched).toHaveBeenCalledTimes(2);
});

it("fetches a file another page's prefetch already fetched no second time", async () => {
  fetched.mockClear();
  await prefetchRemotePage('payments', 'ReceiptPage');
  expect(fetched.mock.calls.map(([url]) => url)).toEqual([
    `${CDN}/payments/1.3.0/__federation_expose_ReceiptPage.5c0ffee5.js`,
  ]);
});

it('fetches nothing of a remote the shell could not run', async () => {
  fetched.mockClear();
  mockGetEntry.mockClear();
  await prefetchRemotePage('academic', 'PaymentsPage');
  expect(fetched).not.toHaveBeenCalled();
  expect(mockGetEntry).not.toHaveBeenCalled();
});
