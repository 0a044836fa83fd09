// Part of the shell's head script (a classic script in <head> that runs before main.js has arrived; see
// shared/federation/src/headScript.cjs): asks for the two files main.js reads before anything else, the
// deployment's portal.config.json and remotes.json, while main.js (the largest file of a first visit) is still
// on its way. main.js takes the requests (../start/takePrefetch.ts) instead of sending its own. A
// deployment whose portal.config.json names another remotes.json reads that one, and this request of
// /remotes.json goes unused.
// Nothing is imported but types: this runs before every other script and must stay a few hundred bytes.
import type { PrefetchName, Prefetches } from '../start/takePrefetch';

/** Where each file is (the defaults of ../start/runtimeConfig.ts and of the configuration's remotesManifest: a
 * test holds them together), and the request time limit (the configuration's default: the deployment's own is in
 * the file being read). Never from the cache: a deployment changes both without a shell release. */
export const PREFETCH_URLS: Record<PrefetchName, string> = {
  config: '/portal.config.json',
  remotes: '/remotes.json',
};
export const PREFETCH_TIMEOUT_MS = 10_000;

/** The response with its body read here, within the time limit: main.js may read it later than the limit (a slow
 * main.js), and a body read after its request's signal has fired fails even when it had all arrived. */
const withBodyRead = async (response: Response): Promise<Response> =>
  response.ok
    ? new Response(await response.text(), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    : response;

const requests: Prefetches = {};
for (const [name, url] of Object.entries(PREFETCH_URLS) as [PrefetchName, string][]) {
  const request = fetch(url, {
    cache: 'no-store',
    signal: AbortSignal.timeout(PREFETCH_TIMEOUT_MS),
  }).then(withBodyRead);
  request.catch(() => undefined); // main.js reads the failure where it takes the request
  requests[name] = request;
}
window.portalPrefetches = requests;
