// Puts the local builds into a local run's remotes.json (.var/<profile>/remotes.json, the store the local
// servers serve and the release commands publish into), through the store's compare-and-swap, recorded in its
// history. A built remote is declared at the root of its local origin (unversioned) when remotes.json has no
// entry for it or declares that same address; a remote with published versions, or published at another
// address, is left as it is. Without a remotes.json, it starts from deploy/remotes.base.json.
// Declaring a build deploys it: its dist/ is copied to the folder its local origin serves,
// .var/<profile>/deployed/<remote>/ (whole, moved into place once remotes.json is written), so the origin serves
// exactly what remotes.json declares, and building again changes nothing a page loads until this runs. While a
// build is under way (dist/ emptied), the build deployed before stays, and is what is declared.
//   node scripts/localRemotes.mjs [--profile e2e] [--port-offset N]
//   --reset   starts again from deploy/remotes.base.json, with no published version or provider (the releases/ folder
//             emptied, and the deployed/ copies of remotes no longer built): what a test run does before it
//             starts its server
// The store's live page headings follow the remotes.json it writes (as after a release command).
// `npm start` runs it after the build; the servers (serve.mjs, nginx.mjs) only read remotes.json.
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { declarationIn, isBuilt, localRun, sameBuild } from './localRun.mjs';
import remotesOfBuilds from '../shared/federation/src/remotes.cjs';

// The release package's TypeScript, through tsx (as `node --import tsx`).
await import('tsx');
const release = await import('@portal/release');
const { localStore, releaseState, whoRuns, writePageHeadings } = release.localStore
  ? release
  : release.default;
const { BASE_FILE, localEntry } = remotesOfBuilds;

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
/** The builds to deploy: each copied beside the folder its origin serves, moved into place after the write. */
const deploys = [];
/** The remotes declared at their local origins (their deployed copies are kept). */
const declared = new Set();
// A finished build, or one under way (dist/ there but emptied) with a build deployed before.
for (const remote of run.remoteApps.filter(
  (r) => isBuilt(r.dist) || (existsSync(r.dist) && isBuilt(r.served)),
)) {
  const entry = localEntry(remote.port);
  const current = document[remote.name];
  const local = current === undefined || (!current.versions && (!current.entry || current.entry === entry));
  if (!local) {
    kept.push(remote.name);
    continue;
  }
  declared.add(remote.name);
  const built = isBuilt(remote.dist);
  if (built && !(isBuilt(remote.served) && sameBuild(remote.dist, remote.served))) {
    const next = `${remote.served}.next`;
    rmSync(next, { recursive: true, force: true });
    cpSync(remote.dist, next, { recursive: true, preserveTimestamps: true });
    deploys.push({ name: remote.name, next, served: remote.served });
  }
  const declaration = { ...declarationIn(built ? remote.dist : remote.served), entry };
  if (JSON.stringify(current) === JSON.stringify(declaration)) continue;
  put.push({ name: remote.name, from: releaseState(current) });
  document[remote.name] = declaration;
}

if (reset) {
  rmSync(run.releasesDir, { recursive: true, force: true });
  // No published provider either (their versions were in releases/).
  rmSync(path.join(run.varDir, 'providers.json'), { force: true });
}
try {
  if (put.length || fresh) {
    await store.writeRemotes(document, stored.version);
    const notWritten = await writePageHeadings(store, document);
    if (notWritten) console.warn(`remotes.json written${notWritten}`);
  }
} catch (error) {
  for (const { next } of deploys) rmSync(next, { recursive: true, force: true });
  throw error;
}
// What the origins serve changes only now, with remotes.json declaring it.
for (const { next, served } of deploys) {
  rmSync(served, { recursive: true, force: true });
  renameSync(next, served);
}
if (reset)
  for (const remote of run.remoteApps)
    if (!declared.has(remote.name)) rmSync(remote.served, { recursive: true, force: true });
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
const changed = [...new Set([...put.map((p) => p.name), ...deploys.map((d) => d.name)])];
const deployedTo = `${path.relative(ROOT, run.deployedDir)}/`;
console.log(
  `${where}: ${changed.length ? `the local builds of ${changed.join(', ')} (deployed to ${deployedTo})` : 'no local build changed'}` +
    (kept.length ? `; ${kept.join(', ')} kept as published` : ''),
);
