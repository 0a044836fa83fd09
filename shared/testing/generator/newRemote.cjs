// `pnpm new:remote <name>`: a new remote from the kit's template: its folder (package.json, webpack config,
// contract, a page with its test, the dev harness), its entry in apps.json (the next free port, or the one
// apps.json reserves for it) and an e2e smoke test. The shell is not touched. Plain Node.
const fs = require('node:fs');
const path = require('node:path');

const TEMPLATE = path.join(__dirname, 'template');
const NAME = /^[a-z][a-z0-9]{1,30}$/;

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every template file, relative to the template folder. */
function templateFiles(dir = TEMPLATE) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(file) : [path.relative(TEMPLATE, file)];
  });
}

/**
 * What the generator writes for a remote `name`: { files: { [repo-relative path]: text }, app: apps.json
 * entry }. Pure: `registry` is apps.json's content; nothing is written.
 */
function planRemote(name, registry) {
  if (!NAME.test(name))
    throw new Error(`A remote's name is lower-case letters and digits, e.g. "receipts" (got "${name}")`);
  const reserved = registry.remotes[name];
  const dir = reserved?.dir ?? `mfe-${name}`;
  const ports = [
    registry.api.port,
    registry.shell.port,
    ...Object.values(registry.remotes).map((app) => app.port),
  ];
  const port =
    reserved?.port ??
    Math.max(registry.shell.port, ...Object.values(registry.remotes).map((a) => a.port)) + 1;
  if (!reserved && ports.includes(port)) throw new Error(`Port ${port} is taken in apps.json`);
  const words = {
    __name__: name,
    __Name__: pascal(name),
    __Page__: `${pascal(name)}Page`,
    __Title__: pascal(name),
    __dir__: dir,
  };
  const fill = (text) =>
    Object.entries(words).reduce((out, [key, value]) => out.split(key).join(value), text);
  const files = {};
  for (const file of templateFiles()) {
    const text = fill(fs.readFileSync(path.join(TEMPLATE, file), 'utf8'));
    const target =
      file === 'e2e.spec.ts.tmpl'
        ? `e2e/tests/${name}.spec.ts`
        : `${dir}/${fill(file).replace(/\.tmpl$/, '')}`;
    files[target] = text;
  }
  return {
    name,
    dir,
    port,
    files,
    registry: { ...registry, remotes: { ...registry.remotes, [name]: { dir, port } } },
  };
}

module.exports = { planRemote, templateFiles };
