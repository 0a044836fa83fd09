// The head script's prefetches (../head/prefetch.ts) and main.js taking them (./takePrefetch.ts).
import { DEFAULT_CONFIG } from '@portal/config';
import { takePrefetch } from './takePrefetch';
import { PORTAL_CONFIG_URL, loadRuntimeConfig } from './runtimeConfig';

const respond = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(() => {
  delete window.portalPrefetches;
  jest.restoreAllMocks();
});

/** Runs the head module as the head script does, with `fetch` responding `body`. */
function runHead(body: unknown = {}) {
  const fetchFake = jest.fn(async (_url: string, _init?: RequestInit) => respond(body));
  global.fetch = fetchFake as unknown as typeof fetch;
  let head: typeof import('../head/prefetch') | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    head = require('../head/prefetch');
  });
  return { fetchFake, head: head! };
}

it("asks for the deployment's configuration and remotes.json, uncached and within the time limit, at main.js's addresses", () => {
  const { fetchFake, head } = runHead();
  expect(head.PREFETCH_URLS).toEqual({
    config: PORTAL_CONFIG_URL,
    remotes: DEFAULT_CONFIG.remotesManifest,
  });
  expect(head.PREFETCH_TIMEOUT_MS).toBe(DEFAULT_CONFIG.requestTimeoutMs);
  expect(fetchFake.mock.calls.map(([url]) => url)).toEqual([
    PORTAL_CONFIG_URL,
    DEFAULT_CONFIG.remotesManifest,
  ]);
  for (const [, init] of fetchFake.mock.calls) {
    expect(init?.cache).toBe('no-store');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  }
});

it('main.js takes each request once; without the head script there is none, and it asks itself', async () => {
  expect(takePrefetch('config')).toBeUndefined();
  runHead();
  expect(takePrefetch('remotes')).toBeInstanceOf(Promise);
  expect(takePrefetch('remotes')).toBeUndefined();
  expect(takePrefetch('config')).toBeInstanceOf(Promise);
});

it("the configuration is read from the head script's request, with no request of its own", async () => {
  const { fetchFake } = runHead({ environment: 'production', apiBaseUri: 'https://api.example.edu/' });
  const config = await loadRuntimeConfig(PORTAL_CONFIG_URL, undefined, takePrefetch('config'));
  expect(config.apiBaseUri).toBe('https://api.example.edu/');
  expect(fetchFake).toHaveBeenCalledTimes(2); // the head script's two, none after
});
