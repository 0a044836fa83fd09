// The app registry: every app's federation name, folder and local port, read from apps.json at the repo
// root (the one place they live), and the name of each app's webpack runtime's Trusted Types policy. Plain
// Node with no dependencies: scripts/ use it before install.
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const APPS_FILE = path.join(REPO_ROOT, 'apps.json');

/** apps.json as it is: { api: { port }, shell: { dir, port }, remotes: { [name]: { dir, port } } }. */
function readRegistry() {
  return JSON.parse(fs.readFileSync(APPS_FILE, 'utf8'));
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

/** The registry entry of the app in `appDir` (an absolute folder); throws when it is not registered. */
function appOf(appDir) {
  const dir = path.relative(REPO_ROOT, appDir).split(path.sep).join('/');
  const app = apps().find((a) => a.dir === dir);
  if (!app) throw new Error(`${dir} is not in apps.json: add it there (name, dir, port)`);
  return app;
}

const apiPort = () => readRegistry().api.port;

/** The Trusted Types policy of an app's webpack runtime (output.trustedTypes): it makes the address of each of
 * the build's own chunks (its public path and the chunk's file name) a TrustedScriptURL. The CSP allows it by
 * name (@portal/deployment). */
const webpackPolicyName = (app) => `webpack#${app}`;

module.exports = { APPS_FILE, REPO_ROOT, apps, appOf, apiPort, readRegistry, remoteApps, webpackPolicyName };
