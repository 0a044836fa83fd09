// Reads a remote's contract (src/contract.ts) in Node, at build time: compiled with the portal's Babel config
// (so `msg` keeps its source text), checked by @portal/remote-contract's defineRemote (the one the remote
// resolves: the workspace's source, or the published package's ES modules), with the translations of its texts
// taken from the remote's compiled catalogs.
const fs = require('node:fs');
const path = require('node:path');
const { REPO_ROOT, findUp } = require('./apps.cjs');
const { BABEL_CONFIG } = require('./moduleRules.cjs');

const CONTRACT_FILE = path.join('src', 'contract.ts');
const CALLER = 'portal-contract-reader';

/** The locales of the remote's Lingui config (its own folder's, else the repository's), English without one. */
function localesOf(appDir) {
  const root = findUp('lingui.config.js', appDir);
  return root ? require(path.join(root, 'lingui.config.js')).locales : ['en'];
}

/** Requires TypeScript files and the published @portal packages' ES modules through Babel, fresh each time (a
 * watched build re-reads them). */
function requireTs(file) {
  return requireAllTs([file])[0];
}

/** requireTs for several files in one pass: the modules they share are compiled once. */
function requireAllTs(files) {
  const register = require('@babel/register');
  register({
    extensions: ['.ts', '.tsx', '.js'],
    configFile: BABEL_CONFIG,
    caller: { name: CALLER },
    cache: false,
    // Under node_modules only a @portal package's own files (npm's node_modules/@portal/x/, pnpm's
    // node_modules/.pnpm/@portal+x@v/node_modules/@portal/x/): what follows the path's last node_modules.
    ignore: [/node_modules[\\/](?!@portal[\\/])(?!.*node_modules[\\/])/],
  });
  try {
    for (const key of Object.keys(require.cache))
      if (/\.tsx?$/.test(key) || /[\\/]@portal[\\/]/.test(key)) delete require.cache[key];
    return files.map((file) => require(file));
  } finally {
    register.revert();
  }
}

/** @portal/remote-contract as the remote resolves it; the workspace's source for a copy that has no install. */
function remoteContractModule(appDir) {
  try {
    return require.resolve('@portal/remote-contract', { paths: [appDir] });
  } catch (error) {
    const source = path.join(REPO_ROOT, 'shared/remote-contract/src/index.ts');
    if (fs.existsSync(source)) return source;
    throw error;
  }
}

const contractFile = (appDir) => path.join(appDir, CONTRACT_FILE);
const catalogFile = (appDir, locale) => path.join(appDir, 'src', 'locales', locale, 'messages.ts');

/**
 * The remote's declaration without its address: its contract plus `messages` (locale -> catalog entries
 * of its title and menu labels). Throws when the contract is not valid, leaves out a route role
 * @portal/remote-contract lists for it (ROUTE_ROLES), or names another id.
 */
function readContract(appDir, expectedId) {
  const file = contractFile(appDir);
  if (!fs.existsSync(file))
    throw new Error(`${path.relative(REPO_ROOT, file)} is missing: a remote declares its contract there`);
  const contract = requireTs(file).default;
  const { contractMessages, defineRemote, undeclaredRouteProblems } = requireTs(remoteContractModule(appDir));
  defineRemote(contract);
  // Every route ref the portal lists for this remote is a route of its contract: a link to it never finds nothing.
  const undeclared = undeclaredRouteProblems(contract);
  if (undeclared.length) throw new Error(`Invalid remote contract:\n- ${undeclared.join('\n- ')}`);
  if (expectedId && contract.id !== expectedId)
    throw new Error(
      `${path.relative(REPO_ROOT, file)} declares id "${contract.id}", but apps.json names this remote "${expectedId}"`,
    );
  const messages = {};
  for (const locale of localesOf(appDir)) {
    const catalog = catalogFile(appDir, locale);
    if (!fs.existsSync(catalog)) continue;
    const compiled = requireTs(catalog).messages;
    messages[locale] = Object.fromEntries(
      contractMessages(contract).flatMap(({ id }) => (id in compiled ? [[id, compiled[id]]] : [])),
    );
  }
  return { ...JSON.parse(JSON.stringify(contract)), messages };
}

/** The contracts of several remotes (their folders), read in one pass and checked by defineRemote as their
 * modules run: no translations, for what a build needs of their routes. */
const readContracts = (appDirs) => requireAllTs(appDirs.map(contractFile)).map((module) => module.default);

module.exports = { catalogFile, contractFile, readContract, readContracts };
