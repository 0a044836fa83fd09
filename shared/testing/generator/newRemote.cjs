// `pnpm new:remote <name>`: a new remote from the kit's template: its folder (package.json, webpack config,
// contract, a page with its test, the dev harness), its entry in apps.json (the next free port, or the one
// apps.json reserves for it) and an e2e smoke test. The shell is not touched. Plain Node.
const fs = require('node:fs');
const path = require('node:path');

const TEMPLATE = path.join(__dirname, 'template');
/** What a remote in a repository of its own has besides (or instead of) the template's files: its package.json
 * with the kit's published versions and its own name and port, and its Babel, Jest, Lingui and TypeScript
 * settings (each one line from the kit, or the tool's plain options). */
const STANDALONE = path.join(__dirname, 'standalone');
/** The kit packages a remote of its own depends on (what the template imports, its build and release tools). */
const STANDALONE_KIT = [
  '@portal/api',
  '@portal/config',
  '@portal/federation',
  '@portal/i18n',
  '@portal/release',
  '@portal/remote-contract',
  '@portal/router',
  '@portal/testing',
  '@portal/ui',
];
/** The shared singletons a remote's code imports besides the kit: pinned to the versions the shell is built with
 * (a remote built against a newer one than the shell provides is refused at run time). */
const STANDALONE_SHARED = ['react', 'react-dom', 'swr'];
const NAME = /^[a-z][a-z0-9]{1,30}$/;

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every template file, relative to the template folder. */
function templateFiles(dir = TEMPLATE, base = TEMPLATE) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(file, base) : [path.relative(base, file)];
  });
}

/**
 * What the generator writes for a remote `name` in a repository of its own: { files: { [path in the remote's
 * folder]: text } }. `versions` gives the published version of each @portal package (the kit it installs) and the
 * shell's version of each shared singleton (STANDALONE_SHARED); `port` its development server's; `registry`, when
 * given, the registry the kit is published to: an .npmrc maps the @portal scope (only) to it, every other package
 * comes from the default registry. Pure: nothing is written.
 */
function planStandaloneRemote(name, { versions, port = 3010, registry }) {
  if (!NAME.test(name))
    throw new Error(`A remote's name is lower-case letters and digits, e.g. "receipts" (got "${name}")`);
  const missing = [...STANDALONE_KIT, ...STANDALONE_SHARED].filter((pkg) => !versions[pkg]);
  if (missing.length) throw new Error(`No published version given for ${missing.join(', ')}`);
  const words = {
    __name__: name,
    __Name__: pascal(name),
    __Page__: `${pascal(name)}Page`,
    __Title__: pascal(name),
    __dir__: `mfe-${name}`,
    __port__: String(port),
    __kitDependencies__: STANDALONE_KIT.map((pkg) => `    "${pkg}": "${versions[pkg]}",`).join('\n'),
    __sharedDependencies__: STANDALONE_SHARED.map((pkg) => `    "${pkg}": "${versions[pkg]}"`).join(',\n'),
  };
  const fill = (text) =>
    Object.entries(words).reduce((out, [key, value]) => out.split(key).join(value), text);
  const files = {};
  for (const file of templateFiles()) {
    if (file === 'e2e.spec.ts.tmpl' || file === 'package.json.tmpl') continue;
    files[fill(file).replace(/\.tmpl$/, '')] = fill(fs.readFileSync(path.join(TEMPLATE, file), 'utf8'));
  }
  for (const file of templateFiles(STANDALONE, STANDALONE)) {
    const target = file === 'gitignore.tmpl' ? '.gitignore' : file.replace(/\.tmpl$/, '');
    files[target] = fill(fs.readFileSync(path.join(STANDALONE, file), 'utf8'));
  }
  if (registry) {
    if (!/^https?:\/\/[^\s]+$/.test(registry))
      throw new Error(`The kit's registry is an http(s) URL (got "${registry}")`);
    const url = registry.endsWith('/') ? registry : `${registry}/`;
    files['.npmrc'] =
      `# The kit's packages from the registry they are published to; every other package from the default one.\n@portal:registry=${url}\n`;
  }
  return { name, port, files };
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

module.exports = { STANDALONE_KIT, STANDALONE_SHARED, planRemote, planStandaloneRemote, templateFiles };
