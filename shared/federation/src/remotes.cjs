// The remotes.json of a local run: the deployment's base declarations (deploy/remotes.base.json: remotes
// the portal knows but that are not built here) with every built remote published into it, the way
// `pnpm remote:publish` does for a real deployment. Plain Node: scripts/serve.mjs uses it.
const fs = require('node:fs');
const path = require('node:path');
const { REPO_ROOT, remoteApps } = require('./apps.cjs');

const BASE_FILE = path.join(REPO_ROOT, 'deploy', 'remotes.base.json');
/** What a remote's build emits beside its mf-manifest.json: its declaration without an address. */
const CONTRACT_ASSET = 'remote-contract.json';

/** The address of a local remote's entry script. */
const localEntry = (port) => `http://localhost:${port}/remoteEntry.js`;

/** The origins of the local remotes on their ports + `offset`: the allow-list (remoteOrigins) of a local run. */
const localRemoteOrigins = (offset = 0) => remoteApps().map((app) => `http://localhost:${app.port + offset}`);

/**
 * remotes.json for the local remotes, on their ports + `offset`. `read(app)` gives a remote's declaration
 * (from its dist, or from its source in development); a remote it has none for keeps its base declaration.
 */
function localRemotesDocument({ offset = 0, read = builtDeclaration } = {}) {
  const document = JSON.parse(fs.readFileSync(BASE_FILE, 'utf8'));
  for (const app of remoteApps()) {
    const declaration = read(app);
    if (declaration) document[app.name] = { ...declaration, entry: localEntry(app.port + offset) };
  }
  return document;
}

/** A built remote's declaration (dist/remote-contract.json), or undefined when it is not built. */
function builtDeclaration(app) {
  const file = path.join(REPO_ROOT, app.dir, 'dist', CONTRACT_ASSET);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

module.exports = {
  BASE_FILE,
  CONTRACT_ASSET,
  builtDeclaration,
  localEntry,
  localRemoteOrigins,
  localRemotesDocument,
};
