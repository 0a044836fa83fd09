/** The store in memory (Jest, the browser's mock-user mode), and what any store is filled with from the seed.
 * The local backend's store on disk (shared/dev-api) keeps the same collections, one file per value. */
import type { CollectionName, Collections, SeedData, Store } from './types';
import { RECORD_COLLECTIONS } from './types';

/** Every value of the seed with its collection and key, in order. */
export function seedEntries(seed: SeedData): [CollectionName, string, Collections[CollectionName]][] {
  const byStudent = (collection: CollectionName, values: Record<string, unknown>) =>
    Object.entries(values).map(([key, value]) => [collection, key, value] as [CollectionName, string, never]);
  return [
    ...seed.students.map((s) => ['students', s.studentUPId, s] as [CollectionName, string, never]),
    ...byStudent('enrolments', seed.enrolments),
    ...byStudent('files', seed.files),
    ...byStudent('payments', seed.payments),
    ...byStudent('images', seed.images),
    ...RECORD_COLLECTIONS.flatMap((c) =>
      seed.records[c].map((r) => [c, r.id, r] as [CollectionName, string, never]),
    ),
  ];
}

export class MemoryStore implements Store {
  private readonly values = new Map<CollectionName, Map<string, unknown>>();
  private readonly blobs = new Map<string, Uint8Array | { document: string }>();
  seededAt = '';

  /** `documents` reads a sample document of the seed (none: its bytes are missing). Without a seed, empty. */
  constructor(
    seed?: SeedData,
    private readonly documents?: (name: string) => Promise<Uint8Array | undefined>,
  ) {
    if (!seed) return;
    this.seededAt = seed.seededAt;
    for (const [collection, key, value] of seedEntries(seed))
      this.put(collection, key, structuredClone(value));
    for (const [name, bytes] of Object.entries(seed.blobs)) this.blobs.set(name, bytes);
  }

  private of(collection: CollectionName): Map<string, unknown> {
    let map = this.values.get(collection);
    if (!map) this.values.set(collection, (map = new Map()));
    return map;
  }

  get<C extends CollectionName>(collection: C, key: string): Collections[C] | undefined {
    return this.of(collection).get(key) as Collections[C] | undefined;
  }

  list<C extends CollectionName>(collection: C): Collections[C][] {
    return [...this.of(collection).values()] as Collections[C][];
  }

  put<C extends CollectionName>(collection: C, key: string, value: Collections[C]): void {
    this.of(collection).set(key, value);
  }

  async readBlob(name: string): Promise<Uint8Array | undefined> {
    const blob = this.blobs.get(name);
    return blob instanceof Uint8Array ? blob : blob && this.documents?.(blob.document);
  }

  async writeBlob(name: string, bytes: Uint8Array): Promise<void> {
    this.blobs.set(name, bytes);
  }

  async deleteBlob(name: string): Promise<void> {
    this.blobs.delete(name);
  }
}
