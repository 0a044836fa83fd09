// The requests the head script sends before main.js arrives (../head/earlyRequests.ts), taken by main.js: the
// deployment's portal.config.json and remotes.json, the two files it reads before anything else. Each is taken
// once; without the head script (a test, an old page) there is none, and main.js asks itself.

/** What the head script asked for, by name. */
export type EarlyRequestName = 'config' | 'remotes';
export type EarlyRequests = Partial<Record<EarlyRequestName, Promise<Response>>>;

declare global {
  interface Window {
    /** Set by the head script; emptied as main.js takes each request. */
    portalEarlyRequests?: EarlyRequests;
  }
}

/** The head script's request of `name`, taken (a second call gets none), or undefined. */
export function takeEarlyRequest(name: EarlyRequestName): Promise<Response> | undefined {
  const requests = window.portalEarlyRequests;
  const request = requests?.[name];
  if (requests) delete requests[name];
  return request;
}
