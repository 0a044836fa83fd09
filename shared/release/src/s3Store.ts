import { randomBytes } from 'node:crypto';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { RemotesDocument } from '@portal/remote-contract';
import { cacheControlOf } from '@portal/deployment';
import { integrityOf } from './integrityOf';
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

/** How to reach the bucket. What is not given comes from the AWS SDK's usual sources: AWS_REGION, AWS_PROFILE
 * and its files (~/.aws/config, ~/.aws/credentials), AWS_ACCESS_KEY_ID…, single sign-on, an instance's role. */
export interface S3StoreOptions {
  /** The address of an S3-compatible service (s3rver locally, MinIO…), its objects addressed path-style
   * (`<endpoint>/<bucket>/<key>`); else AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, else AWS's own. */
  endpoint?: string;
  region?: string;
  /** The keys to sign requests with (tests); else the SDK's chain above. Never from a file in a repository. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** How long one request may take (S3_REQUEST_TIMEOUT_MS by default). */
  requestTimeoutMs?: number;
}

/** How long one request to the bucket may take, and its connection. */
export const S3_REQUEST_TIMEOUT_MS = 30_000;
const S3_CONNECTION_TIMEOUT_MS = 5_000;
/** How many objects are read at once when their hashes are computed. */
const READS_AT_ONCE = 8;

/** `s3://bucket/prefix` as its bucket and the prefix of every key (empty, or ending with `/`). */
export function parseS3Location(location: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  const bucket = match?.[1] ?? '';
  const prefix = (match?.[2] ?? '').replace(/\/+$/, '');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `${location}: an S3 store is s3://<bucket>/<prefix>, the bucket's name 3 to 63 lower-case letters, digits, dots and hyphens`,
    );
  if (prefix && !isStoreKey(prefix)) throw new Error(`${location}: ${notAKey(prefix).message}`);
  return { bucket, prefix: prefix ? `${prefix}/` : '' };
}

/** The HTTP status of an error the SDK threw (undefined for one that never got an answer). */
const statusOf = (error: unknown): number | undefined =>
  (error as S3ServiceException | undefined)?.$metadata?.httpStatusCode;

/** No object has the key (not: no such bucket, which is a 404 too). */
const noSuchKey = (error: unknown) => statusOf(error) === 404 && (error as Error).name === 'NoSuchKey';

/** A write's condition did not hold: 412 (the object is another, or there is one), 409 (another conditional
 * write to the key at the same time), NoSuchKey (If-Match, and no object any more). */
const conditionFailed = (error: unknown) => [409, 412].includes(statusOf(error) ?? 0) || noSuchKey(error);

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
  let connection: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;

  /** The SDK and its client, loaded on the first request (a local store's commands never load it). */
  const connect = () =>
    (connection ??= (async () => {
      // The SDK warns on Node 20 that its versions after January 2027 need Node 22: the version this package pins
      // runs on Node 20, and the warning would follow every command's output.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
      const sdk = await import('@aws-sdk/client-s3');
      const endpoint = options.endpoint ?? process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
      const region =
        options.region ??
        process.env.AWS_REGION ??
        process.env.AWS_DEFAULT_REGION ??
        (endpoint ? 'us-east-1' : undefined);
      const client = new sdk.S3Client({
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(region ? { region } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // A request that takes longer ends in an error (the SDK tries it again, up to three times in all).
        requestHandler: {
          requestTimeout: options.requestTimeoutMs ?? S3_REQUEST_TIMEOUT_MS,
          connectionTimeout: S3_CONNECTION_TIMEOUT_MS,
          throwOnRequestTimeout: true,
        },
      });
      return { client, sdk };
    })());

  /** An SDK error as one that says which object and what went wrong. */
  const explain = (key: string, error: unknown): Error => {
    const { name, message } = error as Error;
    if (/region is missing/i.test(message))
      return new Error(
        `${location}: which region is the bucket in? Set AWS_REGION (or the region of your AWS profile)`,
      );
    if (/credential/i.test(message) && !statusOf(error))
      return new Error(
        `${location}: no AWS credentials (${message}). Give them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE`,
      );
    const status = statusOf(error);
    return new Error(
      `s3://${bucket}/${key}: ${status ? `${status} ` : ''}${name}${message && message !== name ? ` (${message})` : ''}`,
    );
  };

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
