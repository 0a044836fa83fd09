/** The store on disk in-process: one file per value (a write touches its own file and nothing else), the bytes
 * of files in blobs/, lists in order across a restart, the seed and reset; and, with a child process, writes
 * that stay whole through a kill -9. */
import { spawn } from 'node:child_process';
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
import { dirname, join, relative } from 'node:path';
import type { StoredRecord } from '@portal/mock-api';
import { DiskStore } from './diskStore';

const documentsDir = join(dirname(require.resolve('@portal/mock-api/package.json')), 'src/seed/documents');
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-store-'));
  dirs.push(dir);
  return dir;
};
const open = (dir: string, reset = false) => DiskStore.open(dir, { reset, documentsDir });
afterAll(() => {
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

/** The file of a value: records/<collection>/<n>-<key>.json. */
const fileOf = (dir: string, collection: string, key: string) => {
  const folder = join(dir, 'records', collection);
  return join(
    folder,
    readdirSync(folder).find((n) => n.endsWith(`-${encodeURIComponent(key)}.json`)) as string,
  );
};

const contact = (n: number): StoredRecord => {
  const now = new Date().toISOString();
  return { id: crypto.randomUUID(), firstName: 'Ana', lastName: `Lee ${n}`, createdAt: now, updatedAt: now };
};

test('20 writes add 20 small files and leave every other file as it was', () => {
  const dir = newDir();
  const { store, reason } = open(dir);
  expect(reason).toBe(`seeded ${dir}`);
  const before = snapshot(dir);
  for (let n = 0; n < 20; n += 1) {
    const record = contact(n);
    store.put('contacts', record.id, record);
  }
  const after = snapshot(dir);

  const added = [...after.keys()].filter((f) => !before.has(f));
  expect(added).toHaveLength(20);
  expect(added.every((f) => f.startsWith(join('records', 'contacts')))).toBe(true);
  expect(added.every((f) => statSync(join(dir, f)).size < 500)).toBe(true);
  // Not one byte of the seeded data was written again.
  for (const [file, identity] of before) expect([file, after.get(file)]).toEqual([file, identity]);
});

test('a change rewrites the file of its record only', () => {
  const dir = newDir();
  const { store } = open(dir);
  const student = store.list('students')[0];
  if (!student) throw new Error('no student');
  const file = fileOf(dir, 'students', student.studentUPId);
  const before = snapshot(dir);
  store.put('students', student.studentUPId, { ...student, preferredName: 'Changed' });
  const after = snapshot(dir);
  const changed = [...after].filter(([f, identity]) => before.get(f) !== identity).map(([f]) => f);
  expect(changed).toEqual([relative(dir, file)]);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ preferredName: 'Changed' });
});

test('bytes of files and photos are files in blobs/, not inside the records', async () => {
  const dir = newDir();
  const { store } = open(dir);
  const upid = store.list('students')[0]?.studentUPId ?? '';
  const file = store.get('files', upid)?.[0];
  if (!file) throw new Error('no seeded file');
  expect(file).not.toHaveProperty('content');
  expect(statSync(store.blobPath(file.blob)).size).toBe(file.size);
  await store.writeBlob(`image-${upid}`, Buffer.from('\x89PNG photo', 'latin1'));
  store.put('images', upid, { contentType: 'image/png', size: 10, blob: `image-${upid}` });
  expect(readFileSync(store.blobPath(`image-${upid}`), 'latin1')).toBe('\x89PNG photo');
  expect(readFileSync(fileOf(dir, 'images', upid), 'utf8')).not.toContain('photo');
  expect(() => store.blobPath('../db.json')).toThrow('Bad blob name');
});

test('lists keep their order across a restart, and the data survives it; a hand edit is read at the next start', () => {
  const dir = newDir();
  const first = open(dir).store;
  const employers = first.list('employers').map((e) => e.id);
  const added = contact(1);
  first.put('contacts', added.id, added);
  const student = first.list('students')[1];
  if (!student) throw new Error('no student');
  writeFileSync(
    fileOf(dir, 'students', student.studentUPId),
    JSON.stringify({ ...student, firstName: 'Edited' }),
  );
  const { store, reason } = open(dir);
  expect(reason).toBe(`loaded ${dir}`);
  expect(store.list('employers').map((e) => e.id)).toEqual(employers);
  expect(store.list('contacts')).toEqual([added]);
  expect(store.list('students')[1]?.firstName).toBe('Edited');
});

test('reset writes the seed again and forgets what was written since', () => {
  const dir = newDir();
  const record = contact(1);
  open(dir).store.put('contacts', record.id, record);
  const { store: reset, reason } = open(dir, true);
  expect(reason).toBe(`reset ${dir} to the seed`);
  expect(reset.list('contacts')).toEqual([]);
  expect(readdirSync(join(dir, 'records', 'contacts'))).toEqual([]);
  expect(existsSync(join(dir, 'meta.json'))).toBe(true);
});

test('a folder without meta.json (a crash while seeding) is seeded again', () => {
  const dir = newDir();
  open(dir);
  unlinkSync(join(dir, 'meta.json'));
  expect(open(dir).reason).toBe(`seeded ${dir}`);
});

test('killed (kill -9) while writing, it leaves every record whole and starts again', async () => {
  const dir = newDir();
  open(dir);
  // A process that rewrites one student's file and adds contacts as fast as it can, until it is killed.
  const writer = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { DiskStore } from './src/diskStore.ts';
       const { store } = DiskStore.open(${JSON.stringify(dir)}, { documentsDir: ${JSON.stringify(documentsDir)} });
       const student = store.list('students')[0];
       const notes = 'x'.repeat(200_000);
       console.log('writing');
       for (let n = 0; ; n += 1) {
         store.put('students', student.studentUPId, { ...student, personalSummary: notes + n });
         store.put('contacts', 'c' + n, { id: 'c' + n, notes, createdAt: '', updatedAt: '' });
       }`,
    ],
    { cwd: join(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => writer.stdout.once('data', resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  writer.kill('SIGKILL');
  await new Promise((resolve) => writer.once('exit', resolve));

  for (const entry of readdirSync(join(dir, 'records'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    expect(() => JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8'))).not.toThrow();
  }
  const { store, reason } = open(dir);
  expect(reason).toBe(`loaded ${dir}`);
  expect(store.list('contacts').length).toBeGreaterThan(0);
  expect(store.list('students')[0]?.personalSummary).toMatch(/^x{200000}\d+$/);
}, 30_000);
