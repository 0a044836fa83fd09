// `pnpm bench` builds this: the shell and every remote as ONE ordinary webpack build (no Module Federation),
// to compare the JavaScript a first visit transfers with the federated build.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const {
  CompileHintPlugin,
  HOST_SPLIT_CHUNKS,
  SHELL_HEAD_MODULES,
  integrityPlugins,
  moduleRules,
  productionAliases,
} = require('@portal/federation');

const ROOT = path.resolve(__dirname, '../..');
const { remoteApps, webpackPolicyName } = require(path.join(ROOT, 'shared/federation/src/apps.cjs'));
const { BlockingHeadScriptPlugin, HEAD_ENTRY, HEAD_SCRIPT } = require(
  path.join(ROOT, 'shared/federation/src/headScript.cjs'),
);
const { ProviderChunksPlugin } = require(path.join(ROOT, 'shared/federation/src/providerChunks.cjs'));
const { ProviderFramePlugin } = require(path.join(ROOT, 'shared/federation/src/providerFrame.cjs'));

/** @bench/pages: a lazy import of every page and widget every remote's contract names (built remote-contract.json). */
function writePages() {
  const lines = remoteApps().flatMap((app) => {
    const file = path.join(ROOT, app.dir, 'dist', 'remote-contract.json');
    if (!fs.existsSync(file)) return [];
    const contract = JSON.parse(fs.readFileSync(file, 'utf8'));
    // Its pages and its widgets (the home page's cards render the same as in the federated build).
    const pages = [
      ...new Set([...contract.routes.map((r) => r.page), ...(contract.widgets ?? []).map((w) => w.module)]),
    ];
    return pages.map((page) => {
      const source = path.join(ROOT, app.dir, 'src', page);
      return `  ${JSON.stringify(`${app.name}/${page}`)}: () => import(${JSON.stringify(source)}),`;
    });
  });
  const file = path.join(ROOT, '.var', 'bench', 'pages.ts');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `export const PAGES = {\n${lines.join('\n')}\n};\n`);
  return file;
}
module.exports = {
  mode: 'production',
  context: ROOT,
  // The head script (the colour scheme before the first paint, the prefetches) as in the federated shell.
  entry: {
    [HEAD_ENTRY]: [HEAD_SCRIPT, ...SHELL_HEAD_MODULES.map((file) => path.join(ROOT, 'shell', file))],
    main: './shell/src/bootstrap.tsx',
  },
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
    // The portal runs under Trusted Types: chunks load through the shell's policy, as in the federated build.
    trustedTypes: { policyName: webpackPolicyName('shell'), onPolicyCreationFailure: 'stop' },
    // Every chunk is loaded with its sha384 hash, as in the federated build (SRI needs CORS-mode requests).
    crossOriginLoading: 'anonymous',
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    // The production files of packages whose exports name only their development ones, as the portal's build.
    alias: { ...productionAliases(), '@bench/pages': writePages() },
  },
  module: { rules: moduleRules() },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(
      /^\.{1,2}\/(federation\/)?remotes$/,
      path.join(__dirname, 'remotes.ts'),
    ),
    new webpack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify('production'),
      __BUILD_ID__: JSON.stringify('single-bundle'),
    }),
    new HtmlWebpackPlugin({
      template: path.join(ROOT, 'shared/federation/src/index.html'),
      title: 'Student Portal',
      chunks: [HEAD_ENTRY, 'main'],
    }),
    new BlockingHeadScriptPlugin(),
    // The page as the federated shell's: the provider's chunk preloaded by the head script, and the provider's
    // frame with the page's heading painted from the HTML (docs/decisions/0028).
    new ProviderChunksPlugin(),
    new ProviderFramePlugin(),
    // The production build's compile hint and integrity hashes, as the federated build has them: the same code,
    // the same checks.
    new CompileHintPlugin(),
    ...integrityPlugins(),
  ],
  performance: { hints: false },
  // The shell's chunking, as in the federated build.
  optimization: { splitChunks: HOST_SPLIT_CHUNKS },
  // As the host's build: no webpack helper for Node's `global`.
  node: { global: false },
  stats: 'errors-warnings',
};
