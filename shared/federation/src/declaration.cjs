// A remote's declaration, emitted with its build: its contract, the translations of its texts, what it needs
// of the shell and the integrity of its remoteEntry.js, as remote-contract.json beside mf-manifest.json.
const { catalogFile, contractFile, readContract } = require('./contract.cjs');
const { sriOf } = require('./integrity.cjs');
const { CONTRACT_ASSET } = require('./remotes.cjs');

/** The file name of a remote's container entry. */
const REMOTE_ENTRY = 'remoteEntry.js';

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
            const declaration = {
              ...readContract(this.dir, this.name),
              requires: this.requires,
              ...(!dev && entry ? { integrity: sriOf(entry.source()) } : {}),
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
