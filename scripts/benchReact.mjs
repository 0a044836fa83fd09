// What `pnpm bench:profile` and `pnpm bench:tap` read of React in the page: its commits and the components each
// rendered, through the hook React's DevTools use (`__REACT_DEVTOOLS_GLOBAL_HOOK__`), installed before the page's
// scripts run (page.addInitScript(watchReact, { untilContent })).

/** In the page: records each commit as `window.__commits` [time (ms, page clock), components rendered, where the
 * renders started, { component: renders }] and the renders by component in `window.__renders`; with `untilContent`,
 * only the commits before the route's content (window.__contentAt, ./benchLib.mjs). */
export function watchReact({ untilContent = false } = {}) {
  window.__commits = [];
  window.__renders = {};
  const nameOf = (t) =>
    typeof t === 'function'
      ? t.displayName || t.name
      : t &&
        (t.displayName || t.render?.displayName || t.render?.name || t.type?.displayName || t.type?.name);
  let kept = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_, root) => {
      if (untilContent && window.__contentAt !== undefined) return;
      // A component rendered in this commit if its fiber is not an object the last commit kept (React clones the
      // fibers it works on and keeps a skipped subtree's) and did work (the PerformedWork flag).
      const before = kept;
      kept = new WeakSet();
      let count = 0;
      const names = {};
      // Where each render started: the components that rendered under one that did not (name, code's start).
      const starts = [];
      const walk = (fiber, parentRendered) => {
        for (let f = fiber; f; f = f.sibling) {
          kept.add(f);
          const rendered = !before.has(f) && f.flags & 1 && typeof f.type !== 'string';
          if (rendered) {
            const name = nameOf(f.type) || '?';
            window.__renders[name] = (window.__renders[name] ?? 0) + 1;
            names[name] = (names[name] ?? 0) + 1;
            count++;
            if (!parentRendered && starts.length < 4) {
              const code = typeof f.type === 'function' ? f.type : (f.type?.render ?? f.type?.type);
              starts.push(`${name}{${String(code).slice(0, 60)}}`);
            }
          }
          walk(f.child, rendered || (parentRendered && typeof f.type === 'string'));
        }
      };
      walk(root.current.child, false);
      window.__commits.push([Math.round(performance.now()), count, starts.join(' | '), names]);
    },
  };
}

/** The commits recorded in the page from `since` until `until` (ms, page clock). */
export const commitsBetween = (page, since, until) =>
  page.evaluate(([a, b]) => window.__commits.filter(([at]) => at >= a && at <= b), [since, until]);
