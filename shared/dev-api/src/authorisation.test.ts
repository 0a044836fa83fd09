/** Black-box tests of who reads what: a student's applications and graduate records are theirs alone
 * (another account gets the same 404 as for something that does not exist), the public student card
 * session needs that student's token, and the checkout page's address is a secret of its own that shows
 * nothing about the student. Two students of one provider: Mei Chen and Oliver Nguyen (ichm). */
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { DEMO_PASSWORD, findAccountByEmail } from '@portal/mock-api';
import { readData } from './testing/dataFolder';
import { answer, apiSend, setUpSignedIn, signIn } from './testing/devApiProcess';
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
    // An owner in the body is not taken: it is refused.
    const [refused] = await as(undefined).send('POST', 'v2/studentApplication', {
      ...APPLICATION,
      owner: MEI,
      contactDetails: { email: OLIVER.toUpperCase() },
    });
    expect(refused).toBe(403);
    const [, started] = await as(undefined).send('POST', 'v2/studentApplication', {
      ...APPLICATION,
      contactDetails: { email: OLIVER.toUpperCase() },
    });
    // The application is nobody's but its contact's.
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

describe('an identity named twice', () => {
  const mine = () => upid(MEI);
  const theirs = () => upid(OLIVER);
  const REPEATED = (name: string) => ({ message: `The request names ${name} more than once` });

  test('a repeated student id is refused (400) on every call that takes one, in either order and any case', async () => {
    const twice = (first: string, second: string, key = 'studentupid') =>
      `studentupid=${first}&${key}=${second}`;
    const paths = (query: string) => [
      `v1/secure/student?${query}`,
      `v1/secure/enrolment?${query}`,
      `v1/secure/payment?${query}`,
      `v1/secure/student/image?${query}`,
    ];
    for (const query of [
      twice(mine(), theirs()),
      twice(theirs(), mine()),
      twice(mine(), mine()),
      twice(mine(), theirs(), 'studentUPId'),
      twice('', theirs()),
    ])
      for (const path of paths(query))
        expect([path, ...(await mei().send('GET', path))]).toEqual([path, 400, REPEATED('studentupid')]);
    const image = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const [put, putBody] = await answer(
      apiSend(server.api.baseUrl, 'PUT', `v1/secure/student/image?${twice(mine(), theirs())}`, {
        token: server.token,
        body: image,
      }),
    );
    expect([put, putBody]).toEqual([400, REPEATED('studentupid')]);
    // Named once, the student's own answers and anybody else's is refused, as before.
    expect((await mei().send('GET', `v1/secure/student?studentupid=${mine()}`))[0]).toBe(200);
    expect((await mei().send('GET', `v1/secure/student?studentupid=${theirs()}`))[0]).toBe(403);
  });

  test('a profile change checks every student id it names: the query and the body', async () => {
    const change = { firstName: 'Mei', lastName: 'Chen', mobilePhone: '0412 345 678' };
    const [status] = await mei().send('PATCH', `v1/secure/student?studentupid=${theirs()}`, {
      ...change,
      studentUPId: mine(),
    });
    expect(status).toBe(403);
    const [again] = await mei().send('PATCH', `v1/secure/student?studentupid=${mine()}`, {
      ...change,
      studentUPId: theirs(),
    });
    expect(again).toBe(403);
    expect((await mei().send('PATCH', `v1/secure/student?studentupid=${mine()}`, change))[0]).toBe(200);
  });

  test('the opportunityId header given twice is refused (400), on two lines or as a list', async () => {
    const twoLines = await new Promise<[number, unknown]>((resolve, reject) => {
      const req = request(
        `${server.api.baseUrl}/v1/secure/zip/charge`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${server.token}`,
            'Content-Type': 'application/json',
            opportunityid: ['OPP-MINE', 'OPP-THEIRS'],
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve([res.statusCode ?? 0, JSON.parse(text)]));
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(twoLines).toEqual([400, REPEATED('opportunityid')]);
    const [status, body] = await answer(
      apiSend(server.api.baseUrl, 'POST', 'v1/secure/zip/charge', {
        token: server.token,
        body: {},
        headers: { opportunityId: 'OPP-MINE, OPP-THEIRS' },
      }),
    );
    expect([status, body]).toEqual([400, REPEATED('opportunityid')]);
  });
});
