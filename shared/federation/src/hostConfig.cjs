// The host's build: the shell, an ordinary webpack build (no container) that starts the federation runtime
// itself with the first remote page (shell/src/federation/runtime.ts), so its own pages carry none of it.
const path = require('node:path');
const { REPO_ROOT, appOf } = require('./apps.cjs');
const { readContract } = require('./contract.cjs');
const { localRemoteOrigins, localRemotesDocument } = require('./remotes.cjs');
const { BlockingHeadScriptPlugin, HEAD_ENTRY, HEAD_SCRIPT } = require('./headScript.cjs');
const { ProviderChunksPlugin } = require('./providerChunks.cjs');
const { ProviderFramePlugin } = require('./providerFrame.cjs');
const { checkFederationVersion } = require('./singletons.cjs');
const { optimization } = require('./optimization.cjs');
const {
  baseConfig,
  definePlugin,
  modeOf,
  pagePlugin,
  productionPlugins,
  publicFilesPlugins,
} = require('./common.cjs');

/** The shell's own modules of its head script, after the colour scheme's (run in <head> before main.js has
 * arrived, ./headScript.cjs): the provider's chunk (./providerChunks.cjs; the host's provider named on <html> for
 * the page's frame, ./providerFrame.cjs), the deployment's portal.config.json and remotes.json asked for at once. */
const SHELL_HEAD_MODULES = ['./src/head/providerChunk.ts', './src/head/prefetch.ts'];

/** The head entry: the colour scheme's script, then the app's own head modules (the shell's prefetches). */
const headEntry = (modules = []) => (modules.length ? [HEAD_SCRIPT, ...modules] : HEAD_SCRIPT);

/** The host's federation runtime (loaded with the first remote page) is for browsers only and reads each
 * remote's needs from remotes.json, not its manifest: no Node code and no snapshot plugin. It loads remotes and
 * shares modules, said at build time so the runtime's code for an app that does neither is left out. */
const HOST_RUNTIME_DEFINES = {
  ENV_TARGET: JSON.stringify('web'),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  FEDERATION_OPTIMIZE_NO_REMOTE: false,
  FEDERATION_OPTIMIZE_NO_SHARED: false,
};

/**
 * The host's webpack config: its page with the blocking head script (the colour scheme before the first paint)
 * and the provider's chunk, and the host's chunking (./optimization.cjs).
 * @param {import('./index').AppOptions} o
 */
function hostConfig(o) {
  return (_env, argv) => {
    const { mode, dev } = modeOf(argv);
    checkFederationVersion(o.dir);
    return {
      ...baseConfig({ ...o, mode, dev, port: o.port ?? appOf(o.dir).port, publicPath: '/' }),
      entry: { [HEAD_ENTRY]: headEntry(o.headModules), main: './src/index.ts' },
      plugins: [
        definePlugin({ mode, dir: o.dir, define: o.define, extra: HOST_RUNTIME_DEFINES }),
        pagePlugin({ dir: o.dir, title: o.title || o.name, dev, chunks: [HEAD_ENTRY, 'main'] }),
        new BlockingHeadScriptPlugin(),
        new ProviderChunksPlugin({ integrity: !dev }),
        ...(o.providerFrame ? [new ProviderFramePlugin()] : []),
        ...publicFilesPlugins(o.dir),
        ...productionPlugins(dev),
        ...(o.plugins || []),
      ],
      optimization: optimization({ host: true, dev }),
      // No module of the host needs Node's `global`: a library's check for it (the error reporter's SDK) stays a
      // typeof test instead of adding webpack's helper for it to every page's runtime.
      node: { global: false },
    };
  };
}

/** The shell's dev server responds /remotes.json from the remotes' sources (their contracts, on their dev ports),
 * as `pnpm serve` does from their builds, and /portal.config.json with the development environment and the
 * remotes' dev origins as the allowed ones. */
function shellDevRoutes(app) {
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
}

/** The shell's webpack config, from its folder: module.exports = require('@portal/federation').shellApp(__dirname). */
function shellApp(dir, options = {}) {
  return hostConfig({
    name: 'shell',
    dir,
    kind: 'host',
    title: 'Student Portal',
    headModules: SHELL_HEAD_MODULES,
    providerFrame: true,
    devRoutes: shellDevRoutes,
    ...options,
  });
}

module.exports = { SHELL_HEAD_MODULES, hostConfig, shellApp };
