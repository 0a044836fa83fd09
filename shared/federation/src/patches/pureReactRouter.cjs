// React Router's production build defines its components at the top level of one chunk file: `var Link =
// React10.forwardRef(…)`, then `Link.displayName = "Link"`. Neither statement is marked free of side effects, so
// every build keeps every component of the file, used or not: NavLink, Form and its submission code,
// ScrollRestoration (about 6 KB minified, 1.8 KB gzipped, of main.js on every page). This loader marks those
// forwardRef calls pure (`/* @__PURE__ */`, as React's own builds mark theirs) and leaves out the top-level
// displayName assignments (names for React's developer tools, which a production build is not for), so terser
// drops the components no page uses. The production files only (../productionAliases.cjs): a development build
// keeps its names. A release whose chunk has forwardRef calls but none of this shape fails the build.
//
// Its `Link` also renders `<PrefetchPageLinks>` when it should prefetch, and that brings the framework mode's
// prefetching (route module links, single-fetch addresses, the RSC variant: about 5 KB minified, 1.5 KB gzipped,
// on every page). Outside framework mode (the portal's BrowserRouter) a link never prefetches: its
// `usePrefetchBehavior` answers `false` without a framework context. The loader has `Link` return its anchor
// alone, so that code goes too. A release whose `Link` returns otherwise fails the build.

/** React Router's production chunks (their names carry a hash). */
const REACT_ROUTER_CHUNKS = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

const TOP_LEVEL_FORWARD_REF = /^(var \w+ = )(React\d*\.forwardRef\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";\n/gm;
/** `Link`'s last statement: its anchor, with the framework mode's prefetch links beside it when it prefetches. */
const LINK_WITH_PREFETCH =
  /^( +)return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ (React\d*)\.createElement\(\2\.Fragment, null, link, \/\* @__PURE__ \*\/ \2\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;$/m;

/** The webpack loader: the chunk with its components' construction marked pure and their names left out. */
function pureReactRouter(source) {
  if (!source.includes('forwardRef(')) return source;
  const marked = source.replace(TOP_LEVEL_FORWARD_REF, '$1/* @__PURE__ */ $2');
  if (marked === source)
    throw new Error(
      'react-router no longer defines its components as `var X = React.forwardRef(`: see shared/federation/src/patches/pureReactRouter.cjs',
    );
  if (!LINK_WITH_PREFETCH.test(marked))
    throw new Error(
      "react-router's Link no longer ends with its prefetch links: see shared/federation/src/patches/pureReactRouter.cjs",
    );
  return marked.replace(LINK_WITH_PREFETCH, '$1return link;').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

module.exports = pureReactRouter;
module.exports.REACT_ROUTER_CHUNKS = REACT_ROUTER_CHUNKS;
