// A student's applications found on the server (GET v2/secure/studentApplication?studentupid=), and one application
// per student, course and intake (POST v2/studentApplication, v1/bulkStudentApplication, a course change by PATCH),
// through msw/node as Jest and mock-user mode use the handlers.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { findAccountByEmail } from '../accounts';
import { productsOf } from '../seed/products';
import { buildSeed, seededStudentOf } from '../seed/seed';
import { MemoryStore } from '../store';
import { createHandlers } from './index';
import { SECOND_APPLICATION_MESSAGE } from './oneApplicationPerIntake';

const seed = buildSeed();
const MEI = 'mei.chen@ichm.demo';
const OLIVER = 'oliver.nguyen@ichm.demo';
const mine = seededStudentOf(seed, MEI)!.studentUPId;
const theirs = seededStudentOf(seed, OLIVER)!.studentUPId;
const BASE = 'https://api.example.test/';
const store = new MemoryStore(seed, (name) => readFile(join(__dirname, '../seed/documents', name)));
const server = setupServer(
  ...createHandlers({
    store,
    // The test's tokens (access and ID tokens) are the accounts' emails.
    verifyToken: async (token) => findAccountByEmail(token),
    verifyIdToken: async (token) => findAccountByEmail(token),
    origins: new Set(['http://ichm.localhost:3000']),
    limits: { uploadFileBytes: 1024, uploadOpportunityBytes: 4096, uploadTotalBytes: 8192 },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

type Answer = [number, any]; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Sends a request as the account `token` (none: anonymous; `idToken`: with that account's ID token, as the
 * portal sends every call, a public one too); answers [status, JSON body]. */
const as =
  (token?: string, idToken?: string) =>
  async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const headers = new Headers();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (idToken) headers.set('Id-Token', idToken);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const res = await fetch(`${BASE}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return [res.status, text ? JSON.parse(text) : undefined];
  };
const mei = as(MEI);
const oliver = as(OLIVER);
const anonymous = as();
/** Mei's public create, as the wizard sends it: no access token, her ID token. */
const meiPublic = as(undefined, MEI);

// ichm's first course (its first intake is the one the seed's enrolled application of every student is for) and
// its second one.
const [first, second] = productsOf(seed.seededAt, 'ichm');
const courseOf = (product = first!, intake = 1) => ({
  productId: product.productId,
  productCRMId: product.productCRMId,
  intakeCRMId: product.intakeList[intake]!.intakeCRMId,
});
const create = (studyDetails: Record<string, unknown>, studentUPId = mine) => ({
  provider: 'ichm',
  studentUPId,
  studyDetails,
});
const listOf = (who: typeof mei, studentId = mine) =>
  who('GET', `v2/secure/studentApplication?studentupid=${studentId}`);
const countOf = (studentId: string) =>
  store.list('applications').filter((a) => a.studentUPId === studentId).length;

describe("the student's applications", () => {
  test('lists every application of the student, newest change first, and only theirs', async () => {
    const [, started] = await mei('POST', 'v2/studentApplication', create(courseOf(first, 2)));
    const [status, list] = await listOf(mei);
    expect(status).toBe(200);
    // The seeded one (enrolled) and the one just started, as their reads answer them.
    expect(list.map((a: { status: string }) => a.status)).toEqual(['Draft', 'Enrolled']);
    expect(list[0]).toEqual((await mei('GET', `v2/secure/studentApplication/${started.id}`))[1]);
    expect(list.every((a: { studentUPId: string }) => a.studentUPId === mine)).toBe(true);
    // Oliver's list has none of Mei's; Mei may not read Oliver's list; nobody reads a list without a token.
    const [, his] = await listOf(oliver, theirs);
    expect(his.map((a: { id: string }) => a.id)).not.toContain(started.id);
    expect((await listOf(mei, theirs))[0]).toBe(403);
    expect((await listOf(anonymous))[0]).toBe(401);
  });
});

describe('one application per student, course and intake', () => {
  test('a second create for the same course and intake is refused (409), signed in or not; nothing is stored', async () => {
    const course = courseOf(second, 0);
    const [created] = await mei('POST', 'v2/studentApplication', create(course));
    expect(created).toBe(201);
    const before = countOf(mine);
    expect(await mei('POST', 'v2/studentApplication', create(course))).toEqual([
      409,
      { message: SECOND_APPLICATION_MESSAGE },
    ]);
    // The same course by one of its ids only, and the ids in another case, are the same course.
    expect(
      (
        await meiPublic(
          'POST',
          'v2/studentApplication',
          create({ productCRMId: course.productCRMId.toLowerCase(), intakeCRMId: course.intakeCRMId }),
        )
      )[0],
    ).toBe(409);
    expect(countOf(mine)).toBe(before);
    // Another intake of the course, or another student, is a new application.
    expect((await mei('POST', 'v2/studentApplication', create(courseOf(second, 1))))[0]).toBe(201);
    expect((await oliver('POST', 'v2/studentApplication', create(course, theirs)))[0]).toBe(201);
  });

  test('a submitted application keeps its place; one the provider has enrolled from does not', async () => {
    const course = courseOf(second, 2);
    const [, application] = await mei('POST', 'v2/studentApplication', {
      ...create(course),
      // Ordered once its fees are settled: by a bank transfer.
      paymentDetails: { paymentProvider: 'Bank Account' },
    });
    expect((await mei('POST', `v2/secure/studentApplication/${application.id}/order`))[0]).toBe(201);
    expect((await mei('POST', 'v2/studentApplication', create(course)))[0]).toBe(409);
    // The seed's application of each student is for the first course's first intake, and enrolled.
    const [, list] = await listOf(mei);
    const enrolled = list.find((a: { status: string }) => a.status === 'Enrolled');
    expect(enrolled.studyDetails.intakeCRMId).toBe(first!.intakeList[0]!.intakeCRMId);
    expect((await mei('POST', 'v2/studentApplication', create(courseOf(first, 0))))[0]).toBe(201);
  });

  test('an application without a course and an intake holds no place', async () => {
    const partial = { productCRMId: second!.productCRMId };
    expect((await mei('POST', 'v2/studentApplication', create(partial)))[0]).toBe(201);
    expect((await mei('POST', 'v2/studentApplication', create(partial)))[0]).toBe(201);
  });

  test('a bulk with the same course and intake twice is refused whole, naming the item', async () => {
    const before = store.list('applications').length;
    const course = courseOf(second, 3);
    const [status, body] = await mei('POST', 'v1/bulkStudentApplication', [create(course), create(course)]);
    expect([status, body]).toEqual([409, { message: `/1: ${SECOND_APPLICATION_MESSAGE}` }]);
    expect(store.list('applications')).toHaveLength(before);
  });

  test('a change of course to one the student already applied for is refused; the application stays as it was', async () => {
    const taken = courseOf(first, 3);
    await mei('POST', 'v2/studentApplication', create(taken));
    const [, other] = await mei('POST', 'v2/studentApplication', create(courseOf(first, 1)));
    const target = `v2/secure/studentApplication/${other.id}`;
    const [, before] = await mei('GET', target);
    expect(await mei('PATCH', target, { studyDetails: { intakeCRMId: taken.intakeCRMId } })).toEqual([
      409,
      { message: SECOND_APPLICATION_MESSAGE },
    ]);
    expect((await mei('GET', target))[1]).toEqual(before);
    // Other answers of the step, and the course's own intake again, are saved.
    expect((await mei('PATCH', target, { studyDetails: { ...courseOf(first, 1), studyModeId: 1 } }))[0]).toBe(
      200,
    );
  });
});
