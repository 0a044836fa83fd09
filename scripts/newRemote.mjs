// `pnpm new:remote <name>`: creates a working, tested remote from @portal/testing's template (see
// shared/testing/generator), registers it in apps.json, installs it and compiles its message catalog.
// The shell is not touched: after `pnpm build`, `pnpm serve` publishes its contract into remotes.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import generator from '../shared/testing/generator/newRemote.cjs';
import registryFile from '../shared/federation/src/apps.cjs';
import { ROOT, fail, pnpm } from './lib.mjs';

const name = process.argv[2];
if (!name) fail('Usage: pnpm new:remote <name>   (e.g. pnpm new:remote receipts)');

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
