// Which version of a remote the page loads when what it should run changes under it (jsdom, the real federation
// runtime; the network boundary is each entry's <script> element, answered by the test with the remote's
// container): a student signed in in this page, a rollback followed by the fallback's Retry.
import { shareBucket, type RemoteDeclaration } from '@portal/remote-contract';
import { i18n } from '@portal/i18n';
import { initRemotes, loadRemotePage, onDeclaredChange, resetRemote, runningReleases } from './remotes';
import { seatSession } from './seat';

declare global {
  var __MF_VERSION__: string;
  var __SHARED_VERSIONS__: Record<string, string>;
}
// The federation runtime's first load in jsdom takes a few seconds.
jest.setTimeout(20_000);
globalThis.__MF_VERSION__ = '2.9.2';
globalThis.__SHARED_VERSIONS__ = new Proxy({}, { get: () => '1.0.0' });

const CDN = 'https://cdn.example.edu';
const version = (name: string): RemoteDeclaration => ({
  id: 'payments',
  entry: `${CDN}/payments/${name}/remoteEntry.js`,
  title: { id: 'payments.part', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
});
/** remotes.json as the deployment serves it now. */
let document: unknown = {
  payments: {
    id: 'payments',
    live: '1.0.0',
    candidate: { version: '2.0.0', share: 50 },
    versions: { '1.0.0': version('1.0.0'), '2.0.0': version('2.0.0') },
  },
};
const remotesJson = () => Promise.resolve(new Response(JSON.stringify(document)));

/** The global a payments container pushes its chunks to (its build's uniqueName is "payments"). */
const CHUNKS = 'webpackChunkpayments';
const globals = window as unknown as Record<string, unknown>;
const scripts: { src: string; chunksThere: boolean }[] = [];
const appended: HTMLScriptElement[] = [];

/** Answers an entry's script as the browser runs a container: the container appears (its pages say which
 * version they are), and the chunks its pages load are pushed to the chunk global. */
function answer(script: HTMLScriptElement) {
  const name = new URL(script.src).pathname.split('/')[2]!;
  globals.payments = {
    init: async () => undefined,
    get: async (expose: string) => {
      ((globals[CHUNKS] ??= []) as unknown[]).push([[444], { page: name }]);
      return () => ({ default: `payments ${name} ${expose}` });
    },
  };
  script.dispatchEvent(new Event('load'));
}

async function nextEntry(after: number): Promise<HTMLScriptElement> {
  for (let i = 0; i < 200 && appended.length <= after; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const script = appended[after];
  if (!script) throw new Error(`no entry script #${after + 1}`);
  return script;
}

async function load(after: number) {
  const page = loadRemotePage<string>('payments', 'PaymentsPage');
  answer(await nextEntry(after));
  return page;
}

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const append = window.document.head.appendChild.bind(window.document.head);
  jest.spyOn(window.document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement && node.src.includes('/remoteEntry.js')) {
      appended.push(node);
      scripts.push({ src: node.src, chunksThere: CHUNKS in globals });
    }
    return append(node);
  });
  globalThis.fetch = jest.fn(remotesJson) as unknown as typeof fetch;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the runtime's note on a remote registered again
  // The page loads before the sign-in has completed: no session in the tab.
  await initRemotes(
    '/remotes.json',
    { origins: [CDN], requireIntegrity: false, timeoutMs: 1_000 },
    remotesJson(),
  );
});
afterAll(() => window.sessionStorage.clear());

it('a student signed in in this page, within the candidate’s share, runs the candidate from this page on', async () => {
  expect(runningReleases()).toEqual([{ id: 'payments', version: '1.0.0', candidate: false }]);
  const sid = Array.from({ length: 200 }, (_, i) => `session-${i}`).find(
    (s) => shareBucket(s, 'payments') < 50,
  )!;
  window.sessionStorage.setItem(
    'oidc.user:https://idp.example:client',
    JSON.stringify({ profile: { sub: 'student-1', sid } }),
  );
  seatSession();
  expect(runningReleases()).toEqual([{ id: 'payments', version: '2.0.0', candidate: true }]);
  await expect(load(0)).resolves.toBe('payments 2.0.0 ./PaymentsPage');
  expect(scripts.map((s) => s.src)).toEqual([`${CDN}/payments/2.0.0/remoteEntry.js`]);
});

it('after a rollback, Retry runs the version remotes.json names now, in a container of its own', async () => {
  // The candidate is withdrawn: every session on 1.0.0. The page has run 2.0.0 (its chunks are in the global).
  document = {
    payments: {
      id: 'payments',
      live: '1.0.0',
      versions: { '1.0.0': version('1.0.0'), '2.0.0': version('2.0.0') },
    },
  };
  expect(CHUNKS in globals).toBe(true);
  // What shows the versions (the footer) is told of the change.
  const told = jest.fn();
  const stop = onDeclaredChange(told);
  await resetRemote('payments');
  stop();
  expect(told).toHaveBeenCalled();
  expect(runningReleases()).toEqual([{ id: 'payments', version: '1.0.0', candidate: false }]);
  await expect(load(1)).resolves.toBe('payments 1.0.0 ./PaymentsPage');
  // Its own entry, which found none of 2.0.0's chunks to take as its own.
  expect(scripts.at(-1)).toEqual({ src: `${CDN}/payments/1.0.0/remoteEntry.js`, chunksThere: false });
});
