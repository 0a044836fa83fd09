/** The data on disk: one JSON file (`db.json`) in the data folder. The first start seeds it, later
 * starts load it, `reset` writes the seed again. Every write goes to a temporary file that is then
 * renamed over the old one, so a crash never leaves half a file. A hand edit of db.json while the
 * server runs is picked up on the next request. */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write';
import { buildSeed, SEED_VERSION } from './seed';
import type { DevApiData } from './types';

export const DB_FILE = 'db.json';

export class DataStore {
  readonly file: string;
  private current: DevApiData;
  /** Modification time of db.json when it was last read or written by this store. */
  private seenMtime = 0;

  private constructor(file: string, data: DevApiData) {
    this.file = file;
    this.current = data;
    this.seenMtime = this.mtime();
  }

  private mtime(): number {
    try {
      return statSync(this.file).mtimeMs;
    } catch {
      return 0;
    }
  }

  /** Reloads db.json when someone else changed it since this store last read or wrote it. */
  private refresh(): void {
    const mtime = this.mtime();
    if (mtime === 0 || mtime === this.seenMtime) return;
    try {
      const data = JSON.parse(readFileSync(this.file, 'utf8')) as DevApiData;
      if (data && data.version === SEED_VERSION && Array.isArray(data.students)) this.current = data;
    } catch {
      // Half-edited or broken: keep serving what we have.
    }
    this.seenMtime = mtime;
  }

  /** Opens the store in `dir`: loads db.json, or seeds it when it is missing, unreadable or from an
   * older seed version (or always when `reset`). `seeded` says whether the seed was written. */
  static open(
    dir: string,
    { reset = false, now = new Date() }: { reset?: boolean; now?: Date } = {},
  ): { store: DataStore; seeded: boolean; reason: string } {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, DB_FILE);
    if (!reset && existsSync(file)) {
      try {
        const data = JSON.parse(readFileSync(file, 'utf8')) as DevApiData;
        if (data && data.version === SEED_VERSION && Array.isArray(data.students)) {
          return { store: new DataStore(file, data), seeded: false, reason: `loaded ${file}` };
        }
      } catch {
        // Unreadable: seed again below.
      }
    }
    const store = new DataStore(file, buildSeed(now));
    store.save();
    return { store, seeded: true, reason: reset ? `reset ${file} to the seed` : `seeded ${file}` };
  }

  get data(): DevApiData {
    this.refresh();
    return this.current;
  }

  /** Changes the data and writes it to disk. */
  update(change: (data: DevApiData) => void): void {
    this.refresh();
    change(this.current);
    this.save();
  }

  /** Restores the seed (as of now) and writes it. */
  reset(now: Date = new Date()): void {
    this.current = buildSeed(now);
    this.save();
  }

  save(): void {
    writeFileAtomic(this.file, `${JSON.stringify(this.current, null, 1)}\n`);
    this.seenMtime = this.mtime();
  }
}
