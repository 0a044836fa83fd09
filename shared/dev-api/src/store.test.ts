/** The store in-process: one file per record (a write touches its own file and nothing else), the
 * bytes of files in blobs/, hand edits picked up, lists in order across a restart, the seed and reset,
 * and a db.json of the former layout moved into the folders. */
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildSeed } from './seed';
import { DataStore, LEGACY_DB_FILE, META_FILE } from './store';
import type { StoredRecord } from './types';

const dirs: string[] = [];
const stores: DataStore[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-store-'));
  dirs.push(dir);
  return dir;
};
const open = (dir: string, options: Parameters<typeof DataStore.open>[1] = {}) => {
  const opened = DataStore.open(dir, options);
  stores.push(opened.store);
  return opened;
};
afterAll(() => {
  for (const store of stores) store.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every file under `dir` with what identifies its content on disk. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const s = statSync(path);
    files.set(relative(dir, path), `${s.ino}:${s.mtimeMs}:${s.size}`);
  }
  return files;
}

const contact = (n: number): StoredRecord => {
  const now = new Date().toISOString();
  return { id: randomUUID(), firstName: 'Ana', lastName: `Lee ${n}`, createdAt: now, updatedAt: now };
};

/** Lets the folder watchers report what changed on disk. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test('20 writes add 20 small files and leave every other file as it was', () => {
  const dir = newDir();
  const { store, seeded } = open(dir);
  expect(seeded).toBe(true);
  const before = snapshot(dir);
  for (let n = 0; n < 20; n += 1) store.putRecord('contacts', contact(n));
  const after = snapshot(dir);

  const added = [...after.keys()].filter((f) => !before.has(f));
  expect(added).toHaveLength(20);
  expect(added.every((f) => f.startsWith(join('records', 'contacts')))).toBe(true);
  expect(added.every((f) => statSync(join(dir, f)).size < 500)).toBe(true);
  // Not one byte of the seeded data was written again.
  for (const [file, identity] of before) expect([file, after.get(file)]).toEqual([file, identity]);
  expect(store.writeCounts()['records/contacts']).toBe(20);
});

test('a change rewrites the file of its record only', () => {
  const dir = newDir();
  const { store } = open(dir);
  const student = store.data.students[0];
  if (!student) throw new Error('no student');
  const file = DataStore.recordFile(dir, 'students', student.studentUPId) as string;
  const before = snapshot(dir);
  store.putStudent({ ...student, preferredName: 'Changed' });
  const after = snapshot(dir);
  const changed = [...after].filter(([f, identity]) => before.get(f) !== identity).map(([f]) => f);
  expect(changed).toEqual([relative(dir, file)]);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ preferredName: 'Changed' });
});

test('bytes of files and photos are files in blobs/, not inside the records', () => {
  const dir = newDir();
  const { store } = open(dir);
  const [upid, files] = Object.entries(store.data.files)[0] ?? [];
  const file = files?.[0];
  if (!upid || !file) throw new Error('no seeded file');
  expect(file).not.toHaveProperty('content');
  expect(statSync(store.blobPath(file.blob)).size).toBe(file.size);
  const image = store.putImage(upid, 'image/png', Buffer.from('\x89PNG photo', 'latin1'));
  expect(readFileSync(store.blobPath(image.blob), 'latin1')).toBe('\x89PNG photo');
  expect(readFileSync(DataStore.recordFile(dir, 'images', upid) as string, 'utf8')).not.toContain('photo');
  expect(() => store.blobPath('../db.json')).toThrow('Bad blob name');
});

test('lists keep their order across a restart, and the data survives it', () => {
  const dir = newDir();
  const first = open(dir).store;
  const employers = first.data.records.employers.map((e) => e.id);
  const added = contact(1);
  first.putRecord('contacts', added);
  first.close();
  const { store, seeded, reason } = open(dir);
  expect([seeded, reason]).toEqual([false, `loaded ${dir}`]);
  expect(store.data.records.employers.map((e) => e.id)).toEqual(employers);
  expect(store.data.records.contacts).toEqual([added]);
});

test('a hand edit, a new file, a deleted file and a broken edit are picked up while running', async () => {
  const dir = newDir();
  const { store } = open(dir);
  const student = store.data.students[1];
  if (!student) throw new Error('no student');
  const file = DataStore.recordFile(dir, 'students', student.studentUPId) as string;

  writeFileSync(file, JSON.stringify({ ...student, firstName: 'Edited' }));
  await settle();
  expect(store.data.students[1]?.firstName).toBe('Edited');

  writeFileSync(file, '{ half an edit');
  await settle();
  expect(store.data.students[1]?.firstName).toBe('Edited');

  const byHand = { ...contact(2), id: 'by-hand' };
  writeFileSync(join(dir, 'records', 'contacts', 'by-hand.json'), JSON.stringify(byHand));
  store.putRecord('contacts', contact(3));
  await settle();
  expect(store.data.records.contacts.map((c) => c.id)).toContain('by-hand');
  // A file without a place number comes after the numbered ones.
  expect(store.data.records.contacts.at(-1)?.id).toBe('by-hand');

  unlinkSync(join(dir, 'records', 'contacts', 'by-hand.json'));
  await settle();
  expect(store.data.records.contacts.map((c) => c.id)).not.toContain('by-hand');
});

test('reset writes the seed again and forgets what was written since', () => {
  const dir = newDir();
  const { store } = open(dir);
  store.putRecord('contacts', contact(1));
  store.close();
  const { store: reset, seeded, reason } = open(dir, { reset: true });
  expect([seeded, reason]).toEqual([true, `reset ${dir} to the seed`]);
  expect(reset.data.records.contacts).toEqual([]);
  expect(readdirSync(join(dir, 'records', 'contacts'))).toEqual([]);
  expect(existsSync(join(dir, META_FILE))).toBe(true);
});

test('a folder without meta.json (a crash while seeding) is seeded again', () => {
  const dir = newDir();
  open(dir).store.close();
  unlinkSync(join(dir, META_FILE));
  expect(open(dir).seeded).toBe(true);
});

test('a db.json of the former layout moves into the folders, uploads and all', () => {
  const dir = newDir();
  const legacy = buildSeed(new Date('2026-03-10T02:30:00Z'));
  const now = '2026-03-11T00:00:00.000Z';
  legacy.records.uploads.push({
    id: 'old-upload',
    opportunityId: 'OPP-1',
    name: 'cv.pdf',
    size: 7,
    contentType: 'application/pdf',
    content: Buffer.from('%PDF cv').toString('base64'),
    createdAt: now,
    updatedAt: now,
  });
  legacy.students[0] = { ...(legacy.students[0] as (typeof legacy.students)[0]), firstName: 'Kept' };
  writeFileSync(join(dir, LEGACY_DB_FILE), JSON.stringify(legacy));

  const { store, seeded, reason } = open(dir);
  expect(seeded).toBe(false);
  expect(reason).toContain('moved');
  expect(store.data.seededAt).toBe(legacy.seededAt);
  expect(store.data.students[0]?.firstName).toBe('Kept');
  const upload = store.data.records.uploads[0] as StoredRecord;
  expect(upload).not.toHaveProperty('content');
  expect(readFileSync(store.blobPath(String(upload.blob)), 'utf8')).toBe('%PDF cv');
  expect(existsSync(join(dir, `${LEGACY_DB_FILE}.migrated`))).toBe(true);
  expect(existsSync(join(dir, LEGACY_DB_FILE))).toBe(false);
});
