// A remote's build: a Module Federation container exposing the pages and widgets its contract names. In
// production it is its remoteEntry.js and exposed modules only, on the shell's federation runtime
// (./bundlerRuntime.cjs) and singletons; in development it also serves its harness page, with a runtime of its own so it runs alone.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { REPO_ROOT, appOf } = require('./apps.cjs');
const { readContract } = require('./contract.cjs');
const { REMOTE_ENTRY, RemoteContractPlugin } = require('./declaration.cjs');
const { ShellBundlerRuntimePlugin } = require('./bundlerRuntime.cjs');
const { checkFederationVersion, requirements, sharedSingletons } = require('./singletons.cjs');
const { optimization } = require('./optimization.cjs');
const {
  baseConfig,
  definePlugin,
  modeOf,
  pagePlugin,
  productionPlugins,
  publicFilesPlugins,
} = require('./common.cjs');

/** The container: the exposed modules and the singletons. In production a remote takes every singleton from the
 * shell, which has them all (the shell refuses a remote whose versions it cannot give): no fallback copies to
 * build, list and hash, and no remote loading or snapshot code of its own. */
function containerPlugin({ name, dir, exposes = {}, dev }) {
  const singletons = sharedSingletons(dir);
  return new ModuleFederationPlugin({
    name,
    filename: REMOTE_ENTRY,
    exposes,
    remotes: {},
    shared: dev
      ? singletons
      : Object.fromEntries(Object.entries(singletons).map(([id, s]) => [id, { ...s, import: false }])),
    shareStrategy: 'loaded-first',
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    // Development: the harness page's entry starts once the singletons are negotiated (the library's async
    // start-up; the harness's src/index.ts imports its bootstrap directly). Production: a container only.
    experiments: dev
      ? { asyncStartup: true }
      : { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
  });
}

/**
 * A remote's webpack config: the container, and in development its harness page (the page's own script from the
 * root, whatever route it opens at; chunks stay 'auto').
 * @param {import('./index').AppOptions} o
 */
function remoteConfig(o) {
  return (_env, argv) => {
    const { mode, dev } = modeOf(argv);
    checkFederationVersion(o.dir);
    return {
      ...baseConfig({ ...o, mode, dev, port: o.port ?? appOf(o.dir).port, publicPath: 'auto' }),
      entry: dev ? { main: './src/index.ts' } : {},
      plugins: [
        definePlugin({ mode, dir: o.dir, define: o.define }),
        containerPlugin({ ...o, dev }),
        ...(dev
          ? [pagePlugin({ dir: o.dir, title: o.title || o.name, dev, chunks: ['main'], publicPath: '/' })]
          : [new ShellBundlerRuntimePlugin()]),
        ...publicFilesPlugins(o.dir),
        ...productionPlugins(dev),
        ...(o.plugins || []),
      ],
      optimization: optimization({ dev }),
    };
  };
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
 * A remote's whole webpack config from its folder: its name and port from apps.json, the pages and widgets its
 * contract (src/contract.ts) names exposed as ./<Page> (each on its own, so a card never loads the remote's
 * pages), and remote-contract.json emitted with the build.
 *   module.exports = require('@portal/federation').remoteApp(__dirname);
 */
function remoteApp(dir, options = {}) {
  // A copy of a remote outside apps.json (e.g. an e2e test's rebuilt variant) names itself.
  const app = options.name ? { name: options.name, port: options.port ?? 0 } : appOf(dir);
  return (env, argv) => {
    const contract = readContract(dir, app.name);
    const pages = [
      ...new Set([
        ...contract.routes.map((route) => route.page),
        ...(contract.widgets ?? []).map((w) => w.module),
      ]),
    ];
    return remoteConfig({
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

module.exports = { remoteApp, remoteConfig };
