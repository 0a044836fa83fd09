/** The routes a page shows in its life, as the health reporter lays its field vitals to them. */
export interface PageRoutes {
  /** The route the page load belongs to: the one on show when the student first moved to another (a link, the
   * menus, back or forward: a push or traversal of the history), or the one on show now before that. An address
   * replaced in place (a redirect, such as a sign-in's return) moves it. */
  loaded(): string;
  /** When the student first moved to another route (ms on the page's clock, performance.now()); Infinity before. */
  leftAt(): number;
  /** The route on show at a moment of the page's clock. */
  at(time: number): string;
  /** Notices a move the browser did not announce (without the Navigation API): call before reading the others. */
  check(): void;
}

/** The Navigation API's `currententrychange` event (Chromium 102, Safari 26.2, Firefox 147), as read here. */
interface EntryChange extends Event {
  navigationType: 'push' | 'replace' | 'traverse' | 'reload' | null;
  from: { url: string | null };
}

/**
 * Follows the routes of this page from now on: `route(pathname)` is a location's route pattern. The browser's
 * Navigation API announces each change of address as it happens (a history push by the router or by a script,
 * a replace, a step back or forward). Without it, a change is noticed when `check()` finds another route on show
 * than the last one seen, and counted as a move at the last moment the route before was found on show (what
 * came between is counted for no route).
 */
export function watchPageRoutes(route: (pathname: string) => string): PageRoutes {
  const shown: { at: number; route: string }[] = [{ at: 0, route: route(location.pathname) }];
  let loaded: string | undefined;
  let leftAt = Infinity;
  // Without the Navigation API: the last moment the route last seen was found still on show.
  let seenAt = performance.now();
  const note = (at: number, moved: boolean, from: string) => {
    if (moved && leftAt === Infinity) [leftAt, loaded] = [at, from];
    const now = route(location.pathname);
    if (now !== shown[shown.length - 1]!.route) shown.push({ at, route: now });
  };
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', (event) => {
    const { navigationType, from } = event as EntryChange;
    const previous = from.url ? route(new URL(from.url).pathname) : shown[shown.length - 1]!.route;
    note(performance.now(), navigationType === 'push' || navigationType === 'traverse', previous);
  });
  return {
    loaded: () => loaded ?? shown[shown.length - 1]!.route,
    leftAt: () => leftAt,
    at: (time) => shown.findLast((change) => change.at <= time)?.route ?? shown[0]!.route,
    check: () => {
      if (navigation) return;
      const last = shown[shown.length - 1]!.route;
      if (route(location.pathname) === last) seenAt = performance.now();
      else note(seenAt, true, last);
    },
  };
}
