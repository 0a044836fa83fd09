type Parts = typeof import('./signedInParts');

let loading: Promise<Parts> | undefined;
let loaded: Parts | undefined;

/**
 * Starts loading what only a signed-in student uses (./signedInParts.ts: the top bar's menus, the session
 * warning, the home page's slots) once, again after a failure, and returns the promise. An anonymous
 * visitor's first page does not carry it: the shell starts it as soon as the page may be signed in (a stored
 * session or a sign-in callback), beside the session's restore, so a student does not wait for it after.
 */
export function preloadSignedInParts(): Promise<Parts> {
  if (!loading) {
    const promise = import(/* webpackChunkName: "signed-in" */ './signedInParts');
    promise.then(
      (parts) => {
        loaded = parts;
      },
      () => {
        if (loading === promise) loading = undefined; // the next use tries again
      },
    );
    loading = promise;
  }
  return loading;
}

/** The load of the signed-in student and of the first page's reads (./auth/session.ts): a small chunk of its own,
 * asked for beside the signed-in parts, so the student's request does not wait for them. */
export const loadSessionChunk = () => import(/* webpackChunkName: "session" */ './auth/session');

/** The signed-in parts if they have loaded, else undefined. */
export function signedInPartsLoaded(): Parts | undefined {
  return loaded;
}

/** Runs `use` with the signed-in parts once they have loaded, if they were asked for; nothing otherwise
 * (a page that never had a session has nothing of a student to forget). */
export function whenSignedInPartsLoad(use: (parts: Parts) => void): void {
  void loading?.then(use, () => undefined);
}
