// The seam between the shell's federation runtime and the remotes' containers. A remote's production
// remoteEntry.js carries only its own container: the bundler runtime its generated entry imports (the module the
// library names `@module-federation/webpack-bundler-runtime/bundler`, a public export of that package) is taken
// from the global the shell sets before it loads a remote (shell/src/federation/runtime.ts, same name). The shell
// and the remotes run one federation version (checked at build time and again by the shell before a remote loads),
// so the runtime the shell hands over is the one the container was built against. Why not the library's
// `experiments.externalRuntime`: docs/decisions/0014-the-shell-hands-its-bundler-runtime-to-the-remotes.md.
const path = require('node:path');
const webpack = require('webpack');

/** The global the shell sets: the bundler runtime's functions a container's entry copies. */
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** The bundler runtime's entry as the library resolves it for the entry it generates: the package's `./bundler`
 * export, from @module-federation/runtime-tools (which @module-federation/enhanced resolves first). */
const BUNDLER_RUNTIME_ENTRY = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [
    require.resolve('@module-federation/runtime-tools', {
      paths: [require.resolve('@module-federation/enhanced')],
    }),
  ],
});

const posix = (file) => file.split(path.sep).join('/');

/**
 * Takes the container's bundler runtime from the shell's global, and fails the build when the container does not
 * import it from BUNDLER_RUNTIME_ENTRY (a library release that generates its entry otherwise): a remoteEntry.js
 * with a runtime of its own would run a second federation runtime beside the shell's.
 */
class ShellBundlerRuntimePlugin {
  /** @param {{ entry?: string }} [o] the bundler runtime's entry (BUNDLER_RUNTIME_ENTRY) */
  constructor({ entry = BUNDLER_RUNTIME_ENTRY } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    const entry = this.entry;
    let taken = false;
    new webpack.ExternalsPlugin('global', ({ request }, callback) => {
      if (request && posix(request) === posix(entry)) {
        taken = true;
        return callback(null, `global ${BUNDLER_RUNTIME_GLOBAL}`);
      }
      return callback();
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('ShellBundlerRuntimePlugin', (compilation) => {
      taken = false;
      compilation.hooks.afterSeal.tap('ShellBundlerRuntimePlugin', () => {
        if (!taken)
          compilation.errors.push(
            new webpack.WebpackError(
              `The container did not import the bundler runtime from ${entry}: the remote would carry a federation runtime of its own. See shared/federation/src/bundlerRuntime.cjs.`,
            ),
          );
      });
    });
  }
}

module.exports = { BUNDLER_RUNTIME_ENTRY, BUNDLER_RUNTIME_GLOBAL, ShellBundlerRuntimePlugin };
