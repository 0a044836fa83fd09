/** Black-box tests of the documents the local backend keeps (POST v1/files, read as it streams in): a PDF, JPEG
 * or PNG by its bytes, the first of them and the last (a JPEG's end marker arrives with the last piece of a large
 * file), and by a name that says what it is; anything else is refused and leaves nothing on disk. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_FILES, type StoredRecord } from '@portal/mock-api';
import { readData } from './testing/dataFolder';
import { startDevApi, type DevApiProcess } from './testing/devApiProcess';

jest.setTimeout(30000);

let dataDir: string;
let api: DevApiProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dev-api-documents-'));
  api = await startDevApi(dataDir);
});
afterAll(async () => {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(name: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append('opportunityid', 'OPP-DOCS');
  body.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
  const res = await fetch(`${api.baseUrl}/v1/files`, { method: 'POST', body });
  return [res.status, (await res.json()) as { message?: string } & StoredRecord[]] as const;
}

/** What is on disk of uploads: their records and their bytes. */
const onDisk = () => ({
  records: readData(dataDir).records.uploads.length,
  blobs: readdirSync(join(dataDir, 'blobs')).filter((n) => n.startsWith('upload-')).length,
});

/** The sample JPEG made about 1.2 MB large by comments after its start (a JPEG still, its end marker last). */
function largeJpeg(): Uint8Array {
  const comment = new Uint8Array(60_000);
  comment.set([0xff, 0xfe, (60_000 - 2) >> 8, (60_000 - 2) & 0xff]);
  const parts = [SAMPLE_FILES.jpeg.subarray(0, 2), ...Array(20).fill(comment), SAMPLE_FILES.jpeg.subarray(2)];
  const joined = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

test('a large JPEG is read to its end as it streams in: kept whole, refused cut short', async () => {
  const jpeg = largeJpeg();
  const [status, files] = await upload('scan.jpeg', jpeg);
  expect([status, files[0]?.contentType, files[0]?.size]).toEqual([201, 'image/jpeg', jpeg.length]);
  const before = onDisk();
  const [cut, body] = await upload('scan.jpeg', jpeg.subarray(0, jpeg.length - 100));
  expect([cut, body]).toEqual([415, { message: 'The file scan.jpeg is not a PDF, JPEG or PNG document' }]);
  expect(onDisk()).toEqual(before);
});

test('a program, a web page, an empty file or a spoofed name is refused and leaves nothing on disk', async () => {
  const before = onDisk();
  const exe = new Uint8Array(200_000);
  exe.set([0x4d, 0x5a]);
  expect((await upload('setup.exe', exe))[0]).toBe(415);
  expect((await upload('page.html', new TextEncoder().encode('<script>alert(1)</script>')))[0]).toBe(415);
  expect(await upload('empty.pdf', new Uint8Array())).toEqual([
    400,
    { message: 'The file empty.pdf is empty' },
  ]);
  expect((await upload('passport.exe', SAMPLE_FILES.pdf))[0]).toBe(415);
  expect((await upload('photo.png', SAMPLE_FILES.jpeg))[0]).toBe(415);
  expect(onDisk()).toEqual(before);
  // A PDF and a PNG, each named as what it is, are kept.
  expect((await upload('passport.pdf', SAMPLE_FILES.pdf))[0]).toBe(201);
  expect((await upload('grades.PNG', SAMPLE_FILES.png))[0]).toBe(201);
});
