/** @jest-environment node */
// The store as a folder: remotes.json changes only by a compare-and-swap on the version the command read, a
// version's files go under releases/, and the history only grows.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { localStore } from './localStore';
import { RemotesConflict, type HistoryEntry } from './store';
import { withLockFile } from './withLockFile';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const declaration = (entry: string) => ({ id: 'payments', entry }) as never;

it('creates remotes.json only when the store has none, and changes it only from the version read', async () => {
  const store = localStore(dir);
  expect(await store.readRemotes()).toEqual({ document: {}, version: null });
  const first = await store.writeRemotes({ payments: declaration('https://a.example/remoteEntry.js') }, null);
  const read = await store.readRemotes();
  expect(read.version).toBe(first);
  expect(read.document.payments).toEqual(declaration('https://a.example/remoteEntry.js'));

  // A second command that read the store before the first wrote: refused, and nothing is lost.
  await expect(
    store.writeRemotes({ payments: declaration('https://b.example/remoteEntry.js') }, null),
  ).rejects.toThrow(RemotesConflict);
  await expect(store.writeRemotes({}, null)).rejects.toThrow(
    /remotes\.json changed after this command read it \(another release was written first\): nothing was changed\. Run the command again/,
  );
  expect((await store.readRemotes()).document.payments).toEqual(
    declaration('https://a.example/remoteEntry.js'),
  );

  const second = await store.writeRemotes(
    { payments: declaration('https://c.example/remoteEntry.js') },
    first,
  );
  expect(second).not.toBe(first);
  // An edit by hand is a change too.
  writeFileSync(path.join(dir, 'remotes.json'), readFileSync(path.join(dir, 'remotes.json'), 'utf8') + ' ');
  await expect(store.writeRemotes({}, second)).rejects.toThrow(RemotesConflict);
});

it('waits for a lock held by a running command, takes over one left by a command that ended', async () => {
  const store = localStore(dir);
  const lock = path.join(dir, 'remotes.json.lock');
  // Left by a process that is gone.
  writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), at: 'then' }));
  await store.writeRemotes({}, null);
  // Held by a running process (this one) for longer than the command waits: a message that says what to do.
  writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), at: 'now' }));
  const { version } = await store.readRemotes();
  await expect(withLockFile(lock, async () => 'never', { waitMs: 200 })).rejects.toThrow(
    `is held by process ${process.pid}`,
  );
  rmSync(lock);
  await expect(store.writeRemotes({}, version)).resolves.toBeTruthy();
});

it("puts a version's files under releases/ and lists them with their hashes", async () => {
  const store = localStore(dir);
  const headers = { contentType: 'text/javascript', cacheControl: 'no-cache' };
  await store.putFile('payments/1.2.0/remoteEntry.js', Buffer.from('a'), headers);
  await store.putFile('payments/1.2.0/chunks/797.e064f2cc.js', Buffer.from('bb'), headers);
  await store.putFile('payments/1.3.0/remoteEntry.js', Buffer.from('c'), headers);
  expect(readFileSync(path.join(dir, 'releases', 'payments', '1.2.0', 'remoteEntry.js'), 'utf8')).toBe('a');
  const files = await store.listFiles('payments/1.2.0/');
  expect(files.map(({ key, size }) => [key, size])).toEqual([
    ['payments/1.2.0/chunks/797.e064f2cc.js', 2],
    ['payments/1.2.0/remoteEntry.js', 1],
  ]);
  expect(files[1]!.integrity).toBe(`sha384-${createHash('sha384').update('a').digest('base64')}`);
  expect(await store.listFiles('profile/1.0.0/')).toEqual([]);
  for (const key of ['../remotes.json', '/etc/passwd', 'payments//x.js', 'payments/./x.js'])
    await expect(store.putFile(key, Buffer.from('x'), headers)).rejects.toThrow('is not a key of the store');
});

it('keeps every change in the history, oldest first', async () => {
  const store = localStore(dir);
  const change = (summary: string): HistoryEntry => ({
    at: '2026-11-22T10:00:00.000Z',
    by: 'Ana Rangi',
    action: 'promote',
    remote: 'payments',
    from: { live: '1.1.0', candidate: { version: '1.2.0', share: 10 } },
    to: { live: '1.2.0' },
    summary,
  });
  expect(await store.readHistory()).toEqual([]);
  await Promise.all(['one', 'two', 'three'].map((summary) => store.appendHistory(change(summary))));
  await store.appendHistory(change('four'));
  const history = await store.readHistory();
  expect(history.map((entry) => entry.summary).sort()).toEqual(['four', 'one', 'three', 'two']);
  expect(history.at(-1)).toEqual(change('four'));
  expect(await store.readHistory(1)).toEqual([change('four')]);
  expect(await store.readHistory(0)).toEqual([]);
});
