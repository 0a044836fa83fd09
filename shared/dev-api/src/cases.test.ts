/** Black-box tests of the case writes (./api/endpoints/cases.ts): both channels are kept and listed under
 * dev/cases with their channel; the description markers make a send fail or wait, for that case only. */
import { CASE_DELAY_MARKER, CASE_FAILURE_MARKER, CASE_FAILURE_MESSAGE } from '@portal/mock-api';
import { answer, apiGet, devSecretHeader, setUpSignedIn } from './testing/devApiProcess';
import type { StoredRecord, StudentProfile } from '@portal/mock-api';

jest.setTimeout(30000);

const server = setUpSignedIn('losa.faleolo@nzma.demo', 'aad');
const send = server.send;
let student: StudentProfile;

beforeAll(async () => {
  [, student] = await send<StudentProfile>('GET', 'v1/secure/student');
});

type Listed = StoredRecord & { channel: 'case' | 'emailCase' };
/** Every student's cases, as the tests list them (with the development secret). */
const listed = async (query = '') =>
  (
    await answer<Listed[]>(
      apiGet(server.api.baseUrl, `dev/cases${query}`, undefined, devSecretHeader(server.dataDir)),
    )
  )[1];

const supportCase = (description: string) => ({
  caseTitle: `Support: Losa Faleolo (${student.studentId}), 2026-11-23`,
  caseType: 'Support',
  caseSubType: 'Technical support',
  provider: 'nzma',
  studentUpId: student.studentUPId,
  courseEnrolmentId: 'ENR-1',
  description,
});

test('a case and an email case are kept and listed with their channel, oldest first', async () => {
  const [status, created] = await send('POST', 'v1/secure/emailsupportcase', supportCase('First, by email'));
  expect([status, created.status]).toEqual([201, 'Sent']);
  const [, other] = await send('POST', 'v1/secure/case', supportCase('Second, as a case'));
  expect(other.status).toBe('Active');

  const mine = await listed(`?studentupid=${student.studentUPId}`);
  expect(mine.map((c) => [c.channel, c.description])).toEqual([
    ['emailCase', 'First, by email'],
    ['case', 'Second, as a case'],
  ]);
  expect(mine[0]).toMatchObject({ ...supportCase('First, by email'), caseId: created.id });
  expect((await listed('?channel=emailCase')).map((c) => c.id)).toEqual([created.id]);
  expect(await listed('?studentupid=someone-else')).toEqual([]);
});

test('a description with the failure marker gets a 503 response and is not kept; the next case goes through', async () => {
  const before = (await listed()).length;
  const [status, body] = await send<{ message: string }>(
    'POST',
    'v1/secure/case',
    supportCase(`Please fail ${CASE_FAILURE_MARKER}`),
  );
  expect([status, body.message]).toEqual([503, CASE_FAILURE_MESSAGE]);
  expect(await listed()).toHaveLength(before);
  expect((await send('POST', 'v1/secure/case', supportCase('Fine now')))[0]).toBe(201);
});

test('a description with the delay marker gets its response after a while', async () => {
  const started = Date.now();
  const [status] = await send('POST', 'v1/secure/case', supportCase(`Slowly ${CASE_DELAY_MARKER}`));
  expect(status).toBe(201);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
});

test('a bad case is still 400, marker or not', async () => {
  const [status] = await send('POST', 'v1/secure/case', {
    ...supportCase(CASE_FAILURE_MARKER),
    caseType: 'Other',
  });
  expect(status).toBe(400);
});

describe("a student's token is their own provider's", () => {
  test('a case naming another provider is refused (403) and not kept', async () => {
    const before = (await listed()).length;
    const [status, body] = await send<{ message: string }>('POST', 'v1/secure/case', {
      ...supportCase('Sent as another provider'),
      provider: 'yoobee',
    });
    expect([status, body.message]).toEqual([
      403,
      "This case names another provider than the student's (nzma)",
    ]);
    expect(await listed()).toHaveLength(before);
  });

  test("a call from another provider's portal (its Origin) is refused (403); from its own, answered", async () => {
    const from = (origin: string) => ({ Origin: origin });
    const [status, body] = await send<{ message: string }>(
      'GET',
      'v1/secure/student',
      undefined,
      from('http://yoobee.localhost:3000'),
    );
    expect([status, body.message]).toEqual([403, 'This account is not a student of Yoobee Colleges']);
    const [caseStatus] = await send(
      'POST',
      'v1/secure/case',
      supportCase('From the wrong portal'),
      from('https://yoobee.portal.example'),
    );
    expect(caseStatus).toBe(403);
    expect((await send('GET', 'v1/secure/student', undefined, from('http://nzma.localhost:3000')))[0]).toBe(
      200,
    );
  });
});
