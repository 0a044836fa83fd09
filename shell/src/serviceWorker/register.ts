// Registers the portal's service worker (./sw.ts, served at /sw.js by a production build) once the page has
// loaded and the main thread is idle: the first visit's own loads come first. A development build has no worker
// and registers none; neither does a post-logout landing, whose response has just emptied the origin's storage.
import { SERVICE_WORKER_POLICY, scriptUrlPolicy } from '@portal/config';
import { SIGN_OUT_PATHS, filesToKeep } from './cacheRules';

/** The worker's address: at the root, so its scope is every page of the portal. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Under the CSP's Trusted Types, the worker's address passes through the portal's policy, which lets through
 * this one address only. */
const workerUrl = scriptUrlPolicy(SERVICE_WORKER_POLICY, (url) => url === SERVICE_WORKER_URL);

/** Whether this page registers the worker: a production build, a browser with service workers, not a
 * post-logout landing. */
export function registersServiceWorker(pathname: string, production: boolean): boolean {
  return production && 'serviceWorker' in navigator && !SIGN_OUT_PATHS.includes(pathname);
}

/** Hands the worker, once it is active, the files this page loaded before any worker controlled it (its provider's
 * chunk, fonts, portal.config.json): kept, they let the portal start without a connection. Workbox's CACHE_URLS
 * message: each address goes through the worker's own routes and rules. */
async function handOverLoadedFiles(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (!worker) return;
  if (worker.state !== 'activated')
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      }),
    );
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urlsToCache = filesToKeep(loaded, window.location.origin);
  if (urlsToCache.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/** Registers the worker after the page's load, at idle. */
export function registerServiceWorker(): void {
  if (!registersServiceWorker(window.location.pathname, process.env.NODE_ENV === 'production')) return;
  const uncontrolled = navigator.serviceWorker.controller === null;
  const register = () => {
    navigator.serviceWorker
      // The DOM typings take a string; the browser takes the TrustedScriptURL as it is.
      .register(workerUrl(SERVICE_WORKER_URL) as string, { scope: '/', updateViaCache: 'none' })
      .then((registration) => (uncontrolled ? handOverLoadedFiles(registration) : undefined))
      .catch((error: unknown) => console.warn('The offline copy of the portal is not available', error));
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: 5_000 })
      : window.setTimeout(register, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
