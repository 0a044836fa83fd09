// V8's explicit compile hint on the scripts of a production build.

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's magic comment `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other engines read a comment)
 * at the top of every script of a build. V8 then compiles a script's functions on the background thread that
 * streams the file in, instead of each one on the main thread the first time it is called. A file here is loaded
 * when its code is about to run (the shell's main.js with the page, a route's chunks with the route), and most of
 * its functions run then: on a phone's CPU, lazy compiling is much of the long tasks that block the first input.
 * Runs after minifying (which drops comments) and before source maps and integrity hashes, so both count the line.
 */
class CompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          for (const chunk of compilation.chunks)
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        },
      );
    });
  }
}

module.exports = { CompileHintPlugin, HINT };
