/** The store on disk: one small JSON file per value, and the bytes of files and photos as files of their
 * own, so that a write costs the record it writes and nothing else; a write goes to a temporary file renamed
 * over the old one (write-file-atomic), so a crash, even kill -9, never leaves half a record.
 *
 *   meta.json                             { version, seededAt }: written last, so a folder without it (or of
 *                                         another seed version) is seeded again
 *   records/<collection>/<n>-<key>.json   a value: a student's profile, enrolments, files, payments or photo
 *                                         (key: studentUPId), or a write call's record (key: its id)
 *   blobs/<name>                          the bytes of a file, an upload or a photo
 *
 * `<n>` is the value's place in its list, so lists keep their order across restarts. Values are kept in
 * memory too: the folder is read at start (a hand edit is read at the next start). */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {
  MemoryStore,
  RECORD_COLLECTIONS,
  SEED_VERSION,
  buildSeed,
  seedEntries,
  seedStudents,
  type CollectionName,
  type Collections,
  type DemoAccount,
  type SeedData,
} from '@portal/mock-api';

const META_FILE = 'meta.json';
const json = (value: unknown): string => `${JSON.stringify(value, null, 1)}\n`;

/** The values of one collection folder, in the order of their places: [file name, key, value]. */
export function readFolder(folder: string): [string, string, unknown][] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^\d+-.+\.json$/.test(name))
    .sort()
    .map((name) => [
      name,
      decodeURIComponent(name.slice(name.indexOf('-') + 1, -5)),
      JSON.parse(readFileSync(join(folder, name), 'utf8')),
    ]);
}

/** The store in memory (@portal/mock-api's), each value also written to its own file. */
const EMPTY_RECORDS = Object.fromEntries(
  RECORD_COLLECTIONS.map((c) => [c, []]),
) as unknown as SeedData['records'];

export class DiskStore extends MemoryStore {
  /** The file of each value, by `<collection>/<key>`. */
  private readonly names = new Map<string, string>();
  /** The next place of each collection. */
  private readonly next = new Map<CollectionName, number>();

  private constructor(readonly dir: string) {
    super();
  }

  /** Opens the store in `dir`: loads it, or seeds it when it has no data of this seed version (or always when
   * `reset`); `documentsDir` holds the seed's sample documents (@portal/mock-api's src/seed/documents). */
  static open(dir: string, { reset = false, documentsDir }: { reset?: boolean; documentsDir: string }) {
    const store = new DiskStore(dir);
    let meta: { version?: number; seededAt?: string } = {};
    try {
      meta = reset ? {} : JSON.parse(readFileSync(join(dir, META_FILE), 'utf8'));
    } catch {
      // No data yet: seeded below.
    }
    if (meta.version === SEED_VERSION && meta.seededAt) {
      store.seededAt = meta.seededAt;
      for (const collection of readdirSync(join(dir, 'records')) as CollectionName[])
        for (const [name, key, value] of readFolder(join(dir, 'records', collection))) {
          store.names.set(`${collection}/${key}`, name);
          MemoryStore.prototype.put.call(store, collection, key, value as never);
          store.next.set(collection, Math.max(store.next.get(collection) ?? 1, parseInt(name, 10) + 1));
        }
      store.removeStaleTemps();
      return { store, reason: `loaded ${dir}` };
    }
    store.seed(documentsDir);
    return { store, reason: reset ? `reset ${dir} to the seed` : `seeded ${dir}` };
  }

  /** Writes the seed (as of now) in place of everything. */
  private seed(documentsDir: string): void {
    for (const part of [META_FILE, 'records', 'blobs'])
      rmSync(join(this.dir, part), { recursive: true, force: true });
    mkdirSync(join(this.dir, 'blobs'), { recursive: true });
    for (const c of RECORD_COLLECTIONS) mkdirSync(join(this.dir, 'records', c), { recursive: true });
    const seed = buildSeed();
    // One write per value; the seed is complete once meta.json is there.
    for (const [collection, key, value] of seedEntries(seed)) this.put(collection, key, value, false);
    for (const [name, bytes] of Object.entries(seed.blobs))
      writeFileSync(
        this.blobPath(name),
        bytes instanceof Uint8Array ? bytes : readFileSync(join(documentsDir, bytes.document)),
      );
    this.seededAt = seed.seededAt;
    writeFileAtomic.sync(join(this.dir, META_FILE), json({ version: seed.version, seededAt: seed.seededAt }));
  }

  /** Adds the seed's values of students who have none yet (the accounts of a provider published while the
   * backend runs), as of the seed's day; a student who has values keeps them. */
  addStudents(accounts: readonly DemoAccount[], documentsDir: string): void {
    const fresh = accounts.filter((a) => a.studentUPId && !this.get('students', a.studentUPId));
    if (!fresh.length) return;
    const seed = seedStudents(fresh, this.seededAt);
    for (const [collection, key, value] of seedEntries({ ...seed, records: EMPTY_RECORDS }))
      this.put(collection, key, value);
    for (const [name, bytes] of Object.entries(seed.blobs))
      writeFileSync(
        this.blobPath(name),
        bytes instanceof Uint8Array ? bytes : readFileSync(join(documentsDir, bytes.document)),
      );
  }

  /** Removes temporary files of uploads that a crash left behind (older than an hour). */
  private removeStaleTemps(): void {
    const blobs = join(this.dir, 'blobs');
    mkdirSync(blobs, { recursive: true });
    for (const name of readdirSync(blobs).filter((n) => n.endsWith('.tmp')))
      if (statSync(join(blobs, name)).mtimeMs < Date.now() - 3600_000)
        rmSync(join(blobs, name), { force: true });
  }

  /** Writes one value: its own file (a new key gets the next place). */
  override put<C extends CollectionName>(
    collection: C,
    key: string,
    value: Collections[C],
    atomic = true,
  ): void {
    const folder = join(this.dir, 'records', collection);
    let name = this.names.get(`${collection}/${key}`);
    if (!name) {
      const place = this.next.get(collection) ?? 1;
      if (place === 1) mkdirSync(folder, { recursive: true });
      this.next.set(collection, place + 1);
      name = `${String(place).padStart(6, '0')}-${encodeURIComponent(key)}.json`;
      this.names.set(`${collection}/${key}`, name);
    }
    // The rename is what makes a write whole: no fsync, which only matters if the machine itself stops.
    if (atomic) writeFileAtomic.sync(join(folder, name), json(value), { fsync: false });
    else writeFileSync(join(folder, name), json(value));
    super.put(collection, key, value);
  }

  /** Where the bytes of a blob are (a name of letters, digits, '.', '_' and '-' only). */
  blobPath(name: string): string {
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) throw new Error(`Bad blob name ${name}`);
    return join(this.dir, 'blobs', name);
  }

  override async readBlob(name: string): Promise<Uint8Array | undefined> {
    return readFile(this.blobPath(name)).catch(() => undefined);
  }

  override async writeBlob(name: string, bytes: Uint8Array): Promise<void> {
    await writeFileAtomic(this.blobPath(name), Buffer.from(bytes), { fsync: false });
  }

  /** Makes a finished temporary file (an upload streamed to disk) the blob `name`. */
  async adoptBlob(temp: string, name: string): Promise<void> {
    await rename(temp, this.blobPath(name));
  }

  override async deleteBlob(name: string): Promise<void> {
    await rm(this.blobPath(name), { force: true });
  }
}
