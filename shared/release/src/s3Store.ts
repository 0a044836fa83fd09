import { randomBytes } from 'node:crypto';
import type { RemotesDocument } from '@portal/remote-contract';
import { cacheControlOf } from '@portal/deployment';
import { integrityOf } from './integrityOf';
import {
  conditionFailed,
  noSuchKey,
  parseS3Location,
  s3Connection,
  type S3StoreOptions,
} from './s3Connection';
import {
  RemotesConflict,
  conflictMessage,
  isStoreKey,
  notAKey,
  type FileHeaders,
  type HistoryEntry,
  type ProvidersIndex,
  type ReleaseStore,
  type StoredFile,
  type StoredProviders,
  type StoredRemotes,
} from './store';

/** How many objects are read at once when their hashes are computed. */
const READS_AT_ONCE = 8;

/** What of a build an S3 store does not take. Source maps: the bucket's objects are served, and maps are for the
 * error collector only. Gzipped and brotli copies: S3 cannot choose one for a browser that takes gzip or brotli,
 * and the CDN compresses as it sends. */
function leavesOut(name: string): string | undefined {
  if (name.endsWith('.map')) return 'source map (for the error collector, never served)';
  if (name.endsWith('.gz')) return 'gzipped copy (the CDN compresses)';
  if (name.endsWith('.br')) return 'brotli copy (the CDN compresses)';
  return undefined;
}

/** Sorts like the time it names: history keys are `history/<UTC time>-<random>.json`. */
const historyStamp = (at: string) => at.replace(/[-:.]/g, '');

async function runEach<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The store as objects in an S3 bucket (AWS S3 or an S3-compatible service), under `s3://bucket/prefix`:
 *   <prefix>/remotes.json             the shell reads it on every page load (Cache-Control: no-cache)
 *   <prefix>/providers.json           the published providers' index (the same compare-and-swap)
 *   <prefix>/releases/<key>           each version's files, served by the CDN at <public URL>/<remote>/<version>/,
 *                                     each object with its kind's Cache-Control and Content-Type
 *   <prefix>/history/<time>-<id>.json one object per change, written once, never replaced
 * The compare-and-swap of remotes.json is S3's conditional write: PUT with If-Match: <the ETag read> (or
 * If-None-Match: * when there was none); S3 refuses it (412) when the object has changed since. Every write is
 * conditional: a version's files and a change of the history are written only where there is no object yet.
 * History and nothing else outside releases/ is for the CDN to serve (docs/releasing.md#s3).
 */
export function s3Store(address: string, options: S3StoreOptions = {}): ReleaseStore {
  const { bucket, prefix } = parseS3Location(address);
  const where = `s3://${bucket}/${prefix}`;
  const location = where.replace(/\/$/, '');
  const remotesKey = `${prefix}remotes.json`;
  const providersKey = `${prefix}providers.json`;
  const releases = `${prefix}releases/`;
  const history = `${prefix}history/`;
  const { connect, explain } = s3Connection(bucket, location, options);

  /** The bytes and ETag of an object, or undefined when there is none. */
  async function read(key: string): Promise<{ bytes: Buffer; etag: string } | undefined> {
    const { client, sdk } = await connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      return { bytes: Buffer.from(await object.Body!.transformToByteArray()), etag: object.ETag ?? '' };
    } catch (error) {
      if (noSuchKey(error)) return undefined;
      throw explain(key, error);
    }
  }

  /**
   * Writes an object on a condition (If-Match an ETag, or If-None-Match: * for none). Returns its new ETag, or
   * undefined when the condition did not hold and the object is not these bytes. A write the SDK sent again (its
   * first answer lost) finds its own bytes there: that is this write, done.
   */
  async function writeIf(
    key: string,
    body: Uint8Array,
    headers: FileHeaders,
    expected: string | null,
  ): Promise<string | undefined> {
    const { client, sdk } = await connect();
    try {
      const written = await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          ...(expected === null ? { IfNoneMatch: '*' } : { IfMatch: expected }),
        }),
      );
      return written.ETag ?? '';
    } catch (error) {
      if (!conditionFailed(error)) throw explain(key, error);
      const there = await read(key);
      return there && Buffer.compare(there.bytes, body) === 0 ? there.etag : undefined;
    }
  }

  /** Every key under a prefix, in S3's order (ascending). */
  async function keysUnder(under: string): Promise<{ key: string; size: number }[]> {
    const { client, sdk } = await connect();
    const keys: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      let page;
      try {
        page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }),
        );
      } catch (error) {
        throw explain(under, error);
      }
      for (const object of page.Contents ?? [])
        if (object.Key) keys.push({ key: object.Key, size: object.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** A document of the store's root (remotes.json, providers.json): an object, with its ETag. */
  async function readDocument(
    key: string,
    what: string,
  ): Promise<{ document: object; version: string | null }> {
    const object = await read(key);
    if (!object) return { document: {}, version: null };
    const name = key.slice(prefix.length);
    let document: unknown;
    try {
      document = JSON.parse(object.bytes.toString('utf8'));
    } catch (error) {
      throw new Error(`${where}${name} is not JSON (${(error as Error).message})`);
    }
    if (typeof document !== 'object' || document === null || Array.isArray(document))
      throw new Error(`${where}${name} must map ${what}`);
    return { document, version: object.etag };
  }

  /** Replaces a document of the store's root if its ETag is still `expected`: S3's conditional write. */
  async function writeDocument(key: string, document: object, expected: string | null): Promise<string> {
    const bytes = Buffer.from(`${JSON.stringify(document, null, 2)}\n`);
    const name = key.slice(prefix.length);
    const etag = await writeIf(
      key,
      bytes,
      { contentType: 'application/json', cacheControl: cacheControlOf(`/${name}`) },
      expected,
    );
    if (etag === undefined) throw new RemotesConflict(conflictMessage(`${where}${name}`));
    return etag;
  }

  const readRemotes = async (): Promise<StoredRemotes> =>
    (await readDocument(remotesKey, "each remote's id to its declaration")) as StoredRemotes;
  const writeRemotes = (document: RemotesDocument, expected: string | null): Promise<string> =>
    writeDocument(remotesKey, document, expected);
  const readProviders = async (): Promise<StoredProviders> =>
    (await readDocument(providersKey, "each published provider's slug to its version")) as StoredProviders;
  const writeProviders = (index: ProvidersIndex, expected: string | null): Promise<string> =>
    writeDocument(providersKey, index, expected);

  async function putFile(key: string, body: Uint8Array, headers: FileHeaders): Promise<void> {
    if (!isStoreKey(key)) throw notAKey(key);
    if ((await writeIf(releases + key, body, headers, null)) === undefined)
      throw new Error(
        `${where}releases/${key} is there already with other bytes (another publish of this version at the same time?): a published version's files never change. Nothing was published.`,
      );
  }

  async function replaceFile(key: string, body: Uint8Array, headers: FileHeaders): Promise<void> {
    if (!isStoreKey(key)) throw notAKey(key);
    const { client, sdk } = await connect();
    try {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: releases + key,
          Body: body,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
        }),
      );
    } catch (error) {
      throw explain(releases + key, error);
    }
  }

  async function readFile(key: string): Promise<Uint8Array | undefined> {
    if (!isStoreKey(key)) throw notAKey(key);
    return (await read(releases + key))?.bytes;
  }

  async function listFiles(under: string): Promise<StoredFile[]> {
    const folder = under.replace(/\/$/, '');
    if (!isStoreKey(folder)) throw notAKey(under);
    const objects = await keysUnder(`${releases}${folder}/`);
    const files = await runEach(objects, READS_AT_ONCE, async ({ key }) => {
      const object = await read(key);
      if (!object) throw new Error(`s3://${bucket}/${key} was listed, then could not be read`);
      return {
        key: key.slice(releases.length),
        size: object.bytes.length,
        integrity: integrityOf(object.bytes),
      };
    });
    return files.sort((a, b) => a.key.localeCompare(b.key));
  }

  async function appendHistory(change: HistoryEntry): Promise<void> {
    const key = `${history}${historyStamp(change.at)}-${randomBytes(6).toString('hex')}.json`;
    const bytes = Buffer.from(`${JSON.stringify(change)}\n`);
    const written = await writeIf(
      key,
      bytes,
      { contentType: 'application/json', cacheControl: 'no-store' },
      null,
    );
    if (written === undefined) throw new Error(`s3://${bucket}/${key} is there already`);
  }

  async function readHistory(last?: number): Promise<HistoryEntry[]> {
    const keys = (await keysUnder(history)).filter(({ key }) => key.endsWith('.json'));
    const chosen = last === undefined ? keys : last > 0 ? keys.slice(-last) : [];
    return runEach(chosen, READS_AT_ONCE, async ({ key }) => {
      const object = await read(key);
      if (!object) throw new Error(`s3://${bucket}/${key} was listed, then could not be read`);
      return JSON.parse(object.bytes.toString('utf8')) as HistoryEntry;
    });
  }

  return {
    location,
    readRemotes,
    writeRemotes,
    readProviders,
    writeProviders,
    putFile,
    replaceFile,
    readFile,
    listFiles,
    leavesOut,
    appendHistory,
    readHistory,
  };
}
