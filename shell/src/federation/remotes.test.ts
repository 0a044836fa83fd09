// Loading remote pages through the real federation runtime (jsdom). The network boundary is each entry's
// <script> element: the test answers one (the remote's container appears and the element fires load) or
// holds it (no response ever: the time limit ends the wait).
import type { RemoteDeclaration } from '@portal/remote-contract';
import { i18n } from '@portal/i18n';
import {
  initRemotes,
  loadRemotePage,
  prefetchRemotePage,
  resetRemote,
  RemoteUnavailableError,
} from './remotes';

declare global {
  var __MF_VERSION__: string;
  var __SHARED_VERSIONS__: Record<string, string>;
}
// The federation runtime's first load in jsdom takes a few seconds.
jest.setTimeout(20_000);

// What the shell's build defines.
globalThis.__MF_VERSION__ = '2.9.2';
globalThis.__SHARED_VERSIONS__ = new Proxy({}, { get: () => '1.0.0' });

const CDN = 'https://cdn.example.edu';
const TIME_LIMIT_MS = 100;

const declaration = (id: string): RemoteDeclaration => ({
  id,
  entry: `${CDN}/${id}/remoteEntry.js`,
  title: { id: `${id}.part`, message: id },
  routes: [{ role: id, path: `/${id}`, access: 'signedIn', page: 'Page' }],
});
const DOCUMENT = {
  payments: declaration('payments'),
  academic: declaration('academic'),
  support: declaration('support'),
  profile: declaration('profile'),
};
const remotesJson = () => Promise.resolve(new Response(JSON.stringify(DOCUMENT)));

/** Every entry script the runtime adds, in order. */
const scripts: HTMLScriptElement[] = [];
const entryOf = (remote: string) => scripts.filter((s) => s.src.includes(`/${remote}/remoteEntry.js`));

/** Answers an entry's script: its remote's container (with one page per exposed name) is there, then load. */
function answer(script: HTMLScriptElement, remote: string) {
  (window as unknown as Record<string, unknown>)[remote] = {
    init: async () => undefined,
    get: async (expose: string) => () => ({ default: `${remote} ${expose}` }),
  };
  script.dispatchEvent(new Event('load'));
}

/** The next entry script of `remote` the runtime adds. */
async function nextEntry(remote: string, after: number): Promise<HTMLScriptElement> {
  for (let i = 0; i < 200 && entryOf(remote).length <= after; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const script = entryOf(remote)[after];
  if (!script) throw new Error(`no entry script #${after + 1} of ${remote}`);
  return script;
}

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const append = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) scripts.push(node);
    return append(node);
  });
  globalThis.fetch = jest.fn(remotesJson) as unknown as typeof fetch;
  await initRemotes(
    '/remotes.json',
    { origins: [CDN], requireIntegrity: false, timeoutMs: TIME_LIMIT_MS },
    remotesJson(),
  );
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  (console.error as jest.Mock).mockRestore();
  (console.warn as jest.Mock).mockRestore();
});

it('after a hung entry, Retry loads a fresh copy: a new request, not the hung one', async () => {
  // Held open: the time limit, the one retry (held too), then the page's fallback.
  await expect(loadRemotePage('payments', 'PaymentsPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
  const [hung, retried] = entryOf('payments');
  expect(hung!.src).toBe(`${CDN}/payments/remoteEntry.js`);
  expect(retried!.src).not.toBe(hung!.src);
  expect(hung!.isConnected).toBe(false);

  // The remote is back: Retry re-reads remotes.json and loads the entry from an address of its own.
  await resetRemote('payments');
  const page = loadRemotePage('payments', 'PaymentsPage');
  const fresh = await nextEntry('payments', 2);
  expect(new Set(entryOf('payments').map((s) => s.src)).size).toBe(3);
  expect(new URL(fresh.src).pathname).toBe('/payments/remoteEntry.js');
  answer(fresh, 'payments');
  await expect(page).resolves.toBe('payments ./PaymentsPage');
});

it('after a hung entry, a page of the same remote opened later loads a fresh copy too', async () => {
  await expect(loadRemotePage('academic', 'GradesPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
  const hung = entryOf('academic').map((s) => s.src);
  expect(hung).toHaveLength(2);

  const later = loadRemotePage('academic', 'FilesPage');
  const fresh = await nextEntry('academic', 2);
  expect(hung).not.toContain(fresh.src);
  answer(fresh, 'academic');
  await expect(later).resolves.toBe('academic ./FilesPage');
});

it('after a hung entry, nothing of that remote is fetched ahead: the Retry is the one fresh request', async () => {
  await expect(loadRemotePage('support', 'CasePage')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(entryOf('support')).toHaveLength(2);

  // The menus fetch another page of the remote ahead at idle: no request for its entry while it is failing.
  await prefetchRemotePage('support', 'WithdrawPage');
  expect(entryOf('support')).toHaveLength(2);

  await resetRemote('support');
  const page = loadRemotePage('support', 'CasePage');
  const fresh = await nextEntry('support', 2);
  answer(fresh, 'support');
  await expect(page).resolves.toBe('support ./CasePage');

  // Once it loads again, its other pages are fetched ahead as before (its container is already there).
  await prefetchRemotePage('support', 'WithdrawPage');
  expect(entryOf('support')).toHaveLength(3);
  expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('ahead failed'), expect.anything());
});

it("a page fetched ahead opens without asking for its remote's entry again: its container is loaded", async () => {
  const ahead = prefetchRemotePage('profile', 'Page');
  answer(await nextEntry('profile', 0), 'profile');
  await ahead;

  await expect(loadRemotePage('profile', 'Page')).resolves.toBe('profile ./Page');
  expect(entryOf('profile')).toHaveLength(1);
  expect(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  ).not.toContain(`${CDN}/profile/remoteEntry.js`);
});
