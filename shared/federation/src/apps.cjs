// The app registry: every app's federation name, folder and local port, read from apps.json at the root of
// the portal's repository (the one place they live there), and the name of each app's webpack runtime's Trusted
// Types policy. A remote in a repository of its own names itself in its package.json ("portal": { "remote",
// "port" }). Plain Node with no dependencies: scripts/ use it before install.
const fs = require('node:fs');
const path = require('node:path');

/** The nearest folder from `dir` upwards that holds `file`, or undefined. */
function findUp(file, dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, file))) return at;
    if (path.dirname(at) === at) return undefined;
  }
}

/** The portal's repository: the folder above this package that holds apps.json. Installed from a registry into a
 * remote's own repository, there is none: the folder the build runs in stands for it. */
const REPO_ROOT = findUp('apps.json', __dirname) ?? process.cwd();
const APPS_FILE = path.join(REPO_ROOT, 'apps.json');

/** apps.json as it is: { api: { port }, shell: { dir, port }, remotes: { [name]: { dir, port } } }. */
function readRegistry() {
  if (!fs.existsSync(APPS_FILE))
    throw new Error(
      `${APPS_FILE} is missing: a remote in a repository of its own names itself in its package.json, "portal": { "remote": "<name>", "port": <port> }`,
    );
  return JSON.parse(fs.readFileSync(APPS_FILE, 'utf8'));
}

/** What a remote's own package.json says of it ("portal": { "remote": name, "port": dev port }), or undefined. */
function ownRemote(appDir) {
  const file = path.join(appDir, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  const { portal } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!portal?.remote) return undefined;
  if (!/^[a-z][a-z0-9]{1,30}$/.test(portal.remote))
    throw new Error(`${file}: "portal.remote" is lower-case letters and digits (got "${portal.remote}")`);
  return { name: portal.remote, dir: appDir, port: Number(portal.port) || 0, remote: true };
}

/** Whether an app's folder exists (the registry also reserves names and ports of remotes still to come). */
const exists = (dir) => fs.existsSync(path.join(REPO_ROOT, dir, 'package.json'));

/** The shell and every remote that exists, as { name, dir, port, remote }. */
function apps() {
  const registry = readRegistry();
  return [
    { name: 'shell', dir: registry.shell.dir, port: registry.shell.port, remote: false },
    ...Object.entries(registry.remotes).map(([name, app]) => ({
      name,
      dir: app.dir,
      port: app.port,
      remote: true,
    })),
  ].filter((app) => exists(app.dir));
}

/** The existing remotes only. */
const remoteApps = () => apps().filter((app) => app.remote);

/** The registry entry of the app in `appDir` (an absolute folder): its package.json's own "portal" entry, else
 * apps.json's; throws when neither names it. */
function appOf(appDir) {
  const own = ownRemote(appDir);
  if (own) return own;
  const dir = path.relative(REPO_ROOT, appDir).split(path.sep).join('/');
  const app = apps().find((a) => a.dir === dir);
  if (!app)
    throw new Error(
      `${dir} is not in apps.json: add it there (name, dir, port), or name it in its package.json ("portal": { "remote", "port" })`,
    );
  return app;
}

const apiPort = () => readRegistry().api.port;

/** The Trusted Types policy of an app's webpack runtime (output.trustedTypes): it makes the address of each of
 * the build's own chunks (its public path and the chunk's file name) a TrustedScriptURL. The CSP allows it by
 * name (@portal/deployment). */
const webpackPolicyName = (app) => `webpack#${app}`;

module.exports = {
  APPS_FILE,
  REPO_ROOT,
  apps,
  appOf,
  apiPort,
  findUp,
  ownRemote,
  readRegistry,
  remoteApps,
  webpackPolicyName,
};
