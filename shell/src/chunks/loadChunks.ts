// When each of the shell's two on-demand chunks is asked for, and what of it has arrived: "signed-in"
// (./signedInChunk.ts) and "signed-in-menus" (./signedInMenusChunk.ts). ./onDemandParts.tsx shows their parts.
import { preloadOverlayParts } from '@portal/ui';
type Parts = typeof import('./signedInChunk');
type Menus = typeof import('./signedInMenusChunk');

/** A chunk loaded once when first asked for (again after a failure), and what it holds once it has arrived. */
function onDemand<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    preload(): Promise<T> {
      if (!loading) {
        const promise = load();
        promise.then(
          (chunk) => {
            loaded = chunk;
          },
          () => {
            if (loading === promise) loading = undefined; // the next use tries again
          },
        );
        loading = promise;
      }
      return loading;
    },
    loaded: (): T | undefined => loaded,
    /** Runs `use` with the chunk once it has loaded, if it was asked for; nothing otherwise. */
    whenLoaded(use: (chunk: T) => void): void {
      void loading?.then(use, () => undefined);
    },
  };
}

/**
 * What a signed-in page needs of the shell before it shows (./signedInChunk.ts: the API cache the pages fill, the
 * slots of the home page). An anonymous visitor's first page does not carry it: the shell starts it as soon as
 * the page may be signed in (a stored session or a sign-in callback), beside the session's restore, so a student
 * does not wait for it after.
 */
const parts = onDemand(() => import(/* webpackChunkName: "signed-in" */ './signedInChunk'));

/**
 * The signed-in student's menus and the session-timeout warning (./signedInMenusChunk.ts), with the menu, drawer,
 * dialog, focus trap and floating placement they bring (about 50 KB gzipped): asked for once the student is
 * known and the page's own content is shown (./onDemandParts.tsx), so on a phone's bandwidth they come after
 * what the page shows, not before it. Until they are there, the top bar keeps their place.
 */
const menus = onDemand(() =>
  // @portal/ui's dialog, drawer and menu parts (a chunk of the @portal/ui singleton) load beside them.
  Promise.all([
    import(/* webpackChunkName: "signed-in-menus" */ './signedInMenusChunk'),
    preloadOverlayParts(),
  ]).then(([chunk]) => chunk),
);

export const preloadSignedInParts: () => Promise<Parts> = parts.preload;
/** The signed-in parts if they have loaded, else undefined. */
export const signedInPartsLoaded: () => Parts | undefined = parts.loaded;
/** Runs `use` with the signed-in parts once they have loaded, if they were asked for (a page that never had a
 * session has nothing of a student to forget). */
export const whenSignedInPartsLoad: (use: (parts: Parts) => void) => void = parts.whenLoaded;

export const preloadSignedInMenus: () => Promise<Menus> = menus.preload;
/** The signed-in menus if they have loaded, else undefined. */
export const signedInMenusLoaded: () => Menus | undefined = menus.loaded;

/** The load of the signed-in student and of the first page's reads (../session/loadStudentAndPageReads.ts), from
 * the signed-in chunk (1.9 KB gzipped with the parts), asked for as soon as the page may be signed in; one file,
 * not two, in the wave of requests a signed-in page starts. */
export const loadSessionChunk = () => import(/* webpackChunkName: "signed-in" */ './signedInChunk');
