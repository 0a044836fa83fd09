/** Black-box tests of who may read a person's data from the local backend without being that person: the
 * list of sent cases (GET dev/cases: every student's only with the server's development secret, else only the
 * caller's own), the public contact read (random ids, a limit of reads per caller), and a student named on the
 * public create of an application (only by that student's own token or ID token). See
 * docs/api-personal-data.md. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_SESSION_ID, findAccountByEmail, type StoredRecord } from '@portal/mock-api';
import {
  answer,
  apiGet,
  apiSend,
  devSecretHeader,
  setUpSignedIn,
  signIn,
  startDevApi,
} from './testing/devApiProcess';
import { readData } from './testing/dataFolder';

jest.setTimeout(30000);

const MEI = 'mei.chen@ichm.demo';
const OLIVER = 'oliver.nguyen@ichm.demo';
const upid = (email: string) => findAccountByEmail(email)?.studentUPId as string;
const server = setUpSignedIn(MEI);
let oliver: { token: string; idToken: string };

beforeAll(async () => {
  const { tokens } = await signIn({
    baseUrl: server.api.baseUrl,
    group: 'cognito',
    email: OLIVER,
    password: DEMO_PASSWORD,
    origin: 'http://ichm.localhost:3000',
  });
  oliver = { token: tokens.access_token, idToken: tokens.id_token };
});

const send = <T = StoredRecord>(
  method: string,
  path: string,
  { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => answer<T>(apiSend(server.api.baseUrl, method, path, { token, body, headers }));

describe('GET dev/cases', () => {
  type Listed = StoredRecord & { channel: string; studentUpId: string };
  const supportCase = (studentUpId: string, description: string) => ({
    caseTitle: 'Support',
    caseType: 'Support',
    caseSubType: 'Technical support',
    provider: 'ichm',
    studentUpId,
    description,
  });
  const list = (query: string, init: { token?: string; headers?: Record<string, string> } = {}) =>
    answer<Listed[] & { message?: string }>(
      apiGet(server.api.baseUrl, `dev/cases${query}`, init.token, init.headers),
    );

  beforeAll(async () => {
    expect(
      (
        await send('POST', 'v1/secure/case', { token: server.token, body: supportCase(upid(MEI), 'Mine') })
      )[0],
    ).toBe(201);
    expect(
      (
        await send('POST', 'v1/secure/case', {
          token: oliver.token,
          body: supportCase(upid(OLIVER), "Oliver's"),
        })
      )[0],
    ).toBe(201);
  });

  test('without a token or the secret it lists nothing (401), whatever it asks', async () => {
    for (const query of ['', `?studentupid=${upid(OLIVER)}`, '?channel=case']) {
      const [status, body] = await list(query);
      expect(status).toBe(401);
      expect(JSON.stringify(body)).not.toContain("Oliver's");
    }
    expect((await list('', { headers: { 'Dev-Secret': 'guessed' } }))[0]).toBe(401);
    expect((await list('', { token: 'not-a-token' }))[0]).toBe(401);
  });

  test("with a student's token, only that student's own cases", async () => {
    const [status, own] = await list('', { token: server.token });
    expect(status).toBe(200);
    expect(own.map((c) => c.description)).toEqual(['Mine']);
    expect(await list(`?studentupid=${upid(OLIVER)}`, { token: server.token })).toEqual([200, []]);
  });

  test("with the server's development secret (its data folder's), every student's", async () => {
    const [status, all] = await list('', { headers: devSecretHeader(server.dataDir) });
    expect(status).toBe(200);
    expect(all.map((c) => c.description).sort()).toEqual(["Oliver's", 'Mine'].sort());
  });
});

describe('the public contact read', () => {
  test('a contact id is a random one (a version 4 UUID), never a number in a sequence', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const [status, contact] = await send('POST', 'v1/contact', {
        body: {
          firstName: `Ana${n}`,
          lastName: 'Lee',
          email: `ana${n}@example.com`,
          dateOfBirth: '2001-02-03',
        },
      });
      expect(status).toBe(201);
      ids.push(String(contact.contactId));
    }
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
  });

  test('a caller gets so many reads of personal records in a window, found or not, then 429', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-reads-'));
    const api = await startDevApi(dir, ['--personal-reads', '3', '--personal-read-window', '60']);
    try {
      const [, contact] = await answer<StoredRecord>(
        apiSend(api.baseUrl, 'POST', 'v1/contact', {
          body: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
        }),
      );
      const read = (id: string) => apiGet(api.baseUrl, `v1/contact/${id}`);
      expect((await read(contact.id)).status).toBe(200);
      // Walking through ids: each miss counts as a read.
      expect((await read('00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await read('00000000-0000-4000-8000-000000000001')).status).toBe(404);
      const refused = await read(contact.id);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()) as unknown).toEqual({
        message: expect.stringMatching(
          /^Too many requests for contacts from this address\. Try again in \d+ seconds?\.$/,
        ),
      });
      // Replacing a contact by its id (public too) counts as a read of it.
      expect(
        (
          await apiSend(api.baseUrl, 'PUT', 'v1/contact', {
            body: { firstName: 'A', lastName: 'B', email: 'a@b.co', contactId: contact.id },
          })
        ).status,
      ).toBe(429);
      // Applicant sessions (an email) have their own count.
      for (const n of [1, 2, 3])
        expect([n, (await apiGet(api.baseUrl, `v1/session/${DEMO_SESSION_ID}`)).status]).toEqual([n, 200]);
      expect((await apiGet(api.baseUrl, `v1/session/${DEMO_SESSION_ID}`)).status).toBe(429);
    } finally {
      await api.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a student named on the public create of an application', () => {
  const application = (studentUPId: string) => ({
    provider: 'ichm',
    studentUPId,
    studyDetails: { productCRMId: 'PRD-SIT50422' },
  });

  test('without a token, naming another student is refused (403), and that student has nothing new', async () => {
    const olivers = () =>
      readData(server.dataDir).records.applications.filter((a) => a.studentUPId === upid(OLIVER));
    const before = olivers();
    const [status, body] = await send('POST', 'v2/studentApplication', { body: application(upid(OLIVER)) });
    expect([status, body]).toEqual([
      403,
      { message: "An application names a student (studentUPId) only with that student's token or ID token" },
    ]);
    expect(olivers()).toEqual(before);
  });

  test("with the ID token the portal sends, the student's own create is taken and theirs alone", async () => {
    const [status, created] = await send('POST', 'v2/studentApplication', {
      body: application(upid(MEI)),
      headers: { 'Id-Token': server.idToken },
    });
    expect([status, created.studentUPId, created.owner]).toEqual([201, upid(MEI), MEI]);
    expect(
      (await send('GET', `v2/secure/studentApplication/${created.id}`, { token: server.token }))[0],
    ).toBe(200);
    expect(
      (await send('GET', `v2/secure/studentApplication/${created.id}`, { token: oliver.token }))[0],
    ).toBe(404);
  });

  test("another student's ID token, a forged one, or an access token in its place do not name a student", async () => {
    const forged = `${oliver.idToken.split('.').slice(0, 2).join('.')}.${'A'.repeat(342)}`;
    for (const idToken of [oliver.idToken, forged, server.token, 'nonsense'])
      expect(
        (
          await send('POST', 'v2/studentApplication', {
            body: application(upid(MEI)),
            headers: { 'Id-Token': idToken },
          })
        )[0],
      ).toBe(403);
  });
});
