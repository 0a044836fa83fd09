// The one singleton list, and what each app shares of it: every singleton the app declares, at the version
// installed. Also the Module Federation version every app is built with: the shell and its remotes share one
// federation runtime, so they must agree.
const path = require('node:path');
const fs = require('node:fs');
const { REPO_ROOT } = require('./apps.cjs');

/** The Module Federation version every app is built with (the factory's own): remotes run on the shell's
 * runtime, so they must agree (checked at build time by checkFederationVersion and again at run time by the
 * shell). */
const MF_VERSION = installedPackage('@module-federation/enhanced', __dirname).version;

/** The package.json of `name` as `fromDir` resolves it, or undefined when it does not resolve. A nested
 * description file (react-final-form's dist/package.json) may name the package without a version: the walk
 * goes on up to the package's own root. */
function installedPackage(name, fromDir) {
  let entry;
  try {
    entry = require.resolve(name, { paths: [fromDir] });
  } catch {
    return undefined;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (pkg.name === name && pkg.version) return pkg;
  }
  return undefined;
}

/** Fails when an app declares another Module Federation version than the one it is built with. */
function checkFederationVersion(appDir) {
  const app = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = { ...app.dependencies, ...app.devDependencies }['@module-federation/enhanced'];
  if (declared && declared !== MF_VERSION)
    throw new Error(
      `${path.relative(REPO_ROOT, appDir)} declares @module-federation/enhanced ${declared}, but the portal's apps are built with ${MF_VERSION}: the shell and its remotes share one federation runtime and must agree`,
    );
}

/** Shared as singletons by every app. Chakra/Emotion are deliberately absent:
 * @portal/ui owns them, and because its core (@portal/ui/core) is a singleton there is exactly one of each; the
 * components built on the core are bundled by each app that imports them (a shared module is handed out whole,
 * an app's own modules are tree-shaken). So is
 * react-router: @portal/router re-exports the names the portal uses (a shared module is not tree-shaken).
 * @portal/auth is shared by its session context alone (@portal/auth/session): one context for the shell
 * and the remotes, and no sign-in code in a remote. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@portal/router',
  'swr',
  '@lingui/core',
  '@lingui/react',
  'final-form',
  'react-final-form',
  '@portal/ui/core',
  '@portal/api-client',
  '@portal/auth/session',
  '@portal/config',
  '@portal/i18n',
  '@portal/forms',
];

const dependenciesOf = (pkg) => ({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });

/** The package of a shared name ('react/' and 'react' -> react, '@portal/auth/session' -> @portal/auth). */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages an app declares, and those its declared @portal/* packages declare (@portal/api brings the
 * @portal/api-client and @portal/auth singletons), each with the folder it resolves from (the app's, or that of
 * the @portal package that declares it: a workspace link, or the published package as installed). Only these are shared: resolution alone also
 * finds packages through NODE_PATH, which `pnpm run` points at the whole store. */
function declaredBy(appDir) {
  const own = dependenciesOf(JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')));
  const declared = new Map(Object.keys(own).map((name) => [name, appDir]));
  for (const name of Object.keys(own)) {
    if (!name.startsWith('@portal/')) continue;
    const installed = installedPackage(name, appDir);
    if (!installed) continue;
    const pkgDir = path.join(appDir, 'node_modules', name);
    for (const dep of Object.keys(dependenciesOf(installed)))
      if (!declared.has(dep)) declared.set(dep, pkgDir);
  }
  return declared;
}

/** The `shared` option for ModuleFederationPlugin: every singleton this app declares, with an explicit
 * version (workspace packages: `workspace:*` is not a semver range, so their package.json version is used). */
function sharedSingletons(appDir) {
  const declared = declaredBy(appDir);
  const shared = {};
  for (const name of SINGLETONS) {
    const base = packageOf(name);
    const pkg = declared.has(base) ? installedPackage(base, declared.get(base)) : undefined;
    if (!pkg) continue;
    shared[name] = { singleton: true, version: pkg.version, requiredVersion: `^${pkg.version}` };
  }
  return shared;
}

/** The shared packages an app has, by the package's name, each with its shared entry's settings: a subpath share
 * ('react/', '@portal/ui/core', '@portal/auth/session') goes by its package, whose version it has, so versions
 * and requirements name packages, as a release bumps them. */
const byPackage = (shared) =>
  Object.fromEntries(
    Object.entries(shared)
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, s]) => [packageOf(name), s]),
  );

/** The version of each shared package this app has (see byPackage): the shell's list, which its federation
 * runtime reads a shared entry's version from. */
const sharedVersions = (appDir) =>
  Object.fromEntries(
    Object.entries(byPackage(sharedSingletons(appDir))).map(([name, s]) => [name, s.version]),
  );

/** What a remote needs of the shell that runs it: the federation runtime's version and each shared package's
 * range (see byPackage). */
function requirements(dir) {
  return {
    federation: MF_VERSION,
    shared: Object.fromEntries(
      Object.entries(byPackage(sharedSingletons(dir))).map(([name, s]) => [name, s.requiredVersion]),
    ),
  };
}

module.exports = {
  MF_VERSION,
  SINGLETONS,
  checkFederationVersion,
  requirements,
  sharedSingletons,
  sharedVersions,
};
