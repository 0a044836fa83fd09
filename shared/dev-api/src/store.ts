/** The data on disk: one small JSON file per record in the data folder, and the bytes of files and
 * photos as files of their own, so that a write costs the record it writes and nothing else.
 *
 *   meta.json                      { layout, version, seededAt }: written last, so a folder without it
 *                                  (or of another layout or seed version) is seeded again
 *   students/<n>-<studentUPId>.json       a student's profile
 *   enrolments/<n>-<studentUPId>.json     the student's enrolments
 *   payments/<n>-<studentUPId>.json       the student's payment record (none: payments answer 404)
 *   files/<n>-<studentUPId>.json          the student's files (without their bytes)
 *   images/<n>-<studentUPId>.json         the student's photo (without its bytes)
 *   records/<collection>/<n>-<id>.json    one record of a write call (applications, uploads, ...)
 *   blobs/<name>                          the bytes of a file, an upload or a photo
 *
 * `<n>` is the record's place in its list (a number counting up), so lists keep their order. Each write
 * goes to a temporary file that is renamed over the old one: a crash never leaves half a record. The
 * store keeps everything but the blobs in memory; it watches its folders, so a hand edit (or another
 * process's write) of a record is read again before the next request is answered. */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
  type FSWatcher,
  type Stats,
} from 'node:fs';
import { basename, join } from 'node:path';
import { writeFileAtomic } from './atomic-write';
import { buildSeed, SEED_VERSION } from './seed';
import {
  RECORD_COLLECTIONS,
  type DevApiData,
  type Enrolment,
  type PaymentRecord,
  type RecordCollection,
  type SeedData,
  type StoredFile,
  type StoredImage,
  type StoredRecord,
  type StudentProfile,
} from './types';

export const META_FILE = 'meta.json';
/** The db.json of the former layout (one file for everything): migrated on the first start. */
export const LEGACY_DB_FILE = 'db.json';
export const BLOBS_DIR = 'blobs';
export const RECORDS_DIR = 'records';
/** Version of the layout above. */
export const STORE_LAYOUT = 1;

interface Meta {
  layout: number;
  version: typeof SEED_VERSION;
  seededAt: string;
}

/** What the store last saw of a file: an unchanged file is not read again. */
interface FileState {
  name: string;
  ino: number;
  mtimeMs: number;
  size: number;
}

const sameFile = (a: FileState, b: Stats) => a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.size === b.size;

/** A key as part of a file name: nothing outside [A-Za-z0-9_.!~*'()-] survives as it is. */
const encodeKey = (key: string): string => encodeURIComponent(key).replace(/^\./, '%2E');

function decodeKey(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `<n>-<key>.json` (a hand-made `<key>.json` has no place number and comes last). */
function parseName(name: string): { seq: number; key: string } | undefined {
  if (!name.endsWith('.json') || name.startsWith('.')) return undefined;
  const stem = name.slice(0, -'.json'.length);
  const match = /^(\d+)-(.+)$/.exec(stem);
  return match
    ? { seq: Number(match[1]), key: decodeKey(match[2] as string) }
    : { seq: Number.MAX_SAFE_INTEGER, key: decodeKey(stem) };
}

const byPlace = (a: string, b: string): number => {
  const [pa, pb] = [parseName(a), parseName(b)];
  return (pa?.seq ?? 0) - (pb?.seq ?? 0) || (a < b ? -1 : a > b ? 1 : 0);
};

const serialise = (value: unknown): string => `${JSON.stringify(value, null, 1)}\n`;

/** One folder of JSON files, one per key, in memory as a list in the order of the files' place numbers. */
class Table<T> {
  private readonly items = new Map<string, T>();
  private readonly files = new Map<string, FileState>();
  private readonly keyOfFile = new Map<string, string>();
  private nextSeq = 1;
  private list: T[] | undefined;
  private record: Record<string, T> | undefined;
  /** Files written by this store (for the tests and the figures). */
  writes = 0;

  constructor(readonly dir: string) {}

  values(): T[] {
    this.list ??= [...this.items.values()];
    return this.list;
  }

  asRecord(): Record<string, T> {
    this.record ??= Object.fromEntries(this.items);
    return this.record;
  }

  get(key: string): T | undefined {
    return this.items.get(key);
  }

  private changed(): void {
    this.list = undefined;
    this.record = undefined;
  }

  /** Reads every file of the folder. */
  load(): void {
    mkdirSync(this.dir, { recursive: true });
    this.items.clear();
    this.files.clear();
    this.keyOfFile.clear();
    this.nextSeq = 1;
    for (const name of readdirSync(this.dir)
      .filter((n) => parseName(n))
      .sort(byPlace))
      this.readFile(name);
    this.changed();
  }

  /** Reads one file into the table; false when it is missing or not JSON. */
  private readFile(name: string): boolean {
    const parsed = parseName(name);
    if (!parsed) return false;
    const path = join(this.dir, name);
    let stats: Stats;
    let value: T;
    try {
      stats = statSync(path);
      value = JSON.parse(readFileSync(path, 'utf8')) as T;
    } catch {
      return false;
    }
    const other = this.files.get(parsed.key);
    if (other && other.name !== name) this.keyOfFile.delete(other.name);
    this.items.set(parsed.key, value);
    this.files.set(parsed.key, { name, ino: stats.ino, mtimeMs: stats.mtimeMs, size: stats.size });
    this.keyOfFile.set(name, parsed.key);
    if (parsed.seq !== Number.MAX_SAFE_INTEGER) this.nextSeq = Math.max(this.nextSeq, parsed.seq + 1);
    return true;
  }

  /** Writes the record of `key` (a new key gets the next place) and keeps it. */
  put(key: string, value: T): void {
    let state = this.files.get(key);
    const name = state?.name ?? `${String(this.nextSeq).padStart(6, '0')}-${encodeKey(key)}.json`;
    const path = join(this.dir, name);
    writeFileAtomic(path, serialise(value));
    this.writes += 1;
    if (!state) this.nextSeq += 1;
    const stats = statSync(path);
    state = { name, ino: stats.ino, mtimeMs: stats.mtimeMs, size: stats.size };
    this.files.set(key, state);
    this.keyOfFile.set(name, key);
    this.items.set(key, value);
    this.changed();
  }

  /** A file of the folder changed on disk (a hand edit, another process): reads it again, or forgets
   * its record when it is gone. A file this store wrote itself is not read again; a broken one is
   * ignored (the record stays as it was) until it is fixed. */
  fileChanged(name: string): void {
    const parsed = parseName(name);
    if (!parsed) return;
    const key = this.keyOfFile.get(name);
    let stats: Stats | undefined;
    try {
      stats = statSync(join(this.dir, name));
    } catch {
      stats = undefined;
    }
    if (!stats) {
      if (key !== undefined && this.files.get(key)?.name === name) {
        this.items.delete(key);
        this.files.delete(key);
        this.changed();
      }
      this.keyOfFile.delete(name);
      return;
    }
    const known = key === undefined ? undefined : this.files.get(key);
    if (known && known.name === name && sameFile(known, stats)) return;
    const isNew = !this.items.has(parsed.key);
    if (!this.readFile(name)) return;
    if (isNew) this.reorder();
    this.changed();
  }

  /** Puts the records in the order of their files again (after a file appeared from outside). */
  private reorder(): void {
    const entries = [...this.items].sort(([a], [b]) =>
      byPlace(this.files.get(a)?.name ?? '', this.files.get(b)?.name ?? ''),
    );
    this.items.clear();
    for (const [key, value] of entries) this.items.set(key, value);
  }

  /** Removes every record file of the folder (before the seed is written again). */
  clear(): void {
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.dir)) rmSync(join(this.dir, name), { force: true, recursive: true });
    this.load();
  }
}

type Tables = {
  students: Table<StudentProfile>;
  enrolments: Table<Enrolment[]>;
  payments: Table<PaymentRecord>;
  files: Table<StoredFile[]>;
  images: Table<StoredImage>;
} & { [C in RecordCollection as `records/${C}`]: Table<StoredRecord> };

type TableName = keyof Tables;

const STUDENT_TABLES = ['students', 'enrolments', 'payments', 'files', 'images'] as const;
const TABLE_NAMES: TableName[] = [
  ...STUDENT_TABLES,
  ...RECORD_COLLECTIONS.map((c) => `records/${c}` as const),
];

/** A blob's name: letters, digits, '.', '_' and '-' only (it is a file name in blobs/). */
export function blobName(kind: string, id: string): string {
  return `${kind}-${id}`.replace(/[^A-Za-z0-9._-]/g, '_');
}

export interface OpenOptions {
  /** Restore the seed even when the folder has data. */
  reset?: boolean;
  /** The time the seed counts from. */
  now?: Date;
  /** Watch the folders for hand edits (default true). */
  watch?: boolean;
}

export class DataStore {
  readonly dir: string;
  readonly blobsDir: string;
  private readonly tables: Tables;
  private meta: Meta;
  private readonly view: DevApiData;
  private readonly watchers: FSWatcher[] = [];
  /** Files reported changed by the watchers, read again before the next read of the data. */
  private readonly dirty = new Set<string>();
  /** Whether hand edits are picked up (false when the folders cannot be watched). */
  watching = false;

  private constructor(dir: string) {
    this.dir = dir;
    this.blobsDir = join(dir, BLOBS_DIR);
    this.tables = Object.fromEntries(
      TABLE_NAMES.map((name) => [name, new Table(join(dir, ...name.split('/')))]),
    ) as unknown as Tables;
    this.meta = { layout: STORE_LAYOUT, version: SEED_VERSION, seededAt: new Date(0).toISOString() };
    const tables = this.tables;
    const records = Object.defineProperties(
      {},
      Object.fromEntries(
        RECORD_COLLECTIONS.map((c) => [c, { enumerable: true, get: () => tables[`records/${c}`].values() }]),
      ),
    ) as DevApiData['records'];
    const meta = () => this.meta;
    this.view = {
      get version() {
        return meta().version;
      },
      get seededAt() {
        return meta().seededAt;
      },
      get students() {
        return tables.students.values();
      },
      get enrolments() {
        return tables.enrolments.asRecord();
      },
      get files() {
        return tables.files.asRecord();
      },
      get payments() {
        return tables.payments.asRecord();
      },
      get images() {
        return tables.images.asRecord();
      },
      records,
    };
  }

  /** Opens the store in `dir`: loads it, or seeds it when it has no data of this layout and seed
   * version (or always when `reset`). A db.json of the former layout is moved into the new one (and
   * kept as db.json.migrated). `seeded` says whether the seed was written. */
  static open(
    dir: string,
    { reset = false, now = new Date(), watch: watchFolders = true }: OpenOptions = {},
  ): { store: DataStore; seeded: boolean; reason: string } {
    mkdirSync(dir, { recursive: true });
    const store = new DataStore(dir);
    let result: { seeded: boolean; reason: string };
    const meta = reset ? undefined : store.readMeta();
    const legacy = join(dir, LEGACY_DB_FILE);
    if (meta) {
      store.meta = meta;
      for (const table of Object.values(store.tables) as Table<unknown>[]) table.load();
      result = { seeded: false, reason: `loaded ${dir}` };
    } else if (!reset && existsSync(legacy) && store.migrate(legacy)) {
      result = { seeded: false, reason: `moved ${legacy} into ${dir} (one file per record)` };
    } else {
      store.writeSnapshot(buildSeed(now));
      result = { seeded: true, reason: reset ? `reset ${dir} to the seed` : `seeded ${dir}` };
    }
    store.removeStaleTemps();
    if (watchFolders) store.watch();
    return { store, ...result };
  }

  /** Removes temporary files of uploads that a crash left behind (older than an hour, so as not to
   * take one that another process on the same folder is writing). */
  private removeStaleTemps(): void {
    mkdirSync(this.blobsDir, { recursive: true });
    const before = Date.now() - 60 * 60 * 1000;
    for (const name of readdirSync(this.blobsDir)) {
      if (!name.endsWith('.tmp')) continue;
      const path = join(this.blobsDir, name);
      try {
        if (statSync(path).mtimeMs < before) rmSync(path, { force: true });
      } catch {
        // Gone already.
      }
    }
  }

  /** Reads the data folder `dir` as it is, writing nothing (for tests and scripts); throws when it has
   * no data of this layout. */
  static read(dir: string): DevApiData {
    const store = new DataStore(dir);
    const meta = store.readMeta();
    if (!meta) throw new Error(`${dir} has no data of layout ${STORE_LAYOUT}`);
    store.meta = meta;
    for (const table of Object.values(store.tables) as Table<unknown>[]) table.load();
    return store.view;
  }

  /** The file of the record `key` in a table folder (`students`, `records/contacts`...) of `dir`. */
  static recordFile(dir: string, table: string, key: string): string | undefined {
    const folder = join(dir, ...table.split('/'));
    const name = readdirSync(folder).find((n) => parseName(n)?.key === key);
    return name === undefined ? undefined : join(folder, name);
  }

  private readMeta(): Meta | undefined {
    try {
      const meta = JSON.parse(readFileSync(join(this.dir, META_FILE), 'utf8')) as Meta;
      return meta && meta.layout === STORE_LAYOUT && meta.version === SEED_VERSION && meta.seededAt
        ? meta
        : undefined;
    } catch {
      return undefined;
    }
  }

  /** Reads a db.json of the former layout and writes it in this one; false when it cannot be used. */
  private migrate(file: string): boolean {
    let data: SeedData;
    try {
      data = JSON.parse(readFileSync(file, 'utf8')) as SeedData;
    } catch {
      return false;
    }
    if (!data || data.version !== SEED_VERSION || !Array.isArray(data.students)) return false;
    this.writeSnapshot(data);
    renameSync(file, `${file}.migrated`);
    return true;
  }

  /** Replaces everything with `data` (bytes inline, base64): the seed, or a former db.json. */
  private writeSnapshot(data: SeedData): void {
    rmSync(join(this.dir, META_FILE), { force: true });
    for (const table of Object.values(this.tables) as Table<unknown>[]) table.clear();
    mkdirSync(this.blobsDir, { recursive: true });
    for (const name of readdirSync(this.blobsDir)) rmSync(join(this.blobsDir, name), { force: true });

    for (const student of data.students) this.tables.students.put(student.studentUPId, student);
    for (const [id, enrolments] of Object.entries(data.enrolments))
      this.tables.enrolments.put(id, enrolments);
    for (const [id, payment] of Object.entries(data.payments)) this.tables.payments.put(id, payment);
    for (const [id, files] of Object.entries(data.files)) {
      this.tables.files.put(
        id,
        files.map(({ content, ...file }) => {
          const blob = blobName('file', file.id);
          this.writeBlob(blob, Buffer.from(content, 'base64'));
          return { ...file, blob };
        }),
      );
    }
    for (const [id, { content, contentType }] of Object.entries(data.images)) {
      const bytes = Buffer.from(content, 'base64');
      const blob = blobName('image', id);
      this.writeBlob(blob, bytes);
      this.tables.images.put(id, { contentType, size: bytes.length, blob });
    }
    for (const collection of RECORD_COLLECTIONS) {
      for (const record of data.records[collection] ?? []) {
        const { content, ...rest } = record;
        if (typeof content === 'string') {
          // An upload of the former layout kept its bytes in the record.
          const blob = blobName('upload', record.id);
          this.writeBlob(blob, Buffer.from(content, 'base64'));
          this.tables[`records/${collection}`].put(record.id, { ...rest, blob } as StoredRecord);
        } else this.tables[`records/${collection}`].put(record.id, record);
      }
    }
    this.meta = { layout: STORE_LAYOUT, version: data.version, seededAt: data.seededAt };
    writeFileAtomic(join(this.dir, META_FILE), serialise(this.meta));
  }

  /** Watches the folders: a changed file is read again before the next read of the data. */
  private watch(): void {
    try {
      const folders: [string, string][] = [
        ['', this.dir],
        ...TABLE_NAMES.map((name): [string, string] => [name, this.tables[name].dir]),
      ];
      for (const [name, folder] of folders) {
        const watcher = watch(folder, { persistent: false }, (_event, file) => {
          if (file) this.dirty.add(`${name}\n${basename(String(file))}`);
        });
        watcher.on('error', () => watcher.close());
        this.watchers.push(watcher);
      }
      this.watching = true;
    } catch (error) {
      this.close();
      console.warn(
        `[dev-api] cannot watch ${this.dir} (${(error as Error).message}): hand edits are read at the next start`,
      );
    }
  }

  /** Reads again what changed on disk since the last read. */
  private refresh(): void {
    if (!this.dirty.size) return;
    const changes = [...this.dirty];
    this.dirty.clear();
    for (const change of changes) {
      const [name, file] = change.split('\n') as [string, string];
      if (name === '') {
        if (file === META_FILE) this.meta = this.readMeta() ?? this.meta;
      } else this.tables[name as TableName].fileChanged(file);
    }
  }

  /** Stops watching the folders. */
  close(): void {
    for (const watcher of this.watchers.splice(0)) watcher.close();
    this.watching = false;
  }

  /** The data (read only: change it with the methods below). */
  get data(): DevApiData {
    this.refresh();
    return this.view;
  }

  /** Writes a record of a write call's collection (new or changed): one file. */
  putRecord(collection: RecordCollection, record: StoredRecord): void {
    this.refresh();
    this.tables[`records/${collection}`].put(record.id, record);
  }

  /** Writes a student's profile: one file. */
  putStudent(student: StudentProfile): void {
    this.refresh();
    this.tables.students.put(student.studentUPId, student);
  }

  /** Writes a student's invoices and payments (a payment made at the checkout page): one file. */
  putPayments(studentUPId: string, record: PaymentRecord): void {
    this.refresh();
    this.tables.payments.put(studentUPId, record);
  }

  /** Writes a student's photo: its bytes (blobs/) and its record. */
  putImage(studentUPId: string, contentType: string, bytes: Buffer): StoredImage {
    this.refresh();
    const image: StoredImage = { contentType, size: bytes.length, blob: blobName('image', studentUPId) };
    this.writeBlob(image.blob, bytes);
    this.tables.images.put(studentUPId, image);
    return image;
  }

  /** Restores the seed (as of now). */
  reset(now: Date = new Date()): void {
    this.writeSnapshot(buildSeed(now));
  }

  /** Where the bytes of a blob are. */
  blobPath(name: string): string {
    if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) throw new Error(`Bad blob name ${name}`);
    return join(this.blobsDir, name);
  }

  /** Writes a blob through a temporary file and a rename. */
  writeBlob(name: string, bytes: Buffer): void {
    const path = this.blobPath(name);
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, bytes);
    renameSync(temp, path);
  }

  /** A new temporary file in blobs/ (to stream an upload into); `blobPath` of its final name after a rename. */
  tempBlobPath(): string {
    mkdirSync(this.blobsDir, { recursive: true });
    return join(
      this.blobsDir,
      `.upload-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.tmp`,
    );
  }

  /** Files written so far, per table (for tests and figures). */
  writeCounts(): Record<string, number> {
    return Object.fromEntries(TABLE_NAMES.map((name) => [name, this.tables[name].writes]));
  }
}
