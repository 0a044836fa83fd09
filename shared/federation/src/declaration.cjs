// A remote's declaration, emitted with its build: its contract, the translations of its texts, what it needs
// of the shell and the integrity of its remoteEntry.js, as remote-contract.json beside mf-manifest.json.
const { catalogFile, contractFile, readContract } = require('./contract.cjs');
const { sriOf } = require('./integrity.cjs');
const { CONTRACT_ASSET } = require('./remotes.cjs');

/** The file name of a remote's container entry. */
const REMOTE_ENTRY = 'remoteEntry.js';

/** The chunk group webpack's Module Federation gives an exposed page ('./PaymentsPage'). */
const EXPOSE_GROUP_PREFIX = '__federation_expose_';

/**
 * What each exposed page needs before it can render, so the shell asks for all of it at once, beside the
 * remote's entry, instead of one file after another: the page's own script files (the chunks of its expose,
 * addressed relative to remoteEntry.js, each with the integrity hash its chunk loader checks), and the shared
 * singletons its code takes from the shell. Code the page loads later (a lazy part) is not listed: it is
 * fetched only when used.
 */
function pageFiles(compilation, pages) {
  const { chunkGraph } = compilation;
  const assets = compilation.getAssets();
  const integrityOf = (file) => {
    const asset = assets.find((a) => a.name === file);
    return asset ? sriOf(asset.source.source()) : undefined;
  };
  const out = {};
  for (const page of pages) {
    const group = compilation.namedChunkGroups.get(`${EXPOSE_GROUP_PREFIX}${page}`);
    if (!group) continue;
    const js = group
      .getFiles()
      .filter((file) => file.endsWith('.js'))
      .sort()
      .map((file) => {
        const integrity = integrityOf(file);
        return integrity ? { file, integrity } : { file };
      });
    const shared = new Set();
    for (const chunk of group.chunks)
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === 'consume-shared-module' && module.options?.shareKey)
          shared.add(module.options.shareKey);
    out[page] = { js, shared: [...shared].sort() };
  }
  return out;
}

/** Emits the remote's declaration (its contract and the translations of its texts) as remote-contract.json
 * beside mf-manifest.json; the deploy command (`pnpm remote:publish`) puts it into a deployment's remotes.json. */
class RemoteContractPlugin {
  /** @param {object} requires what the remote needs of the shell: its federation version and the range of each
   *  shared singleton it was built against (the shell refuses it when it cannot give them). */
  constructor(dir, name, requires) {
    this.dir = dir;
    this.name = name;
    this.requires = requires;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const dev = compiler.options.mode === 'development';
    compiler.hooks.thisCompilation.tap('RemoteContractPlugin', (compilation) => {
      compilation.fileDependencies.add(contractFile(this.dir));
      compilation.fileDependencies.add(catalogFile(this.dir, 'en'));
      compilation.hooks.processAssets.tap(
        // Last: the integrity is of remoteEntry.js as it will be served.
        { name: 'RemoteContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          try {
            const entry = assets[REMOTE_ENTRY];
            const contract = readContract(this.dir, this.name);
            const declaration = {
              ...contract,
              requires: this.requires,
              ...(!dev && entry ? { integrity: sriOf(entry.source()) } : {}),
              // A production build only: its chunks are loaded in CORS mode with their hashes, as the preloads.
              // Every exposed module: its pages and its widgets (a card's files are preloaded like a page's).
              ...(!dev
                ? {
                    pages: pageFiles(compilation, [
                      ...new Set([
                        ...contract.routes.map((r) => r.page),
                        ...(contract.widgets ?? []).map((w) => w.module),
                      ]),
                    ]),
                  }
                : {}),
            };
            compilation.emitAsset(CONTRACT_ASSET, new RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(error.message));
          }
        },
      );
    });
  }
}

module.exports = { REMOTE_ENTRY, RemoteContractPlugin };
