// The requests the head script sends before main.js arrives (../head/prefetch.ts), taken by main.js: the
// deployment's portal.config.json and remotes.json, the two files it reads before anything else. Each is taken
// once; without the head script (a test, an old page) there is none, and main.js asks itself.

/** What the head script asked for, by name. */
export type PrefetchName = 'config' | 'remotes';
export type Prefetches = Partial<Record<PrefetchName, Promise<Response>>>;

declare global {
  interface Window {
    /** Set by the head script; emptied as main.js takes each request. */
    portalPrefetches?: Prefetches;
  }
}

/** The head script's request of `name`, taken (a second call gets none), or undefined. */
export function takePrefetch(name: PrefetchName): Promise<Response> | undefined {
  const requests = window.portalPrefetches;
  const request = requests?.[name];
  if (requests) delete requests[name];
  return request;
}
