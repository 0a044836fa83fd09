// @portal/federation: the one webpack + Module Federation config factory, and the one singleton list
// (./singletons.cjs). Every app's webpack.config.js is one line: `shellApp(__dirname)` or
// `remoteApp(__dirname)`.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const webpack = require('webpack');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { CHAKRA_THEME_ENTRY } = require('./pureChakraTheme.cjs');
const { CHAKRA_COLOUR_FILES } = require('./chakraPalettes.cjs');
const { REACT_ROUTER_CHUNKS } = require('./pureReactRouter.cjs');
const { CHAKRA_SYSTEM } = require('./chakraTokenCss.cjs');
const { REPO_ROOT, appOf } = require('./apps.cjs');
const { readContract } = require('./contract.cjs');
const { REMOTE_ENTRY, RemoteContractPlugin } = require('./declaration.cjs');
const { CompileHintPlugin } = require('./compileHints.cjs');
const { productionAliases } = require('./productionAliases.cjs');
const { FilelessChunkSriPlugin } = require('./integrity.cjs');
const { localRemoteOrigins, localRemotesDocument } = require('./remotes.cjs');
const { webpackPolicyName } = require('./csp.cjs');
const { BlockingHeadScriptPlugin, HEAD_ENTRY, HEAD_SCRIPT, entryFileName } = require('./headScript.cjs');
const { ProviderChunksPlugin } = require('./providerChunks.cjs');
const {
  MF_VERSION,
  SINGLETONS,
  checkFederationVersion,
  requirements,
  sharedSingletons,
} = require('./singletons.cjs');

/** The files a production build also writes gzipped (name.gz beside name). */
const PRECOMPRESSED = /\.(js|css|json|svg)$/;

/** How long a chunk may take to arrive (webpack's default is 120 s). */
const CHUNK_LOAD_TIMEOUT_MS = 30_000;

/** Loaders every build uses: TypeScript/JSX through the repo's Babel config (Lingui macros included),
 * images and fonts as files. Also used by the single-bundle benchmark build. */
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

// A remote's production build takes the bundler runtime from the shell, through this global (the shell sets it
// in shell/src/federation/runtime.ts, under the same name): its remoteEntry.js carries only its own container.
const BUNDLER_RUNTIME = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** Packages no vendor chunk of their own is made for: the sign-in's oidc-client-ts (and jwt-decode) and the
 * federation runtime stay in the one lazy chunk that uses them, since a second file would only be a second request
 * beside the first, every time; dayjs, which the federation runtime and the forms both use, goes with the other
 * modules those chunks share (webpack's default group). */
const KEPT_IN_THEIR_CHUNK = /[\\/]node_modules[\\/](oidc-client-ts|jwt-decode|@module-federation|dayjs)[\\/]/;

/** The host's chunking beside webpack's defaults, for fewer files in the wave of requests a signed-in page starts
 * (HTTP/1.1 gives a host six connections; a seventh request waits for one):
 * - vendor chunks as webpack's defaults make them (a package of 20 KB or more used by a lazy chunk), except the
 *   packages of KEPT_IN_THEIR_CHUNK;
 * - swr in one chunk (its config, its core, dequal, use-sync-external-store), not two: the signed-in parts, the
 *   menus and the federation runtime use it, and a page that loads one of them loads it whole;
 * - the API's call table (one module) in a chunk of its own where two of the host's lazy chunks use it (the
 *   "signed-in" parts and menus, mock-user mode): under webpack's 20 KB minimum it would be copied into each.
 * The bench's single bundle takes the same. */
const HOST_SPLIT_CHUNKS = {
  cacheGroups: {
    defaultVendors: {
      test: (module) =>
        /[\\/]node_modules[\\/]/.test(module.resource ?? '') &&
        !KEPT_IN_THEIR_CHUNK.test(module.resource ?? ''),
      priority: -10,
      reuseExistingChunk: true,
    },
    swr: {
      test: /[\\/]node_modules[\\/](swr|dequal|use-sync-external-store)[\\/]/,
      name: 'swr',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
    apiContract: {
      test: /[\\/]shared[\\/]api-contract[\\/]/,
      chunks: 'async',
      minChunks: 2,
      minSize: 0,
      priority: 10,
    },
  },
};

/** The shell's own modules of its head script, after the colour scheme's (run in <head> before main.js has
 * arrived, ./headScript.cjs): the provider's chunk (./providerChunks.cjs), the deployment's portal.config.json and
 * remotes.json asked for at once. */
const SHELL_HEAD_MODULES = ['./src/head/providerChunk.ts', './src/head/earlyRequests.ts'];

/** The head entry: the colour scheme's script, then the app's own head modules (the shell's early requests). */
const headEntry = (modules = []) => (modules.length ? [HEAD_SCRIPT, ...modules] : HEAD_SCRIPT);

/**
 * Webpack config for one independently built and deployed app.
 * @param {object} o
 * @param {string} o.name        federation name ("shell", "payments", ...)
 * @param {string} o.dir         the app's folder (__dirname of its webpack.config.js)
 * @param {number} [o.port]     dev-server port (default: the app's port in apps.json)
 * @param {Record<string,string>} [o.exposes] pages the remote exposes by name, e.g. { './PaymentsPage': './src/PaymentsPage.tsx' }
 * @param {string} [o.title]     document title of the app's own page (the shell, or a remote's dev harness)
 * @param {'host'|'remote'} o.kind the shell (an ordinary build that starts the federation runtime itself), or
 *                                 a remote (a container; in production on the shell's runtime, with no page
 *                                 of its own; in development with its harness page)
 * @param {Record<string,string>} [o.define] compile-time constants
 * @param {(app: import('express').Application) => void} [o.devRoutes] extra routes of the dev server
 * @param {object[]} [o.plugins] extra webpack plugins
 * @param {string[]} [o.headModules] the host's own modules of its head script, after the colour scheme's (run
 *                                   in <head> before main.js has arrived; see ./headScript.cjs)
 */
function federatedApp(o) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const port = o.port ?? appOf(o.dir).port;
    checkFederationVersion(o.dir);
    // A remote in production is its remoteEntry.js and exposed pages only, on the shell's federation
    // runtime; in development it also serves its harness page, with a runtime of its own so it runs alone.
    const leanRemote = o.kind === 'remote' && !dev;
    const page = !leanRemote;
    const head = o.kind === 'host'; // its page's colour scheme before the first paint (./headScript.cjs)
    return {
      mode,
      context: o.dir,
      entry: page
        ? { ...(head ? { [HEAD_ENTRY]: headEntry(o.headModules) } : {}), main: './src/index.ts' }
        : {},
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: o.kind === 'host' ? '/' : 'auto',
        uniqueName: o.name,
        // Entry file names stay plain (the federation runtime cannot hash them); the HTML adds ?hash to bust caches.
        filename: entryFileName(dev),
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
        // Chunks are loaded with their SRI hash (below), which needs CORS-mode script requests.
        crossOriginLoading: dev ? false : 'anonymous',
        // A chunk that never arrives fails the page's load (its fallback shows) instead of waiting for ever.
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // Under the CSP's Trusted Types, a chunk's script address goes through the build's own named policy
        // (allowed by name in csp.cjs); without it the browser refuses every chunk.
        trustedTypes: { policyName: webpackPolicyName(o.name), onPolicyCreationFailure: 'stop' },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: dev ? {} : productionAliases(),
      },
      module: { rules: moduleRules() },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __BUILD_ID__: JSON.stringify(process.env.PORTAL_BUILD_ID || buildId()),
          __MF_VERSION__: JSON.stringify(MF_VERSION),
          // What the shell shares with the remotes, by version (the host's federation runtime reads it).
          __SHARED_VERSIONS__: JSON.stringify(
            Object.fromEntries(Object.entries(sharedSingletons(o.dir)).map(([name, s]) => [name, s.version])),
          ),
          ...Object.fromEntries(Object.entries(o.define || {}).map(([k, v]) => [k, JSON.stringify(v)])),
          // The shell's federation runtime (loaded with the first remote page) is for browsers only and reads
          // each remote's needs from remotes.json, not its manifest: no Node code and no snapshot plugin. It
          // loads remotes and shares modules, said at build time so the runtime's stand-ins for an app that does
          // neither are left out.
          ...(o.kind === 'host'
            ? {
                ENV_TARGET: JSON.stringify('web'),
                FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
                FEDERATION_OPTIMIZE_NO_REMOTE: false,
                FEDERATION_OPTIMIZE_NO_SHARED: false,
              }
            : {}),
        }),
        // The shell is an ordinary build: it starts the federation runtime itself, with the first remote page
        // (shell/src/federation/runtime.ts), so its own pages carry none of it. Every remote is a container.
        ...(o.kind === 'host'
          ? []
          : [
              new ModuleFederationPlugin({
                name: o.name,
                filename: REMOTE_ENTRY,
                exposes: o.exposes || {},
                remotes: {},
                // In production a remote takes every singleton from the shell, which has them all (the shell
                // refuses a remote whose versions it cannot give): no fallback copies to build, list and hash.
                shared: leanRemote
                  ? Object.fromEntries(
                      Object.entries(sharedSingletons(o.dir)).map(([name, s]) => [
                        name,
                        { ...s, import: false },
                      ]),
                    )
                  : sharedSingletons(o.dir),
                shareStrategy: 'loaded-first',
                manifest: { fileName: 'mf-manifest.json' },
                dts: false,
                ...(leanRemote
                  ? {
                      experiments: {
                        optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                      },
                    }
                  : {}),
              }),
              ...(leanRemote
                ? [
                    new webpack.ExternalsPlugin('global', ({ request }, callback) =>
                      BUNDLER_RUNTIME.test(request ?? '')
                        ? callback(null, `global ${BUNDLER_RUNTIME_GLOBAL}`)
                        : callback(),
                    ),
                  ]
                : []),
            ]),
        ...(page
          ? [
              new HtmlWebpackPlugin({
                template: fs.existsSync(path.join(o.dir, 'public/index.html'))
                  ? path.join(o.dir, 'public/index.html')
                  : path.join(__dirname, 'index.html'),
                title: o.title || o.name,
                chunks: head ? [HEAD_ENTRY, 'main'] : ['main'],
                hash: !dev,
                // The harness page's own script from the root, whatever route it opens at; chunks stay 'auto'.
                ...(o.kind === 'remote' ? { publicPath: '/' } : {}),
              }),
              ...(head
                ? [new BlockingHeadScriptPlugin(), new ProviderChunksPlugin({ integrity: !dev })]
                : []),
            ]
          : []),
        ...(fs.existsSync(path.join(o.dir, 'public'))
          ? [
              new CopyWebpackPlugin({
                patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
              }),
            ]
          : []),
        // Production builds record the sha384 hash of every chunk in the runtime that loads it (and of the
        // entry scripts in the HTML): a changed file on the server is refused by the browser.
        ...(dev
          ? []
          : [
              new CompileHintPlugin(),
              ...integrityPlugins(),
              // A gzipped copy beside every text file, for a web server to send as it is (nginx's gzip_static,
              // `pnpm serve --gzip`): made once at build time, after the integrity hashes are in. Never the
              // HTML page: it holds the nonce placeholder the server replaces in every answer.
              new CompressionPlugin({ test: PRECOMPRESSED, algorithm: 'gzip', minRatio: 0.9 }),
            ]),
        ...(o.plugins || []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The host's lazy chunks: fewer files in a signed-in page's wave of requests (HOST_SPLIT_CHUNKS).
        ...(o.kind === 'host' && !dev ? { splitChunks: HOST_SPLIT_CHUNKS } : {}),
      },
      devServer: {
        port,
        host: '0.0.0.0',
        allowedHosts: 'all',
        hot: false,
        // The shell and a remote's harness both route in the browser: index.html for every path.
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(o.dir, 'public'))
          ? { directory: path.join(o.dir, 'public'), publicPath: '/' }
          : false,
        client: { overlay: false },
        ...(o.devRoutes
          ? {
              setupMiddlewares: (middlewares, server) => {
                o.devRoutes(server.app);
                return middlewares;
              },
            }
          : {}),
      },
      stats: 'errors-warnings',
    };
  };
}

/** The sha384 hash of every chunk, recorded in the runtime that loads it (and of the entry scripts in the HTML):
 * a changed file on the server is refused by the browser. Needs output.crossOriginLoading. */
function integrityPlugins() {
  return [new SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }), new FilelessChunkSriPlugin()];
}

function buildId() {
  try {
    const sha = require('node:child_process')
      .execSync('git rev-parse --short HEAD', { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return sha || 'local';
  } catch {
    return 'local';
  }
}

/** The module a contract's page is exposed from: src/<Page>.tsx (or .ts). */
function pageModule(dir, page) {
  for (const ext of ['.tsx', '.ts']) {
    if (fs.existsSync(path.join(dir, 'src', `${page}${ext}`))) return `./src/${page}${ext}`;
  }
  throw new Error(
    `${path.relative(REPO_ROOT, dir)}: the contract names page ${page}, but src/${page}.tsx is missing`,
  );
}

/**
 * A remote's whole webpack config from its folder: its name and port from apps.json, the pages its
 * contract (src/contract.ts) names exposed as ./<Page>, and remote-contract.json emitted with the build.
 *   module.exports = require('@portal/federation').remoteApp(__dirname);
 */
function remoteApp(dir, options = {}) {
  // A copy of a remote outside apps.json (e.g. an e2e test's rebuilt variant) names itself.
  const app = options.name ? { name: options.name, port: options.port ?? 0 } : appOf(dir);
  return (env, argv) => {
    const contract = readContract(dir, app.name);
    // Its pages and its widgets (each exposed on its own, so a card never loads the remote's pages).
    const pages = [
      ...new Set([
        ...contract.routes.map((route) => route.page),
        ...(contract.widgets ?? []).map((w) => w.module),
      ]),
    ];
    return federatedApp({
      name: app.name,
      dir,
      port: app.port,
      title: `${contract.title.message ?? app.name} (dev harness)`,
      kind: 'remote',
      ...options,
      exposes: {
        ...Object.fromEntries(pages.map((page) => [`./${page}`, pageModule(dir, page)])),
        ...options.exposes,
      },
      plugins: [new RemoteContractPlugin(dir, app.name, requirements(dir)), ...(options.plugins || [])],
    })(env, argv);
  };
}

/**
 * The shell's webpack config. Its dev server answers /remotes.json from the remotes' sources (their
 * contracts, on their dev ports), as `pnpm serve` does from their builds, and /portal.config.json with the
 * development environment and the remotes' dev origins as the allowed ones.
 */
function shellApp(dir, options = {}) {
  return federatedApp({
    name: 'shell',
    dir,
    kind: 'host',
    title: 'Student Portal',
    headModules: SHELL_HEAD_MODULES,
    devRoutes: (app) => {
      app.get('/portal.config.json', (_req, res) => {
        res
          .set('Cache-Control', 'no-store')
          .json({ environment: 'development', remoteOrigins: localRemoteOrigins() });
      });
      app.get('/remotes.json', (_req, res) => {
        const fromSource = (remote) => {
          try {
            return readContract(path.join(REPO_ROOT, remote.dir), remote.name);
          } catch (error) {
            console.error(`[remotes.json] ${remote.name}: ${error.message}`);
            return undefined;
          }
        };
        res.set('Cache-Control', 'no-store').json(localRemotesDocument({ read: fromSource }));
      });
    },
    ...options,
  });
}

module.exports = {
  CompileHintPlugin,
  HOST_SPLIT_CHUNKS,
  SHELL_HEAD_MODULES,
  MF_VERSION,
  federatedApp,
  integrityPlugins,
  productionAliases,
  remoteApp,
  shellApp,
  moduleRules,
  sharedSingletons,
  SINGLETONS,
  REPO_ROOT,
};
