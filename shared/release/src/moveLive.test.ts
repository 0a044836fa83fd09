/** @jest-environment node */
// Promote and rollback change remotes.json (a compare-and-swap, recorded in the history) only when every file of
// the version every session would then run is served as its build recorded it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localStore } from './localStore';
import { moveLive } from './moveLive';
import { publish } from './publish';
import { buildFiles, contractOf, writeFakeBuild } from './testing/fakeBuild';
import { originServer, type OriginServer } from './testing/originServer';

let dir: string;
let origin: OriginServer;
let store: ReturnType<typeof localStore>;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-move-'));
  store = localStore(path.join(dir, 'store'));
  origin = await originServer(path.join(dir, 'store', 'releases'));
});
afterEach(async () => {
  await origin.close();
  rmSync(dir, { recursive: true, force: true });
});

const publishBuild = (mark: string, version: string, share?: number) =>
  publish({
    store,
    by: 'Ana',
    dist: writeFakeBuild(path.join(dir, mark), mark),
    publicUrl: origin.url,
    version,
    share,
  });
const move = (action: 'promote' | 'rollback') =>
  moveLive({ store, by: 'Rewi', action, remote: 'payments', now: () => new Date('2026-11-23T08:00:00Z') });

/** The remote deployed at the root of its origin before its first version (as the local servers serve a
 * build): remotes.json declares it there, unversioned. */
async function deployedAtRoot(mark: string) {
  const files = buildFiles(mark);
  for (const [name, text] of Object.entries(files)) origin.files[`/${name}`] = text;
  const { version } = await store.readRemotes();
  await store.writeRemotes(
    { payments: { ...contractOf(files), entry: `${origin.url}remoteEntry.js` } as never },
    version,
  );
}

it('promotes the candidate and rolls back, recording who, what, when and from what to what', async () => {
  await publishBuild('v1', '1.1.0');
  await publishBuild('v2', '1.2.0', 10);
  expect(await move('promote')).toBe(
    `payments: live 1.1.0 -> 1.2.0 (the candidate, was on 10% of sessions) in ${store.location}`,
  );
  expect(await move('rollback')).toBe(`payments: live 1.2.0 -> 1.1.0 (rolled back) in ${store.location}`);
  expect((await store.readRemotes()).document.payments).toMatchObject({ live: '1.1.0' });
  expect((await store.readHistory()).slice(-2)).toEqual([
    {
      at: '2026-11-23T08:00:00.000Z',
      by: 'Rewi',
      action: 'promote',
      remote: 'payments',
      from: { live: '1.1.0', candidate: { version: '1.2.0', share: 10 } },
      to: { live: '1.2.0' },
      summary: 'payments: live 1.1.0 -> 1.2.0 (the candidate, was on 10% of sessions)',
    },
    expect.objectContaining({ action: 'rollback', from: { live: '1.2.0' }, to: { live: '1.1.0' } }),
  ]);
});

it('refuses to roll back to "unversioned" once a later build has overwritten its files', async () => {
  await deployedAtRoot('root');
  await publishBuild('v1', '1.0.0');
  // A later build of the remote replaces the files at the root of its origin.
  Object.assign(
    origin.files,
    Object.fromEntries(Object.entries(buildFiles('rebuilt')).map(([name, text]) => [`/${name}`, text])),
  );
  const before = await store.readRemotes();
  const history = await store.readHistory();
  await expect(move('rollback')).rejects.toThrow(
    new RegExp(
      `^Cannot roll back payments: version unversioned, which every session would run, is not served as it was published: ${origin.url.replace(/\./g, '\\.')}(remoteEntry|797\\.e064f2cc)\\.js, (the entry|a file of PaymentsPage), is not the file its build recorded .*Nothing was changed\\.$`,
    ),
  );
  expect(await store.readRemotes()).toEqual(before);
  expect(await store.readHistory()).toEqual(history);
});

it('refuses to promote a candidate whose files are gone from the store', async () => {
  await publishBuild('v1', '1.1.0');
  await publishBuild('v2', '1.2.0', 10);
  rmSync(path.join(store.location, 'releases', 'payments', '1.2.0', '797.e064f2cc.js'));
  const before = await store.readRemotes();
  await expect(move('promote')).rejects.toThrow(
    `Cannot promote payments: version 1.2.0, which every session would run, is not served as it was published: ${origin.url}payments/1.2.0/797.e064f2cc.js, a file of PaymentsPage, is not served beside the entry (404 Not Found). Nothing was changed.`,
  );
  expect(await store.readRemotes()).toEqual(before);
  // Withdrawing the candidate returns every session to the live version, whose files are all there.
  await expect(move('rollback')).resolves.toContain('payments: candidate 1.2.0 withdrawn');
});

it('says what is missing: no such remote, no candidate, nothing earlier', async () => {
  await expect(move('promote')).rejects.toThrow('There is no remote "payments" in remotes.json');
  await publishBuild('v1', '1.1.0');
  await expect(move('promote')).rejects.toThrow('payments has no candidate to promote (live: 1.1.0)');
  await expect(move('rollback')).rejects.toThrow(
    'payments has no earlier live version to return to (live: 1.1.0)',
  );
});
