// The providers' chunks in the shell's page: each provider's settings and theme are a chunk of their own
// (provider-<slug>: @portal/config's registry, @portal/ui's theme/providerThemes), which main.js loads before its
// first render. So that this is no round trip after main.js, the page names every provider's chunk file and its
// integrity hash in a <meta>, and the head script (shell/src/head/providerChunk.ts) asks for its provider's at
// once, beside main.js, as a preload the chunk loader then uses.
const { sriOf } = require('./integrity.cjs');

/** The <meta name> of the map { slug: [file address, integrity hash or ""] }. */
const PROVIDER_CHUNKS_META = 'portal-provider-chunks';
/** A provider's chunk: its name, and the slug in it. */
const PROVIDER_CHUNK = /^provider-([a-z0-9-]+)$/;
/** The name webpack gives a provider document's chunk (`chunkName: 'provider-[request]'` of @portal/config's
 * documents/bundled.ts, the request being `./<slug>/provider.json`). */
const DOCUMENT_CHUNK = /^provider-([a-z0-9-]+)-provider-json$/;

/** Names each provider document's chunk `provider-<slug>`. */
function nameDocumentChunks(compilation, chunks) {
  for (const chunk of chunks) {
    const slug = DOCUMENT_CHUNK.exec(chunk.name ?? '')?.[1];
    if (!slug) continue;
    compilation.namedChunks.delete(chunk.name);
    chunk.name = `provider-${slug}`;
    compilation.namedChunks.set(chunk.name, chunk);
  }
}

/** The map of a compilation's provider chunks: each chunk's script file under `publicPath`, with the sha384 of
 * its content as served (empty where the build has no integrity hashes: development). */
function providerChunks(compilation, { publicPath, integrity }) {
  const map = {};
  for (const chunk of compilation.chunks) {
    const slug = PROVIDER_CHUNK.exec(chunk.name ?? '')?.[1];
    const file = slug && [...chunk.files].find((f) => f.endsWith('.js'));
    if (!file) continue;
    map[slug] = [publicPath + file, integrity ? sriOf(compilation.assets[file].source()) : ''];
  }
  return map;
}

/** The <meta> holding the map, as HTML: the JSON in a single-quoted attribute (JSON's double quotes stay as
 * they are: a quarter of the bytes of `&quot;`), ampersands and single quotes escaped. */
const metaTag = (map) =>
  `<meta name="${PROVIDER_CHUNKS_META}" content='${JSON.stringify(map).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'>`;

/**
 * Writes the map into the page (`html`, the HTML file of the build), right before its first script (the head
 * script, which reads it; after <meta charset>, which must come first). It runs after webpack has given every file its final name (real content hashes) and
 * after the last change to a chunk's content, so the names and hashes are those served.
 */
class ProviderChunksPlugin {
  constructor({ html = 'index.html', integrity = true } = {}) {
    this.html = html;
    this.integrity = integrity;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ProviderChunksPlugin', (compilation) => {
      compilation.hooks.optimizeChunks.tap('ProviderChunksPlugin', (chunks) => {
        nameDocumentChunks(compilation, chunks);
      });
      compilation.hooks.processAssets.tap(
        { name: 'ProviderChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          const page = assets[this.html];
          if (!page) return;
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const map = providerChunks(compilation, { publicPath, integrity: this.integrity });
          const text = page.source().toString();
          const at = text.indexOf('<script');
          if (at < 0 || at > text.indexOf('</head>'))
            throw new Error(`ProviderChunksPlugin: ${this.html} has no script in its <head>`);
          const html = text.slice(0, at) + metaTag(map) + text.slice(at);
          compilation.updateAsset(this.html, new sources.RawSource(html));
        },
      );
    });
  }
}

module.exports = { PROVIDER_CHUNKS_META, PROVIDER_CHUNK, ProviderChunksPlugin, metaTag, providerChunks };
