// The loaders every build uses (the portal's apps and the single-bundle benchmark build).
const path = require('node:path');
const { REPO_ROOT } = require('./apps.cjs');
const { CHAKRA_THEME_ENTRY } = require('./pureChakraTheme.cjs');
const { CHAKRA_COLOUR_FILES } = require('./chakraPalettes.cjs');
const { REACT_ROUTER_CHUNKS } = require('./pureReactRouter.cjs');
const { CHAKRA_SYSTEM } = require('./chakraTokenCss.cjs');

/** TypeScript/JSX through the repo's Babel config (Lingui macros included), images and fonts as files, and the
 * library patches. */
function moduleRules() {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('babel-loader'),
        options: { configFile: path.join(REPO_ROOT, 'babel.config.js'), cacheDirectory: true },
      },
    },
    { test: /\.(svg|png|ico|woff2?)$/, type: 'asset/resource' },
    // Chakra's unused default config (every recipe it has) left out of every build: ./pureChakraTheme.cjs.
    { test: CHAKRA_THEME_ENTRY, use: require.resolve('./pureChakraTheme.cjs') },
    // Chakra's palettes the portal's system drops, out of the colour files too: ./chakraPalettes.cjs.
    { test: CHAKRA_COLOUR_FILES, use: require.resolve('./chakraPalettes.cjs') },
    // React Router's components no page uses left out of its production chunk: ./pureReactRouter.cjs.
    { test: REACT_ROUTER_CHUNKS, use: require.resolve('./pureReactRouter.cjs') },
    // Chakra's token CSS built without its general css function for each variable (half of createSystem, before
    // every first render): ./chakraTokenCss.cjs.
    { test: CHAKRA_SYSTEM, use: require.resolve('./chakraTokenCss.cjs') },
  ];
}

module.exports = { moduleRules };
