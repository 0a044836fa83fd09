// The loaders every build uses (the portal's apps and the single-bundle benchmark build).
const path = require('node:path');
const { REPO_ROOT } = require('./apps.cjs');
const { patchRules } = require('./patches/index.cjs');

/** TypeScript/JSX through the repo's Babel config (Lingui macros included), images and fonts as files, and the
 * library patches (./patches/README.md). */
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
    ...patchRules(),
  ];
}

module.exports = { moduleRules };
