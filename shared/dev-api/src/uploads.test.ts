/** Black-box tests of the upload limits (POST v1/files, the student photo, JSON bodies): a file, a
 * request, an opportunity's files and all uploads together each have a limit, answered 413 with a JSON
 * message; what is refused leaves nothing on disk, and what is kept lies in blobs/, beside records of
 * a few hundred bytes. A file of exactly the file limit is taken (the page's limit, the same number). Small
 * limits are set with the server's flags; some tests use the defaults. */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@portal/config';
import { DEFAULT_LIMITS } from './limits';
import { readData } from './testing/dataFolder';
import { apiSend, startDevApi, type DevApiProcess } from './testing/devApiProcess';
import type { StoredRecord } from '@portal/mock-api';

jest.setTimeout(30000);

const KB = 1024;
const LIMITS = [
  '--upload-file-limit=64KB',
  '--upload-request-limit=160KB',
  '--upload-opportunity-limit=200KB',
  '--upload-total-limit=300KB',
];

let dataDir: string;
let api: DevApiProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dev-api-uploads-'));
  api = await startDevApi(dataDir, LIMITS);
});
afterAll(async () => {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A PDF of `size` bytes (a document type the API takes: its header, then filling). */
const bytes = (size: number) => {
  const pdf = new Uint8Array(size).fill(0x20);
  pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new Blob([pdf]);
};

function form(opportunityId: string, ...sizes: number[]): FormData {
  const body = new FormData();
  sizes.forEach((size, i) => body.append('file', bytes(size), `doc-${i}.pdf`));
  body.append('opportunityid', opportunityId);
  return body;
}

async function upload(body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.baseUrl}/v1/files`, {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return [res.status, (await res.json()) as { message?: string } & StoredRecord[]] as const;
}

/** What the data folder holds of uploads: their records, the blobs' bytes and stray temporary files. */
function onDisk() {
  const blobs = join(dataDir, 'blobs');
  const uploads = readdirSync(blobs).filter((n) => n.startsWith('upload-'));
  return {
    records: readData(dataDir).records.uploads.length,
    uploadBytes: uploads.reduce((sum, n) => sum + statSync(join(blobs, n)).size, 0),
    temporary: readdirSync(blobs).filter((n) => n.endsWith('.tmp')).length,
  };
}

/** A multipart body sent as a stream (no Content-Length): one file of `size` bytes in 16 KB pieces. */
function streamedUpload(size: number, boundary = 'dev-api-test-boundary') {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n`;
  const tail = `\r\n--${boundary}\r\nContent-Disposition: form-data; name="opportunityid"\r\n\r\nOPP-STREAM\r\n--${boundary}--\r\n`;
  const piece = new Uint8Array(16 * KB).fill(1);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => c.enqueue(new TextEncoder().encode(head)),
    pull(c) {
      if (sent >= size) {
        c.enqueue(new TextEncoder().encode(tail));
        c.close();
        return;
      }
      const next = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += next.length;
      c.enqueue(next);
    },
  });
  return { stream, sent: () => sent, type: `multipart/form-data; boundary=${boundary}` };
}

test('a file over the file limit is refused with 413 and leaves nothing behind', async () => {
  const before = onDisk();
  const [status, body] = await upload(form('OPP-A', 10 * KB, 65 * KB));
  expect(status).toBe(413);
  expect(body).toEqual({ message: 'The file doc-1.pdf is larger than 64Kb' });
  expect(onDisk()).toEqual(before);
});

/** Sends only the head of a request that declares a body of `length` bytes; answers the status and body. */
function declareOnly(length: number): Promise<[number, unknown]> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.baseUrl}/v1/files`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(length) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        req.destroy();
        resolve([res.statusCode ?? 0, JSON.parse(text) as unknown]);
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

test('a request over the request limit is refused, declared or streamed', async () => {
  const before = onDisk();
  // A Content-Length over the limit is refused before a byte of the body is read.
  expect(await declareOnly(161 * KB)).toEqual([413, { message: 'The upload is larger than 160Kb' }]);

  // Without a Content-Length the server counts as it reads, and stops keeping bytes at the limit. The
  // rest is read and dropped up to one more request limit (past that the connection is cut, and the
  // client may see a reset rather than the 413), so the body here stays under twice the limit.
  const streamed = streamedUpload(4 * 64 * KB);
  const [status] = await upload(streamed.stream, { 'content-type': streamed.type });
  expect(status).toBe(413);
  expect(onDisk()).toEqual(before);
});

test("an opportunity's files and all uploads together have a limit", async () => {
  const [ok, files] = await upload(form('OPP-B', 60 * KB, 60 * KB));
  expect([ok, files.map((f) => f.size)]).toEqual([201, [60 * KB, 60 * KB]]);
  expect((await upload(form('OPP-B', 60 * KB)))[0]).toBe(201);
  const [full, body] = await upload(form('OPP-B', 30 * KB));
  expect([full, body.message]).toEqual([
    413,
    'The files of opportunity OPP-B would be larger than 200Kb together',
  ]);
  // Another opportunity still has room, until every upload together reaches the total limit.
  expect((await upload(form('OPP-C', 60 * KB)))[0]).toBe(201);
  const [total, totalBody] = await upload(form('OPP-D', 60 * KB, 60 * KB));
  expect(total).toBe(413);
  expect(totalBody.message).toMatch(/^The development backend keeps at most 300Kb of uploads/);
  expect(onDisk()).toEqual({ records: 4, uploadBytes: 240 * KB, temporary: 0 });
});

test("what is kept is in blobs/; the uploads' records stay small", () => {
  const folder = join(dataDir, 'records', 'uploads');
  const sizes = readdirSync(folder).map((n) => statSync(join(folder, n)).size);
  expect(sizes).toHaveLength(4);
  expect(Math.max(...sizes)).toBeLessThan(512);
});

test('a JSON body over 1 MB is refused with 413', async () => {
  const json = await apiSend(api.baseUrl, 'POST', 'v1/contact', {
    body: { firstName: 'A', lastName: 'B', email: 'a@example.com', notes: 'x'.repeat(1024 * KB) },
  });
  expect([json.status, await json.json()]).toEqual([413, { message: 'The request body is larger than 1Mb' }]);
});

test('at the default limits a streamed 40 MB upload is refused at 32 MB and nothing is kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-uploads-default-'));
  const server = await startDevApi(dir);
  try {
    const blobs = () => readdirSync(join(dir, 'blobs')).length;
    const before = blobs();
    const big = streamedUpload(40 * 1024 * KB);
    const res = await fetch(`${server.baseUrl}/v1/files`, {
      method: 'POST',
      body: big.stream,
      headers: { 'content-type': big.type },
      duplex: 'half',
    } as RequestInit);
    expect([res.status, await res.json()]).toEqual([
      413,
      { message: 'The file big.bin is larger than 32Mb' },
    ]);
    // How much the client had sent when it read the response depends on the machine's load (the server drains
    // the rest up to the request limit so that the client reads the 413 rather than a reset): not checked.
    expect(blobs()).toBe(before);
    expect(readData(dir).records.uploads).toEqual([]);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

describe("the file limit is the page's: a file of exactly the limit is taken, one byte more refused", () => {
  /** A PDF of exactly `size` bytes, uploaded to a server at `baseUrl`. */
  const uploadTo = async (baseUrl: string, size: number) => {
    const body = new FormData();
    body.append('file', bytes(size), 'scan.pdf');
    body.append('opportunityid', 'OPP-EDGE');
    const res = await fetch(`${baseUrl}/v1/files`, { method: 'POST', body });
    return [res.status, (await res.json()) as { message?: string } & StoredRecord[]] as const;
  };

  test('at the default limit, 32Mb: the number @portal/config gives the page (MAX_UPLOAD_BYTES)', async () => {
    expect(DEFAULT_LIMITS.uploadFileBytes).toBe(MAX_UPLOAD_BYTES);
    expect(MAX_UPLOAD_BYTES).toBe(32 * 1024 * 1024);
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-uploads-edge-'));
    const server = await startDevApi(dir);
    try {
      const [taken, files] = await uploadTo(server.baseUrl, MAX_UPLOAD_BYTES);
      expect([taken, files[0]?.size]).toEqual([201, MAX_UPLOAD_BYTES]);
      expect(await uploadTo(server.baseUrl, MAX_UPLOAD_BYTES + 1)).toEqual([
        413,
        { message: 'The file scan.pdf is larger than 32Mb' },
      ]);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('at a limit of the flag (64Kb)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-uploads-edge-'));
    const server = await startDevApi(dir, ['--upload-file-limit=64KB']);
    try {
      expect((await uploadTo(server.baseUrl, 64 * KB))[0]).toBe(201);
      expect(await uploadTo(server.baseUrl, 64 * KB + 1)).toEqual([
        413,
        { message: 'The file scan.pdf is larger than 64Kb' },
      ]);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
