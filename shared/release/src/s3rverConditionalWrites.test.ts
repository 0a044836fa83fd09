/** @jest-environment node */
// s3rver, the S3 stand-in of the tests and of local runs, answers conditional writes as S3 does
// (patches/s3rver@3.7.1.patch; s3rver 3.7.1 itself writes whatever the conditions say): what the S3 store's
// compare-and-swap of remotes.json relies on.
import { GetObjectCommand, PutObjectCommand, S3Client, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import { localS3, type LocalS3 } from './testing/localS3';

let s3: LocalS3;
let client: S3Client;
beforeAll(async () => {
  s3 = await localS3();
  client = s3.client;
});
afterAll(() => s3.close());

const put = (key: string, body: string, conditions: Partial<PutObjectCommandInput> = {}) =>
  client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ...conditions }));
const read = async (key: string) =>
  (await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToString();
/** The error a write ends with: its S3 code and HTTP status. */
const failure = (write: Promise<unknown>) =>
  write.then(
    () => 'written',
    (error: Error & { $metadata?: { httpStatusCode?: number } }) =>
      `${error.name} ${error.$metadata?.httpStatusCode}`,
  );

it('writes with If-None-Match: * only where no object has the key', async () => {
  await expect(put('a.json', 'first', { IfNoneMatch: '*' })).resolves.toBeTruthy();
  expect(await failure(put('a.json', 'second', { IfNoneMatch: '*' }))).toBe('PreconditionFailed 412');
  expect(await read('a.json')).toBe('first');
});

it('writes with If-Match only over the object that has that ETag', async () => {
  const { ETag: first } = await put('b.json', 'one');
  const { ETag: second } = await put('b.json', 'two', { IfMatch: first });
  expect(second).not.toBe(first);
  expect(await failure(put('b.json', 'three', { IfMatch: first }))).toBe('PreconditionFailed 412');
  expect(await read('b.json')).toBe('two');
  expect(await failure(put('none.json', 'x', { IfMatch: first }))).toBe('NoSuchKey 404');
  // A write without conditions still replaces the object.
  await put('b.json', 'four');
  expect(await read('b.json')).toBe('four');
});

it('lets one of several writes conditional on the same ETag succeed', async () => {
  const { ETag } = await put('c.json', 'start');
  const outcomes = await Promise.all(
    Array.from({ length: 8 }, (_, n) => failure(put('c.json', `writer ${n}`, { IfMatch: ETag }))),
  );
  expect(outcomes.filter((outcome) => outcome === 'written')).toHaveLength(1);
  expect(outcomes.filter((outcome) => outcome === 'PreconditionFailed 412')).toHaveLength(7);
  expect(await read('c.json')).toBe(`writer ${outcomes.indexOf('written')}`);
});

it('answers a write once its object is there whole: a read gets the object before or after it, never half', async () => {
  const size = 256 * 1024;
  await put('d.bin', 'x'.repeat(size));
  const torn: string[] = [];
  for (const mark of 'abcde') {
    const write = put('d.bin', mark.repeat(size));
    // Reads while the write goes on, a few milliseconds apart.
    const reads: Promise<string>[] = [];
    for (let n = 0; n < 4; n++) {
      reads.push(read('d.bin').catch((error: Error) => error.name));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await write;
    for (const body of [...(await Promise.all(reads)), await read('d.bin')])
      if (body.length !== size || new Set(body).size !== 1) torn.push(`${body.length} bytes`);
    expect(await read('d.bin')).toBe(mark.repeat(size));
  }
  expect(torn).toEqual([]);
  // Thirty-five reads of 256 KB through s3rver: seconds each on a loaded machine.
}, 60_000);
