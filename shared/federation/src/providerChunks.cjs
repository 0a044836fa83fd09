// The providers' chunks in the shell's page: each provider's settings and theme are a chunk of their own
// (provider-<slug>: @portal/config's registry, @portal/ui's theme/providerThemes), which main.js loads before its
// first render. So that this is no round trip after main.js, the page names every provider's chunk file and its
// integrity hash in a <meta>, and the head script (shell/src/head/providerChunk.ts) asks for its provider's at
// once, beside main.js, as a preload the chunk loader then uses. A production build also writes each provider's
// global style sheet (./globalSheets.cjs), which the map names third and the head script preloads too.
const { renderGlobalSheets, sheetFile } = require('./globalSheets.cjs');
const { sriOf } = require('./integrity.cjs');

/** The <meta name> of the map { slug: [file address, integrity hash or "", global sheet's address (optional)] }. */
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
 * its content as served (empty where the build has no integrity hashes: development), and the address of its
 * global sheet where `sheets` ({ slug: file }) has one. */
function providerChunks(compilation, { publicPath, integrity, sheets = {} }) {
  const map = {};
  for (const chunk of compilation.chunks) {
    const slug = PROVIDER_CHUNK.exec(chunk.name ?? '')?.[1];
    const file = slug && [...chunk.files].find((f) => f.endsWith('.js'));
    if (!file) continue;
    map[slug] = [publicPath + file, integrity ? sriOf(compilation.assets[file].source()) : ''];
    if (sheets[slug]) map[slug].push(publicPath + sheets[slug]);
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
  /** `globalSheets`: whether to write the providers' global style sheets (a production build does), rendered by
   * `renderSheets` (the providers' documents in `providers/`). */
  constructor({
    html = 'index.html',
    integrity = true,
    globalSheets = integrity,
    renderSheets = renderGlobalSheets,
  } = {}) {
    this.html = html;
    this.integrity = integrity;
    this.renderSheets = globalSheets ? renderSheets : async () => ({});
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ProviderChunksPlugin', (compilation) => {
      // The sheets are rendered while webpack compiles.
      const rendering = this.renderSheets();
      rendering.catch(() => undefined);
      compilation.hooks.optimizeChunks.tap('ProviderChunksPlugin', (chunks) => {
        nameDocumentChunks(compilation, chunks);
      });
      compilation.hooks.processAssets.tapPromise(
        { name: 'ProviderChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        async (assets) => {
          const page = assets[this.html];
          if (!page) return;
          const sheets = {};
          for (const [slug, css] of Object.entries(await rendering)) {
            sheets[slug] = sheetFile(slug, css);
            // As Chakra writes it (a minifier would rewrite the variables' values).
            compilation.emitAsset(sheets[slug], new sources.RawSource(css), {
              immutable: true,
              minimized: true,
            });
          }
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const map = providerChunks(compilation, { publicPath, integrity: this.integrity, sheets });
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
