// Subresource integrity of the production builds: the sha384 of a file as the browser checks it, and the
// clean-up of the hashes webpack-subresource-integrity leaves for chunks that have no file.

/** The SRI value of a file's content (what the browser compares with the `integrity` attribute). */
const sriOf = (content) =>
  `sha384-${require('node:crypto').createHash('sha384').update(content).digest('base64')}`;

const SRI_PLACEHOLDER = '*-*-*-CHUNK-SRI-HASH-';
const SRI_PLACEHOLDER_PATTERN = /"\*-\*-\*-CHUNK-SRI-HASH-[A-Za-z0-9+/=]+"/g;

/** Module Federation leaves some chunks without a file (they hold only consumed shared modules, and its
 * chunk matcher never loads them); webpack-subresource-integrity still writes a hash placeholder for them
 * into the runtime and then fails the build because nothing replaces it. These entries are never read, so
 * they become empty strings, right after the SRI plugin has replaced every real one. */
class FilelessChunkSriPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FilelessChunkSriPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FilelessChunkSriPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        (assets) => {
          for (const [file, asset] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const text = asset.source().toString();
            if (!text.includes(SRI_PLACEHOLDER)) continue;
            compilation.updateAsset(file, new sources.RawSource(text.replace(SRI_PLACEHOLDER_PATTERN, '""')));
          }
        },
      );
    });
  }
}

module.exports = { FilelessChunkSriPlugin, sriOf };
