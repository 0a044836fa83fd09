// The library patches: webpack loaders that rewrite a library's published source where the library has no
// option for it. Each applies to the files its `test` names, fails the build when the library's text is no longer
// the one it expects, and is listed with what it saves and how to drop it in ./README.md.
const { CHAKRA_THEME_ENTRY } = require('./pureChakraTheme.cjs');
const { CHAKRA_COLOUR_FILES } = require('./chakraPalettes.cjs');
const { REACT_ROUTER_CHUNKS } = require('./pureReactRouter.cjs');
const { CHAKRA_SYSTEM } = require('./lazyChakraGlobal.cjs');

/** Each patch: the files it rewrites and its loader. */
const PATCHES = {
  // Chakra's unused default config (every recipe it has) left out of every build.
  pureChakraTheme: { test: CHAKRA_THEME_ENTRY, loader: require.resolve('./pureChakraTheme.cjs') },
  // Chakra's palettes the portal's system drops, out of the colour files too.
  chakraPalettes: { test: CHAKRA_COLOUR_FILES, loader: require.resolve('./chakraPalettes.cjs') },
  // React Router's components no page uses left out of its production chunk.
  pureReactRouter: { test: REACT_ROUTER_CHUNKS, loader: require.resolve('./pureReactRouter.cjs') },
  // Chakra's global styles computed only where a page reads them (not where the provider's sheet is in force).
  lazyChakraGlobal: { test: CHAKRA_SYSTEM, loader: require.resolve('./lazyChakraGlobal.cjs') },
};

/** The patches as webpack rules, less those named in PORTAL_WITHOUT_PATCHES (comma-separated: a build without
 * them, to measure what each saves). */
const patchRules = () => {
  const without = new Set((process.env.PORTAL_WITHOUT_PATCHES ?? '').split(',').filter(Boolean));
  return Object.entries(PATCHES)
    .filter(([name]) => !without.has(name))
    .map(([, { test, loader }]) => ({ test, use: loader }));
};

module.exports = { PATCHES, patchRules };
