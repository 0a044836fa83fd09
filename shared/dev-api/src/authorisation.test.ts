/** Black-box tests of who reads what: a student's applications and graduate records are theirs alone
 * (another account gets the same 404 as for something that does not exist), the public student card
 * session needs that student's token, and the checkout page's address is a secret of its own that shows
 * nothing about the student. Two students of one provider: Mei Chen and Oliver Nguyen (ichm). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, findAccountByEmail } from '@portal/mock-api';
import { readData } from './disk-store';
import { answer, apiSend, setUpSignedIn, signIn } from './testing/dev-api-process';
import type { StoredRecord, StudentProfile } from '@portal/mock-api';

jest.setTimeout(30000);

const MEI = 'mei.chen@ichm.demo';
const OLIVER = 'oliver.nguyen@ichm.demo';
const ICHM = 'http://ichm.localhost:3000';
const server = setUpSignedIn(MEI);
let oliverToken: string;

beforeAll(async () => {
  const { tokens } = await signIn({
    baseUrl: server.api.baseUrl,
    group: 'cognito',
    email: OLIVER,
    password: DEMO_PASSWORD,
    origin: ICHM,
  });
  oliverToken = tokens.access_token;
});

const upid = (email: string) => findAccountByEmail(email)?.studentUPId as string;
const as = (token: string | undefined) => ({
  send: <T = StoredRecord>(method: string, path: string, body?: unknown) =>
    answer<T>(apiSend(server.api.baseUrl, method, path, { token, body })),
});
const mei = () => as(server.token);
const oliver = () => as(oliverToken);

const APPLICATION = {
  provider: 'ichm',
  personalDetails: { firstName: 'Mei', lastName: 'Chen' },
  studyDetails: { productCRMId: 'PRD-SIT50422' },
};

/** Every secure call on an application, as `who`: the statuses and bodies. */
async function everyApplicationCall(who: ReturnType<typeof as>, id: string) {
  return Promise.all([
    who.send('GET', `v2/secure/studentApplication/${id}`),
    who.send('PATCH', `v2/secure/studentApplication/${id}`, {
      personalDetails: { firstName: 'X', lastName: 'Y' },
    }),
    who.send('POST', `v2/secure/studentApplication/${id}/order`),
    who.send('GET', `v2/secure/application/${id}/pricing`),
    who.send('POST', `v1/secure/studentApplication/${id}/stripeSession`, {}),
    who.send('POST', `v1/secure/studentApplication/${id}/zipCheckout`, {}),
  ]);
}

const NOT_FOUND = [404, { message: 'No matching application' }];

describe('applications', () => {
  test("another student's application answers as one that does not exist, on every call", async () => {
    const [created, application] = await mei().send('POST', 'v2/studentApplication', APPLICATION);
    expect(created).toBe(201);
    expect(await mei().send('GET', `v2/secure/studentApplication/${application.id}`)).toEqual([
      200,
      application,
    ]);

    const answers = await everyApplicationCall(oliver(), application.id);
    expect(answers).toEqual(Array(answers.length).fill(NOT_FOUND));
    expect(await everyApplicationCall(oliver(), 'no-such-application')).toEqual(answers);
    // Nothing changed.
    expect(await mei().send('GET', `v2/secure/studentApplication/${application.id}`)).toEqual([
      200,
      application,
    ]);
  });

  test('a seeded application is read by its own student only', async () => {
    const seeded = readData(server.dataDir).records.applications.find(
      (a) => a.studentUPId === upid(OLIVER),
    ) as StoredRecord;
    expect((await oliver().send('GET', `v2/secure/studentApplication/${seeded.id}`))[0]).toBe(200);
    expect(await mei().send('GET', `v2/secure/studentApplication/${seeded.id}`)).toEqual(NOT_FOUND);
  });

  test('an application started without a token is read by the account of its contact email', async () => {
    const [, started] = await as(undefined).send('POST', 'v2/studentApplication', {
      ...APPLICATION,
      owner: MEI,
      contactDetails: { email: OLIVER.toUpperCase() },
    });
    // An owner in the body is not taken: the application is nobody's but its contact's.
    expect(started).not.toHaveProperty('owner');
    expect((await oliver().send('GET', `v2/secure/studentApplication/${started.id}`))[0]).toBe(200);
    expect(await mei().send('GET', `v2/secure/studentApplication/${started.id}`)).toEqual(NOT_FOUND);
  });
});

describe('graduate records', () => {
  test("a student reads their own graduate records, never another student's", async () => {
    const [status, own] = await mei().send<StoredRecord[]>('GET', 'v1/secure/graduateDestination/graduates');
    expect(status).toBe(200);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((g) => g.studentUPId === upid(MEI))).toBe(true);
    // Oliver studies at the same provider and has not graduated: he sees nothing, however he asks.
    for (const query of ['', '?provider=ichm', `?studentUPId=${upid(MEI)}`])
      expect(await oliver().send('GET', `v1/secure/graduateDestination/graduates${query}`)).toEqual([
        200,
        [],
      ]);
  });

  test('a destination survey answer for another student is 403', async () => {
    const [status] = await oliver().send('POST', 'v1/secure/graduateDestination', {
      studentUPId: upid(MEI),
      destination: 'Employed',
    });
    expect(status).toBe(403);
  });
});

describe('the student card session and its checkout page', () => {
  const path = (id: string) => `v1/student/${id}/stripeSession`;
  type Session = { id: string; url: string; amount: number };

  test("without the student's token nothing is told: 401 for anyone, one 404 for others and nobody", async () => {
    const mine = upid(MEI);
    const [[open, openBody], [unknown]] = await Promise.all([
      as(undefined).send('POST', path(mine), {}),
      as(undefined).send('POST', path('no-such-student'), {}),
    ]);
    expect([open, openBody, unknown]).toEqual([401, { message: 'Unauthorized' }, 401]);
    const [[other, otherBody], [nobody, nobodyBody]] = await Promise.all([
      oliver().send('POST', path(mine), {}),
      oliver().send('POST', path('no-such-student'), {}),
    ]);
    expect([other, otherBody]).toEqual([404, { message: 'No matching student' }]);
    expect([nobody, nobodyBody]).toEqual([other, otherBody]);
    const [, student] = await mei().send<StudentProfile>('GET', 'v1/secure/student');
    // By the other id (studentId) too.
    expect((await oliver().send('POST', path(student.studentId), {}))[0]).toBe(404);
  });

  test('the checkout page is reached by its own secret only and shows nothing about the student', async () => {
    const [status, session] = await mei().send<Session>('POST', path(upid(MEI)), {});
    expect(status).toBe(201);
    const [, student] = await mei().send<StudentProfile>('GET', 'v1/secure/student');

    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('Outstanding fees');
    for (const personal of [student.firstName, student.lastName, student.studentId, student.studentUPId, MEI])
      expect([personal, html.includes(personal)]).toEqual([personal, false]);

    // The checkout id (which goes back to the portal in the return address) does not open the page.
    const byId = await fetch(`${server.api.baseUrl}/dev/checkout/${session.id}`);
    const byGuess = await fetch(`${server.api.baseUrl}/dev/checkout/${'A'.repeat(43)}`);
    expect([byId.status, await byId.json()]).toEqual([404, { message: 'No matching checkout' }]);
    expect([byGuess.status, await byGuess.json()]).toEqual([404, { message: 'No matching checkout' }]);

    // The data folder keeps a hash of the page's secret, not the secret.
    const secret = session.url.split('/').pop() as string;
    const folder = join(server.dataDir, 'records', 'checkouts');
    const kept = readdirSync(folder).map((n) => readFileSync(join(folder, n), 'utf8'));
    expect(kept.some((text) => text.includes(session.id))).toBe(true);
    expect(kept.some((text) => text.includes(secret))).toBe(false);
  });
});
