// The parts every app's build has, host or remote: the mode, the output, the loaders, the compile-time
// constants, the page, the public files, the production plugins and the dev server. ./hostConfig.cjs and
// ./remoteConfig.cjs put them together.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const webpack = require('webpack');
const zlib = require('node:zlib');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { webpackPolicyName } = require('./apps.cjs');
const { CompileHintPlugin } = require('./compileHints.cjs');
const { productionAliases } = require('./productionAliases.cjs');
const { FilelessChunkSriPlugin } = require('./integrity.cjs');
const { entryFileName } = require('./headScript.cjs');
const { moduleRules } = require('./moduleRules.cjs');
const { MF_VERSION, sharedVersions } = require('./singletons.cjs');

/** The files a production build also writes compressed, name.br and name.gz beside name: every text file it
 * emits but the HTML page (a web server rewrites the page per response; it is compressed as it is sent). */
const PRECOMPRESSED_FILE = /\.(js|mjs|css|json|svg|txt|webmanifest|xml)$/;

/** Where a production build writes its source maps: `dist-maps/` beside its `dist/`, never in it (a web server or
 * CDN serves `dist/` as it is). The maps are hidden (no script names its map in a sourceMappingURL comment): a
 * release uploads them to the error collector, which maps a stack trace back to the source; no browser gets them. */
const SOURCE_MAPS_DIR = 'dist-maps';

/** How long a chunk may take to arrive (webpack's default is 120 s). */
const CHUNK_LOAD_TIMEOUT_MS = 30_000;

/** webpack's mode from its command line: development, or production for anything else. */
function modeOf(argv) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return { mode, dev: mode === 'development' };
}

/** Whether the app has a public/ folder (copied into the build, served by the dev server). */
const hasPublic = (dir) => fs.existsSync(path.join(dir, 'public'));

/**
 * What every build's config has; the host and remote builders add their entries, plugins and chunking.
 * @param {{ name: string, dir: string, port: number, dev: boolean, mode: string, publicPath: string,
 *   devRoutes?: (app: import('express').Application) => void }} o
 */
function baseConfig(o) {
  const { dev } = o;
  return {
    mode: o.mode,
    context: o.dir,
    devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: path.join(o.dir, 'dist'),
      publicPath: o.publicPath,
      uniqueName: o.name,
      // Entry file names stay plain (the federation runtime cannot hash them); the HTML adds ?hash to bust caches.
      filename: entryFileName(dev),
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Relative to dist/: the maps folder beside it (see SOURCE_MAPS_DIR).
      sourceMapFilename: `../${SOURCE_MAPS_DIR}/[file].map`,
      clean: true,
      // Chunks are loaded with their SRI hash (integrityPlugins), which needs CORS-mode script requests.
      crossOriginLoading: dev ? false : 'anonymous',
      // A chunk that never arrives fails the page's load (its fallback shows) instead of waiting for ever.
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // Under the CSP's Trusted Types, a chunk's script address goes through the build's own named policy
      // (allowed by name in the CSP); without it the browser refuses every chunk.
      trustedTypes: { policyName: webpackPolicyName(o.name), onPolicyCreationFailure: 'stop' },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: dev ? {} : productionAliases(),
    },
    module: { rules: moduleRules() },
    performance: { hints: false },
    devServer: devServer(o),
    stats: 'errors-warnings',
  };
}

/** The dev server: the app's port, index.html for every path (the shell and a remote's harness both route in the
 * browser), its public files, and the app's own extra routes. */
function devServer({ dir, port, devRoutes }) {
  return {
    port,
    host: '0.0.0.0',
    allowedHosts: 'all',
    hot: false,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: hasPublic(dir) ? { directory: path.join(dir, 'public'), publicPath: '/' } : false,
    client: { overlay: false },
    ...(devRoutes
      ? {
          setupMiddlewares: (middlewares, server) => {
            devRoutes(server.app);
            return middlewares;
          },
        }
      : {}),
  };
}

/** The compile-time constants: the mode, the build's id, the federation version and the shared singletons'
 * versions (the host's federation runtime reads them), the app's own (`define`) and the builder's (`extra`). */
function definePlugin({ mode, dir, define = {}, extra = {} }) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(mode),
    __BUILD_ID__: JSON.stringify(process.env.PORTAL_BUILD_ID || buildId()),
    __MF_VERSION__: JSON.stringify(MF_VERSION),
    __SHARED_VERSIONS__: JSON.stringify(sharedVersions(dir)),
    ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
    ...extra,
  });
}

/** The app's HTML page: its public/index.html, or the common one, with `chunks` as its scripts. */
function pagePlugin({ dir, title, dev, chunks, publicPath }) {
  return new HtmlWebpackPlugin({
    template: fs.existsSync(path.join(dir, 'public/index.html'))
      ? path.join(dir, 'public/index.html')
      : path.join(__dirname, 'index.html'),
    title,
    chunks,
    hash: !dev,
    ...(publicPath ? { publicPath } : {}),
  });
}

/** The app's public/ folder (but its index.html, the page's template) copied into the build. */
const publicFilesPlugins = (dir) =>
  hasPublic(dir)
    ? [new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] })]
    : [];

/** A production build's own plugins: compile hints, the integrity hashes, and a brotli (quality 11, Node's zlib)
 * and a gzipped copy beside every text file, for a web server to send as they are (nginx's brotli_static and
 * gzip_static, `pnpm serve --compress`), made once after the hashes are in (which are over the file itself). A copy
 * is written when it is at most 90 % of the file. Never the HTML page: it holds the nonce placeholder the server
 * replaces in every response. */
const productionPlugins = (dev) =>
  dev
    ? []
    : [
        new CompileHintPlugin(),
        new SourceMapsFolderPlugin(),
        ...integrityPlugins(),
        new CompressionPlugin({ test: PRECOMPRESSED_FILE, algorithm: 'gzip', minRatio: 0.9 }),
        new CompressionPlugin({
          test: PRECOMPRESSED_FILE,
          algorithm: 'brotliCompress',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          filename: '[path][base].br',
          minRatio: 0.9,
        }),
      ];

/** Empties the build's source-map folder before the build writes its files (as output.clean empties dist/): it
 * holds the maps of this build only. */
class SourceMapsFolderPlugin {
  apply(compiler) {
    compiler.hooks.emit.tap('SourceMapsFolderPlugin', () => {
      fs.rmSync(path.resolve(compiler.outputPath, '..', SOURCE_MAPS_DIR), { recursive: true, force: true });
    });
  }
}

/** The sha384 hash of every chunk, recorded in the runtime that loads it (and of the entry scripts in the HTML):
 * a changed file on the server is refused by the browser. Needs output.crossOriginLoading. */
function integrityPlugins() {
  return [new SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }), new FilelessChunkSriPlugin()];
}

function buildId() {
  try {
    const sha = require('node:child_process')
      .execSync('git rev-parse --short HEAD', { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return sha || 'local';
  } catch {
    return 'local';
  }
}

module.exports = {
  PRECOMPRESSED_FILE,
  SOURCE_MAPS_DIR,
  baseConfig,
  definePlugin,
  integrityPlugins,
  modeOf,
  pagePlugin,
  productionPlugins,
  publicFilesPlugins,
};
