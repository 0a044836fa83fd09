// Puts the local builds into a local run's remotes.json (.var/<profile>/remotes.json, the store the local
// servers serve and the release commands publish into), through the store's compare-and-swap, recorded in its
// history. A built remote is declared at the root of its local origin (unversioned) when remotes.json has no
// entry for it or declares that same address; a remote with published versions, or published at another
// address, is left as it is. Without a remotes.json, it starts from deploy/remotes.base.json.
//   node scripts/localRemotes.mjs [--profile e2e] [--port-offset N]
//   --reset   starts again from deploy/remotes.base.json, with no published version (the releases/ folder
//             emptied): what a test run does before it starts its server
// `npm start` runs it after the build; the servers (serve.mjs, nginx.mjs) only read remotes.json.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { localRun } from './localRun.mjs';
import remotesOfBuilds from '../shared/federation/src/remotes.cjs';

// The release package's TypeScript, through tsx (as `node --import tsx`).
await import('tsx');
const release = await import('@portal/release');
const { localStore, releaseState, whoRuns } = release.localStore ? release : release.default;
const { BASE_FILE, builtDeclaration, localEntry } = remotesOfBuilds;

const args = process.argv.slice(2);
const run = localRun(args);
const reset = args.includes('--reset');
const store = localStore(run.varDir);
const where = path.relative(ROOT, run.remotesFile);

const stored = await store.readRemotes();
const fresh = reset || stored.version === null;
const document = fresh ? JSON.parse(readFileSync(BASE_FILE, 'utf8')) : { ...stored.document };
const put = [];
const kept = [];
for (const remote of run.remotes) {
  const entry = localEntry(remote.port);
  const current = document[remote.name];
  const local = current === undefined || (!current.versions && (!current.entry || current.entry === entry));
  if (!local) {
    kept.push(remote.name);
    continue;
  }
  const declaration = { ...builtDeclaration(remote), entry };
  if (JSON.stringify(current) === JSON.stringify(declaration)) continue;
  put.push({ name: remote.name, from: releaseState(current) });
  document[remote.name] = declaration;
}

if (reset) rmSync(run.releasesDir, { recursive: true, force: true });
if (put.length || fresh) await store.writeRemotes(document, stored.version);
const by = whoRuns();
const at = new Date().toISOString();
if (fresh)
  await store.appendHistory({
    at,
    by,
    action: 'local',
    remote: '*',
    from: {},
    to: {},
    summary: `${where} started from ${path.relative(ROOT, BASE_FILE)}${reset ? ' (reset: no published version)' : ''}`,
  });
for (const { name, from } of put)
  await store.appendHistory({
    at,
    by,
    action: 'local',
    remote: name,
    from,
    to: releaseState(document[name]),
    summary: `${name}: the local build at ${document[name].entry}`,
  });
console.log(
  `${where}: ${put.length ? `the local builds of ${put.map((p) => p.name).join(', ')}` : 'no local build changed'}` +
    (kept.length ? `; ${kept.join(', ')} kept as published` : ''),
);
