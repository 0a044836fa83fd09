/** @jest-environment node */
// The store as objects in an S3 bucket (s3rver standing in for S3): remotes.json changes only by a conditional
// write on the ETag the command read, a version's files are objects with their caching headers, listed with the
// hashes of their bytes, and the history is one object per change.
import { createHash } from 'node:crypto';
import net from 'node:net';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { s3Store } from './s3Store';
import { RemotesConflict, type HistoryEntry } from './store';
import { S3RVER_CREDENTIALS, localS3, type LocalS3 } from './testing/localS3';

let s3: LocalS3;
let client: S3Client;
beforeAll(async () => {
  s3 = await localS3();
  client = s3.client;
});
afterAll(() => s3.close());

/** Each test in a prefix of its own. */
let prefix: string;
let counter = 0;
beforeEach(() => {
  prefix = `deploy-${++counter}`;
});
const store = () =>
  s3Store(`s3://${s3.bucket}/${prefix}`, { endpoint: s3.endpoint, credentials: S3RVER_CREDENTIALS });
const keysUnder = async (under: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: under }))).Contents ?? []).map(
    (object) => object.Key,
  );
const declaration = (entry: string) => ({ id: 'payments', entry }) as never;

it('creates remotes.json only when the bucket has none, and changes it only from the ETag read', async () => {
  const deployment = store();
  expect(deployment.location).toBe(`s3://${s3.bucket}/${prefix}`);
  expect(await deployment.readRemotes()).toEqual({ document: {}, version: null });
  const first = await deployment.writeRemotes(
    { payments: declaration('https://a.example/remoteEntry.js') },
    null,
  );
  const read = await deployment.readRemotes();
  expect(read).toEqual({
    document: { payments: declaration('https://a.example/remoteEntry.js') },
    version: first,
  });

  // A second command that read the bucket before the first wrote: refused, and nothing is lost.
  await expect(
    deployment.writeRemotes({ payments: declaration('https://b.example/remoteEntry.js') }, null),
  ).rejects.toThrow(RemotesConflict);
  await expect(deployment.writeRemotes({}, null)).rejects.toThrow(
    `s3://${s3.bucket}/${prefix}/remotes.json changed after this command read it (another release was written first): nothing was changed. Run the command again to apply it to the new remotes.json.`,
  );
  expect((await deployment.readRemotes()).document).toEqual(read.document);

  const second = await deployment.writeRemotes(
    { payments: declaration('https://c.example/remoteEntry.js') },
    first,
  );
  expect(second).not.toBe(first);
  await expect(deployment.writeRemotes({}, first)).rejects.toThrow(RemotesConflict);
  // A change by another tool is a change too.
  await client.send(
    new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/remotes.json`, Body: '{"payments":{}}' }),
  );
  await expect(deployment.writeRemotes({}, second)).rejects.toThrow(RemotesConflict);
  // So is its deletion.
  const { version } = await deployment.readRemotes();
  await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/remotes.json` }));
  await expect(deployment.writeRemotes({}, version)).rejects.toThrow(RemotesConflict);

  // The shell reads it on every page load: revalidated each time.
  await deployment.writeRemotes({}, null);
  const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/remotes.json` }));
  expect(head).toMatchObject({ CacheControl: 'no-cache', ContentType: 'application/json' });
});

it("puts a version's files under releases/ with their headers, and lists them with the hashes of their bytes", async () => {
  const deployment = store();
  const script = { contentType: 'text/javascript', cacheControl: 'no-cache' };
  const chunk = { contentType: 'text/javascript', cacheControl: 'public, max-age=31536000, immutable' };
  await deployment.putFile('payments/1.2.0/remoteEntry.js', Buffer.from('a'), script);
  await deployment.putFile('payments/1.2.0/chunks/797.e064f2cc.js', Buffer.from('bb'), chunk);
  await deployment.putFile('payments/1.3.0/remoteEntry.js', Buffer.from('c'), script);

  // As the CDN gets them from the bucket.
  const served = await fetch(
    `${s3.endpoint}/${s3.bucket}/${prefix}/releases/payments/1.2.0/chunks/797.e064f2cc.js`,
  );
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(served.headers.get('content-type')).toBe('text/javascript');
  expect(await served.text()).toBe('bb');

  const files = await deployment.listFiles('payments/1.2.0/');
  expect(files.map(({ key, size }) => [key, size])).toEqual([
    ['payments/1.2.0/chunks/797.e064f2cc.js', 2],
    ['payments/1.2.0/remoteEntry.js', 1],
  ]);
  expect(files[1]!.integrity).toBe(`sha384-${createHash('sha384').update('a').digest('base64')}`);
  expect(await deployment.listFiles('profile/1.0.0/')).toEqual([]);

  // The hash is that of the object's bytes now, not of what was put.
  await client.send(
    new PutObjectCommand({
      Bucket: s3.bucket,
      Key: `${prefix}/releases/payments/1.2.0/remoteEntry.js`,
      Body: 'z',
    }),
  );
  expect((await deployment.listFiles('payments/1.2.0/'))[1]!.integrity).toBe(
    `sha384-${createHash('sha384').update('z').digest('base64')}`,
  );

  // A file put again: the same bytes are that file, other bytes are refused (a version's files never change).
  await deployment.putFile('payments/1.3.0/remoteEntry.js', Buffer.from('c'), script);
  await expect(deployment.putFile('payments/1.3.0/remoteEntry.js', Buffer.from('d'), script)).rejects.toThrow(
    `s3://${s3.bucket}/${prefix}/releases/payments/1.3.0/remoteEntry.js is there already with other bytes`,
  );
  for (const key of ['../remotes.json', '/etc/passwd', 'payments//x.js', 'payments/./x.js'])
    await expect(deployment.putFile(key, Buffer.from('x'), script)).rejects.toThrow(
      'is not a key of the store',
    );
  expect(deployment.leavesOut?.('remoteEntry.js.gz')).toBe('gzipped copy (the CDN compresses)');
  expect(deployment.leavesOut?.('remoteEntry.js.br')).toBe('brotli copy (the CDN compresses)');
  expect(deployment.leavesOut?.('797.e064f2cc.js.map')).toBe(
    'source map (for the error collector, never served)',
  );
  expect(deployment.leavesOut?.('remoteEntry.js')).toBeUndefined();
});

it('keeps every change as an object of its own, oldest first', async () => {
  const deployment = store();
  const change = (summary: string, second: number): HistoryEntry => ({
    at: `2026-11-22T10:00:0${second}.000Z`,
    by: 'Ana Rangi',
    action: 'promote',
    remote: 'payments',
    from: { live: '1.1.0', candidate: { version: '1.2.0', share: 10 } },
    to: { live: '1.2.0' },
    summary,
  });
  expect(await deployment.readHistory()).toEqual([]);
  await Promise.all([
    deployment.appendHistory(change('two', 2)),
    deployment.appendHistory(change('one', 1)),
    deployment.appendHistory(change('three', 3)),
  ]);
  await deployment.appendHistory(change('four', 4));
  const history = await deployment.readHistory();
  expect(history.map((entry) => entry.summary)).toEqual(['one', 'two', 'three', 'four']);
  expect(history.at(-1)).toEqual(change('four', 4));
  expect((await deployment.readHistory(2)).map((entry) => entry.summary)).toEqual(['three', 'four']);
  expect(await deployment.readHistory(0)).toEqual([]);
  const keys = await keysUnder(`${prefix}/history/`);
  expect(keys).toHaveLength(4);
  expect(keys[0]).toMatch(new RegExp(`^${prefix}/history/20261122T100001000Z-[0-9a-f]{12}\\.json$`));
});

it('says which bucket names and prefixes it takes', () => {
  expect(() => s3Store('s3://Portal_Bucket/x')).toThrow(
    's3://Portal_Bucket/x: an S3 store is s3://<bucket>/<prefix>, the bucket',
  );
  expect(() => s3Store('s3://portal/a/../b')).toThrow('is not a key of the store');
  expect(s3Store('s3://portal').location).toBe('s3://portal');
  expect(s3Store('s3://portal/releases/prod/').location).toBe('s3://portal/releases/prod');
});

it('gives up on a bucket that does not answer, with an error that says which object', async () => {
  // A server that takes the connection and never answers.
  const connections = new Set<net.Socket>();
  const silent = net.createServer((socket) => connections.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  try {
    const deployment = s3Store('s3://portal/prod', {
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      requestTimeoutMs: 200,
    });
    const started = Date.now();
    await expect(deployment.readRemotes()).rejects.toThrow(
      /^s3:\/\/portal\/prod\/remotes\.json: TimeoutError \(.*exceeded the configured 200 ms requestTimeout/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    for (const socket of connections) socket.destroy();
    silent.close();
  }
});

it('says how to give credentials when it has none', async () => {
  const saved = { ...process.env };
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'])
    delete process.env[name];
  // Nowhere else to look: no profile files, no instance metadata.
  Object.assign(process.env, {
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_CONFIG_FILE: '/nonexistent/config',
    AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/credentials',
  });
  try {
    await expect(s3Store('s3://portal/prod', { endpoint: s3.endpoint }).readRemotes()).rejects.toThrow(
      /^s3:\/\/portal\/prod: no AWS credentials \(.*\)\. Give them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE$/,
    );
  } finally {
    process.env = saved;
  }
});
