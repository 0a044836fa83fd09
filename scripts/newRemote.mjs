// `pnpm new:remote <name>`: creates a working, tested remote from @portal/testing's template (see
// shared/testing/generator), registers it in apps.json, installs it and compiles its message catalog.
// `pnpm new:remote <name> --out <folder> [--registry <url>]`: the remote in a folder of its own, outside the
// workspace, on the kit's published packages; with --registry its .npmrc takes the @portal scope from that registry
// (docs/remotes.md, "A remote in its own repository").
// The shell is not touched: after `pnpm build`, `pnpm serve` publishes its contract into remotes.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import generator from '../shared/testing/generator/newRemote.cjs';
import registryFile from '../shared/federation/src/apps.cjs';
import { ROOT, fail, pnpm } from './lib.mjs';

const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, registry: { type: 'string' } },
  allowPositionals: true,
});
const [name] = positionals;
if (!name)
  fail(
    'Usage: pnpm new:remote <name> [--out <folder> [--registry <url>]]   (e.g. pnpm new:remote receipts --out ../mfe-receipts --registry https://npm.example.edu/)',
  );

if (values.out) {
  // A remote in a repository of its own: the folder gets the whole remote, on the kit's published versions.
  const out = path.resolve(values.out);
  if (existsSync(out) && readdirSync(out).length) fail(`${out} is not empty`);
  const versionIn = (file) => JSON.parse(readFileSync(file, 'utf8')).version;
  // The kit's versions (what it publishes), and the shell's installed version of each shared singleton.
  const versions = Object.fromEntries([
    ...generator.STANDALONE_KIT.map((pkg) => [
      pkg,
      versionIn(path.join(ROOT, 'shared', pkg.replace('@portal/', ''), 'package.json')),
    ]),
    ...generator.STANDALONE_SHARED.map((pkg) => [
      pkg,
      versionIn(path.join(ROOT, 'shell', 'node_modules', pkg, 'package.json')),
    ]),
  ]);
  let standalone;
  try {
    const registry = registryFile.readRegistry();
    const port =
      registry.remotes[name]?.port ??
      Math.max(registry.shell.port, ...Object.values(registry.remotes).map((a) => a.port)) + 1;
    standalone = generator.planStandaloneRemote(name, { versions, port, registry: values.registry });
  } catch (error) {
    fail(error.message);
  }
  for (const [file, text] of Object.entries(standalone.files)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
  }
  console.log(`Created the ${name} remote in ${out} (${Object.keys(standalone.files).length} files, port ${standalone.port}). Next, there:
  npm install           the kit (@portal/*) from ${values.registry ?? 'the registry your .npmrc maps @portal: to'}, the rest from npm's (pnpm install works too)
  npm test              its page test
  npm run build         its production build in dist/
  npx portal-release publish --dist dist --version <name> --store <the deployment's store> --public-url <where it serves it>`);
  process.exit(0);
}

let plan;
try {
  plan = generator.planRemote(name, registryFile.readRegistry());
} catch (error) {
  fail(error.message);
}
if (existsSync(path.join(ROOT, plan.dir))) fail(`${plan.dir} already exists`);

for (const [file, text] of Object.entries(plan.files)) {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  writeFileSync(path.join(ROOT, file), text);
}
writeFileSync(registryFile.APPS_FILE, `${JSON.stringify(plan.registry, null, 2)}\n`);
console.log(`Created ${plan.dir}/ (port ${plan.port}) and e2e/tests/${name}.spec.ts; apps.json lists it.`);

if ((await pnpm('Link the new remote into the workspace', ['install'])) !== 0) fail('pnpm install failed');
if ((await pnpm('Extract and compile its messages', ['run', 'i18n'])) !== 0) fail('i18n failed');
await pnpm('Format', [
  'exec',
  'prettier',
  '--write',
  plan.dir,
  `e2e/tests/${name}.spec.ts`,
  'apps.json',
  '--log-level',
  'warn',
]);

console.log(`
The ${name} remote is ready. Next:
  pnpm --filter @portal/${plan.dir} test       its page test
  pnpm --filter @portal/${plan.dir} dev        its dev harness at http://localhost:${plan.port}
  pnpm build && pnpm serve                      the portal with it at /${name} (its menu entry too)
  pnpm --filter @portal/${plan.dir} build      then pnpm remote:publish to ship it alone`);
