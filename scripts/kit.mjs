// The kit: the @portal packages a remote in a repository of its own installs from a registry.
//   pnpm kit:build                       each kit package's dist/ (ES modules and .d.ts types)
//   pnpm kit:publish --registry <url>    builds, then publishes every kit package to that registry
// In the workspace the packages point at their source; `pnpm publish` takes main, types and exports from each
// package's publishConfig (dist/) and turns `workspace:*` into the version published beside it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { ROOT, fail, pnpmCommand, step } from './lib.mjs';

/** The kit's packages (folders under shared/). JavaScript already (CommonJS with .d.ts beside it): published as
 * they are. TypeScript: compiled to dist/. */
export const KIT_PLAIN = ['federation', 'deployment'];
export const KIT_COMPILED = [
  'remote-contract',
  'config',
  'api-contract',
  'api-client',
  'auth',
  'api',
  'i18n',
  'ui',
  'ui-table',
  'router',
  'forms',
  'mock-api',
  'start',
  'testing',
  'release',
];
export const KIT = [...KIT_PLAIN, ...KIT_COMPILED];

const require = createRequire(import.meta.url);
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);
const isSource = (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** Every file under `dir`, relative to it. */
function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file, base) : [path.relative(base, file)];
  });
}

/** A folder of test helpers (a testing/ folder under src/): the package's tests' own, left out of what it publishes unless
 * its exports name one (@portal/api-client/testing). */
const isTestHelper = (file) => file.split(path.sep).includes('testing');
function testHelpersLeftOut(pkg) {
  const { exports = {} } = JSON.parse(readFileSync(path.join(ROOT, 'shared', pkg, 'package.json'), 'utf8'));
  return !Object.values(exports).some((target) => typeof target === 'string' && target.includes('/testing/'));
}

/** The repository's providers (`providers/<slug>/`: each one's document, pictures and seed), which @portal/config reads
 * in the workspace. A published @portal/config carries a copy, `providers/` beside its package.json. */
const PROVIDERS = path.join(ROOT, 'providers');
const PROVIDERS_PACKAGE = 'config';

/** Babel, for a file compiled to `target`: a webpack context over the repository's providers/ reads the package's
 * own copy instead (the path from the compiled file). */
const packageProviders =
  (source, target, pkg) =>
  ({ types: t }) => ({
    visitor: {
      CallExpression(call) {
        const {
          callee,
          arguments: [directory],
        } = call.node;
        if (!t.isMemberExpression(callee) || !t.isIdentifier(callee.property, { name: 'webpackContext' }))
          return;
        if (!t.isStringLiteral(directory)) return;
        if (path.resolve(path.dirname(source), directory.value) !== PROVIDERS) return;
        const copy = path.relative(path.dirname(target), path.join(ROOT, 'shared', pkg, 'providers'));
        directory.value = copy.split(path.sep).join('/');
        directory.extra = undefined;
      },
    },
  });

/** Babel: a relative import names the compiled file (`./x` -> `./x.js`, a folder -> `./x/index.js`), as ES modules
 * need in Node and in webpack (a package of `"type": "module"`). Other files (JSON, pictures) keep their names. */
const fullySpecified =
  (source) =>
  ({ types: t }) => {
    const specify = (literal) => {
      if (!t.isStringLiteral(literal) || !/^\.\.?\//.test(literal.value)) return;
      const base = path.resolve(path.dirname(source), literal.value);
      const has = (file) => ['.ts', '.tsx'].some((ext) => existsSync(file + ext));
      const suffix = has(base) ? '.js' : has(path.join(base, 'index')) ? '/index.js' : '';
      if (!suffix) return;
      literal.value += suffix;
      literal.extra = undefined;
    };
    return {
      visitor: {
        'ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration'(declaration) {
          specify(declaration.node.source);
        },
        CallExpression(call) {
          if (t.isImport(call.node.callee)) specify(call.node.arguments[0]);
        },
      },
    };
  };

/** One package's JavaScript, into its dist/ (or `dist`): each source file through the portal's Babel config (its
 * 'portal-kit' caller: ES modules for the supported browsers, Lingui macros compiled), every other file of src/
 * copied as it is (images, JSON, generated validators); tests and message sources left out. */
export async function compilePackage(pkg, dist = path.join(ROOT, 'shared', pkg, 'dist')) {
  const babel = require('@babel/core');
  const src = path.join(ROOT, 'shared', pkg, 'src');
  rmSync(dist, { recursive: true, force: true });
  let count = 0;
  const helpers = testHelpersLeftOut(pkg);
  for (const file of filesUnder(src)) {
    if (isTest(file) || file.endsWith('.po') || (helpers && isTestHelper(file))) continue;
    const target = path.join(dist, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (!isSource(file)) {
      cpSync(path.join(src, file), target);
      continue;
    }
    const { code } = await babel.transformFileAsync(path.join(src, file), {
      configFile: path.join(ROOT, 'babel.config.js'),
      plugins: [fullySpecified(path.join(src, file)), packageProviders(path.join(src, file), target, pkg)],
      caller: { name: 'portal-kit', supportsStaticESM: true, supportsDynamicImport: true },
      sourceMaps: false,
    });
    writeFileSync(target.replace(/\.tsx?$/, '.js'), code);
    count += 1;
  }
  return count;
}

/** The .d.ts of every compiled kit package, from one TypeScript program (the packages' types refer to each
 * other by package name), copied into each package's dist/. */
function declarations() {
  const out = path.join(ROOT, '.var', 'kit', 'types');
  rmSync(out, { recursive: true, force: true });
  const config = path.join(ROOT, '.var', 'kit', 'tsconfig.json');
  mkdirSync(path.dirname(config), { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: path.join(ROOT, 'shared'),
        outDir: out,
      },
      include: [
        ...KIT_COMPILED.map((pkg) => path.join(ROOT, 'shared', pkg, 'src')),
        path.join(ROOT, 'types'),
      ],
      exclude: KIT_COMPILED.flatMap((pkg) =>
        ['**/*.test.ts', '**/*.test.tsx', ...(testHelpersLeftOut(pkg) ? ['**/testing/**'] : [])].map((glob) =>
          path.join(ROOT, 'shared', pkg, 'src', glob),
        ),
      ),
    }),
  );
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', config], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (tsc.status !== 0) fail("The kit's type declarations failed (tsc)");
  for (const pkg of KIT_COMPILED)
    cpSync(path.join(out, pkg, 'src'), path.join(ROOT, 'shared', pkg, 'dist'), { recursive: true });
}

export async function buildKit() {
  const started = Date.now();
  let files = 0;
  for (const pkg of KIT_COMPILED) files += await compilePackage(pkg);
  const copy = path.join(ROOT, 'shared', PROVIDERS_PACKAGE, 'providers');
  rmSync(copy, { recursive: true, force: true });
  cpSync(PROVIDERS, copy, { recursive: true });
  console.log(
    `Compiled ${files} files of ${KIT_COMPILED.length} packages (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  declarations();
  for (const pkg of KIT_COMPILED) {
    const { publishConfig } = JSON.parse(
      readFileSync(path.join(ROOT, 'shared', pkg, 'package.json'), 'utf8'),
    );
    const entries = [...Object.values(publishConfig.exports), ...Object.values(publishConfig.imports ?? {})];
    for (const target of entries.flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e))))
      if (!existsSync(path.join(ROOT, 'shared', pkg, target)))
        fail(`@portal/${pkg}: ${target} was not built`);
  }
  console.log(`The kit is built (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Publishes every kit package to `registry` (its versions: each package.json's). */
export async function publishKit(registry, env = process.env) {
  const [cmd, ...pre] = pnpmCommand();
  const filters = KIT.flatMap((pkg) => ['--filter', `@portal/${pkg}`]);
  const code = await step(
    `Publish the kit to ${registry}`,
    cmd,
    [...pre, '-r', ...filters, 'publish', '--registry', registry, '--no-git-checks', '--access', 'public'],
    { env },
  );
  if (code !== 0) fail('Publishing the kit failed');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    options: { registry: { type: 'string' }, 'no-build': { type: 'boolean' } },
    allowPositionals: true,
  });
  const [command] = positionals;
  if (command === 'build') await buildKit();
  else if (command === 'publish') {
    if (!values.registry) fail('Usage: pnpm kit:publish --registry <url>');
    if (!values['no-build']) await buildKit();
    await publishKit(values.registry);
  } else fail('Usage: node scripts/kit.mjs build | publish --registry <url>');
}
