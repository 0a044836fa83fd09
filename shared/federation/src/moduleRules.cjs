// The loaders every build uses (the portal's apps and the single-bundle benchmark build).
const path = require('node:path');
const { patchRules } = require('./patches/index.cjs');

/** The portal's Babel config (./babelConfig.cjs, the repository's babel.config.js too). */
const BABEL_CONFIG = path.join(__dirname, 'babelConfig.cjs');

/** TypeScript/JSX through the portal's Babel config (Lingui macros included), images and fonts as files, and the
 * library patches (./patches/README.md). */
function moduleRules() {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('babel-loader'),
        options: { configFile: BABEL_CONFIG, cacheDirectory: true },
      },
    },
    { test: /\.(svg|png|ico|woff2?)$/, type: 'asset/resource' },
    ...patchRules(),
  ];
}

module.exports = { BABEL_CONFIG, moduleRules };
