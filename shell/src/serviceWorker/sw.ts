// The portal's service worker (/sw.js, built from this file by @portal/federation's service-worker build; the
// rules: docs/decisions/0026-the-service-worker-keeps-no-personal-data.md). It keeps public files only:
// - the shell's build, precached at install (its list is written into this file by the build);
// - the files of the remote versions the current remotes.json runs, cached as they load and after each change
//   of remotes.json, keyed by version; a version remotes.json no longer runs (rolled back, replaced) is purged and
//   never answered from the cache;
// - the HTML page (one copy: every route is the same page, kept from the worker's activation on), remotes.json
//   and portal.config.json: the network first, the kept copy after a deadline or without a connection.
// Every other request (the API, the sign-in services, anything with an Authorization header, the post-logout
// landing) goes to the network untouched and is never kept.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHES,
  HASHED_FILE,
  NETWORK_DEADLINE_SECONDS,
  RUNTIME_PATHS,
  SIGN_OUT_PATHS,
  type LiveRemotes,
  keepsRemoteKey,
  liveRemotes,
  mayCache,
  remoteKeyFor,
} from './cacheRules';

/** The part of a service worker's global scope used here (the DOM typings the project compiles with have no
 * worker scope). */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
}
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

declare const __PORTAL_PRECACHE__: { url: string; revision: string | null }[];
const scope = self as unknown as WorkerScope;

/** The one key the HTML page is kept under: every route of the portal is the same page. */
const PAGE_KEY = new URL('/', scope.location.href).href;
/** How long after remotes.json changed the worker fetches the running versions' files the page has not loaded
 * itself (the page's own loads first). */
const FILL_DELAY_MS = 5_000;

scope.addEventListener('install', (event) => {
  event.waitUntil(scope.skipWaiting());
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__PORTAL_PRECACHE__);

// The page: from the network within the deadline, else the kept copy (a lost or slow connection). The post-logout
// landings are never answered here: their response empties the origin's storage, this cache included.
const pageStrategy = new NetworkFirst({
  cacheName: CACHES.page,
  networkTimeoutSeconds: NETWORK_DEADLINE_SECONDS,
  plugins: [
    { cacheKeyWillBeUsed: async () => PAGE_KEY },
    {
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('text/html')
          ? response
          : null,
    },
  ],
});
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && mayCache(request) && !SIGN_OUT_PATHS.includes(url.pathname),
  pageStrategy,
);

/** The remote versions the current remotes.json runs: the last one seen, else the kept copy's. */
let live: LiveRemotes | undefined;
let lastDocument = '';

/** Takes `text` (remotes.json as served) as what runs: a version it no longer runs is purged from the remotes'
 * cache at once, and the files of the versions it runs are fetched a little later. */
async function adopt(text: string, fill: boolean): Promise<void> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return;
  }
  live = liveRemotes(document, scope.location.href);
  const changed = text !== lastDocument;
  lastDocument = text;
  if (!changed) return;
  const running = live;
  const cache = await caches.open(CACHES.remotes);
  for (const key of await cache.keys())
    if (!keepsRemoteKey(key.url, running)) await cache.delete(key, { ignoreVary: true });
  if (fill) await new Promise((resolve) => setTimeout(resolve, FILL_DELAY_MS)).then(() => fillRemotes());
}

/** Fetches the files of the running versions the remotes' cache does not have yet (each checked against its
 * integrity hash). */
async function fillRemotes(): Promise<void> {
  const running = live;
  if (!running) return;
  const cache = await caches.open(CACHES.remotes);
  for (const file of running.files) {
    const key = remoteKeyFor(file.url, running);
    if (!key || (await cache.match(key, { ignoreVary: true }))) continue;
    try {
      const response = await fetch(file.url, {
        mode: 'cors',
        credentials: 'omit',
        ...(file.integrity ? { integrity: file.integrity } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      // Still running when it arrived (remotes.json may have changed meanwhile).
      if (response.ok && live && remoteKeyFor(file.url, live) === key) await cache.put(key, response);
    } catch {
      // Not now: the page's own load caches it.
    }
  }
}

/** The running versions, from the kept remotes.json when this worker has not seen one since it started. */
async function currentLive(): Promise<LiveRemotes | undefined> {
  if (live) return live;
  const kept = await caches.match(new URL('/remotes.json', scope.location.href).href, {
    cacheName: CACHES.runtime,
    ignoreVary: true,
  });
  if (kept) await adopt(await kept.text(), false);
  return live;
}

// remotes.json and portal.config.json: from the network within the deadline, else the kept copy. Each
// remotes.json that passes says which remote versions run.
const runtimeStrategy = new NetworkFirst({
  cacheName: CACHES.runtime,
  networkTimeoutSeconds: NETWORK_DEADLINE_SECONDS,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).origin + new URL(request.url).pathname,
    },
  ],
});
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && RUNTIME_PATHS.includes(url.pathname) && mayCache(request),
  async (options) => {
    const response = await runtimeStrategy.handle(options);
    if (options.url.pathname === '/remotes.json' && response.ok) {
      const adopted = adopt(await response.clone().text(), true);
      // Purged before the page reads it (it loads the versions it names next); the fill goes on after.
      await Promise.race([adopted, new Promise((resolve) => setTimeout(resolve, 50))]);
      (options.event as unknown as ExtendableEventLike).waitUntil(adopted);
    }
    return response;
  },
);

// A remote's script: from the remotes' cache only when it is a file of a version remotes.json runs (the browser
// checks it against its integrity hash all the same); any other goes to the network as it is.
registerRoute(
  ({ request, sameOrigin }) => !sameOrigin && request.destination === 'script' && mayCache(request),
  async ({ request }) => {
    const running = await currentLive();
    const key = running && remoteKeyFor(request.url, running);
    if (!key) return fetch(request);
    const cache = await caches.open(CACHES.remotes);
    const kept = await cache.match(key, { ignoreVary: true });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok && response.type === 'cors' && live && remoteKeyFor(request.url, live) === key)
      await cache.put(key, response.clone());
    return response;
  },
);

// The shell's hashed files its precache leaves out (a provider's own chunk, logos, fonts): kept as they are used.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && HASHED_FILE.test(url.pathname) && mayCache(request),
  new CacheFirst({
    cacheName: CACHES.shell,
    plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
  }),
);

/** Keeps the page, as this build serves it, for a lost connection: the page the worker was installed from did
 * not pass through it, and without a kept copy a route opened offline gets no page at all. A failed fetch keeps
 * the copy there is. */
async function keepPage(): Promise<void> {
  const response = await fetch(PAGE_KEY, {
    cache: 'no-store',
    credentials: 'omit',
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  if (response?.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('text/html'))
    await (await caches.open(CACHES.page)).put(PAGE_KEY, response);
}

// A new worker (a new build of the shell) starts its kept shell files afresh and keeps the page; the first one
// fetches remotes.json to know which remote versions to keep.
scope.addEventListener('activate', (event) => {
  event.waitUntil(keepPage());
  event.waitUntil(
    caches.delete(CACHES.shell).then(async () => {
      const response = await fetch(new URL('/remotes.json', scope.location.href).href, {
        cache: 'no-store',
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      if (!response?.ok) return;
      const text = await response.clone().text();
      await (
        await caches.open(CACHES.runtime)
      ).put(new URL('/remotes.json', scope.location.href).href, response);
      await adopt(text, false);
      await fillRemotes();
    }),
  );
});
