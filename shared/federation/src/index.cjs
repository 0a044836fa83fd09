// @portal/federation: the webpack + Module Federation builds of the portal's apps, and the one singleton list
// (./singletons.cjs). Every app's webpack.config.js is one line: `shellApp(__dirname)` (./hostConfig.cjs) or
// `remoteApp(__dirname)` (./remoteConfig.cjs); both are put together from the parts of ./common.cjs.
const { REPO_ROOT } = require('./apps.cjs');
const { CompileHintPlugin } = require('./compileHints.cjs');
const { productionAliases } = require('./productionAliases.cjs');
const { moduleRules } = require('./moduleRules.cjs');
const { HOST_SPLIT_CHUNKS } = require('./optimization.cjs');
const { PRECOMPRESSED_FILE, integrityPlugins } = require('./common.cjs');
const { SHELL_HEAD_MODULES, hostConfig, shellApp } = require('./hostConfig.cjs');
const { remoteApp, remoteConfig } = require('./remoteConfig.cjs');
const { SERVICE_WORKER_FILE, withServiceWorker } = require('./serviceWorker.cjs');
const {
  MF_VERSION,
  SINGLETONS,
  requirements,
  sharedSingletons,
  sharedVersions,
} = require('./singletons.cjs');

/**
 * Webpack config for one independently built and deployed app: the host's (the shell, an ordinary build that
 * starts the federation runtime itself) or a remote's (a container; in production on the shell's runtime, with
 * no page of its own; in development with its harness page).
 * @param {import('./index').AppOptions} o
 */
const federatedApp = (o) => (o.kind === 'host' ? hostConfig(o) : remoteConfig(o));

module.exports = {
  CompileHintPlugin,
  HOST_SPLIT_CHUNKS,
  SHELL_HEAD_MODULES,
  MF_VERSION,
  PRECOMPRESSED_FILE,
  federatedApp,
  integrityPlugins,
  productionAliases,
  remoteApp,
  SERVICE_WORKER_FILE,
  shellApp,
  withServiceWorker,
  moduleRules,
  requirements,
  sharedSingletons,
  sharedVersions,
  SINGLETONS,
  REPO_ROOT,
};
