// Lines of the mock APIs, tests excluded: the local backend, the mock transport of mock-user mode, the
// page tests' fake API, and the handler package that replaces them. Code is every .ts/.tsx/.js/.mjs/.cjs file
// but *.test.* ones; data files (.json, .pdf, .png ...) are listed apart, so that moving code into data shows.
//   node scripts/countMockApiLines.mjs [root]     (root: a checkout of the repository, this one by default)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const PARTS = ['shared/dev-api', 'shared/mock-api', 'shared/api/src/mock', 'shared/testing/src/fakeApi.ts'];
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist']);
// The local backend's data folder (gitignored) is not part of it.

function files(at) {
  if (!existsSync(at) || at === path.join(root, 'shared/dev-api/data')) return [];
  if (statSync(at).isFile()) return [at];
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) =>
    SKIP.has(entry.name) ? [] : files(path.join(at, entry.name)),
  );
}

const lines = (file) => readFileSync(file, 'utf8').split('\n').length - 1;
let code = 0;
let data = 0;
console.log(`${'part'.padEnd(34)} ${'code'.padStart(6)} ${'data'.padStart(6)}  (tests excluded)`);
for (const part of PARTS) {
  // Tests and the helpers only tests import (a `testing/` folder) are left out.
  const found = files(path.join(root, part)).filter(
    (f) => !/\.test\./.test(f) && !/(^|\/)testing\//.test(path.relative(path.join(root, part), f)),
  );
  const partCode = found.filter((f) => CODE.test(f)).reduce((sum, f) => sum + lines(f), 0);
  const partData = found
    .filter((f) => /\.json$/.test(f) && !/(package|tsconfig)\.json$/.test(f))
    .reduce((sum, f) => sum + lines(f), 0);
  code += partCode;
  data += partData;
  console.log(`${part.padEnd(34)} ${String(partCode).padStart(6)} ${String(partData).padStart(6)}`);
}
console.log(`${'total'.padEnd(34)} ${String(code).padStart(6)} ${String(data).padStart(6)}`);
