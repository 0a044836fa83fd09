// The mock transport of mock-user mode on its own: the mocked calls respond with real Responses under
// any base address; every other call of the contract, and any other path, is a 404 JSON error.
import {
  fetchCurrentStudent,
  fetchEnrolments,
  fetchMetadata,
  fetchPayments,
  fetchStudent,
  fetchStudentFiles,
  isNotFound,
  type ApiSettings,
} from '@portal/api';
import { CALLS, CALL_NAMES, type CallName } from '@portal/api-contract';
import { createApiClient } from '@portal/api-client';
import { loadMockFetch } from './index';
import { MOCKED_CALLS, MOCK_USER_EMAIL } from './mockUser';
import { buildSeed, seededStudentOf } from './seed/seed';

// The seed's dates count from the time it is made: the same time for the transport's seed and the expected one.
jest.useFakeTimers({
  now: new Date('2026-03-10T02:30:00Z'),
  doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'],
});
const seed = buildSeed();
const mockStudent = seededStudentOf(seed, MOCK_USER_EMAIL)!;
const MOCK_STUDENT_ID = mockStudent.studentUPId;
const mockEnrolments = seed.enrolments[MOCK_STUDENT_ID]!;
const mockFiles = seed.files[MOCK_STUDENT_ID]!.map(
  ({ contentType: _type, blob: _blob, ...listed }) => listed,
);
const mockPaymentsRaw = seed.payments[MOCK_STUDENT_ID];

let mockFetch: typeof fetch;
beforeAll(async () => {
  mockFetch = await loadMockFetch();
});

const BASES = ['http://localhost:4000/', 'https://api.example.test/up/api/'];

/** A sample request path of each call (what its builder makes of sample parameters). */
const SAMPLES: Record<CallName, string> = Object.fromEntries(
  CALL_NAMES.map((name) => {
    const kinds = CALLS[name].params as Record<string, string>;
    const params = Object.fromEntries(
      Object.entries(kinds).map(([param, kind]) => [
        param,
        kind === 'int' ? 5 : kind === 'list' ? [1, 2] : kind === 'rest' ? { a: 'b' } : `${param}-1`,
      ]),
    );
    return [name, (CALLS[name].path as (p: unknown) => string)(params)];
  }),
) as Record<CallName, string>;

async function ask(base: string, name: CallName, path = SAMPLES[name]) {
  const response = await mockFetch(`${base}${path}`, { method: CALLS[name].method });
  expect(response).toBeInstanceOf(Response);
  return { status: response.status, statusText: response.statusText, body: await response.json() };
}

describe.each(BASES)('under %s', (base) => {
  it('answers the signed-in student from the dummy data', async () => {
    expect(await ask(base, 'currentStudent')).toEqual({ status: 200, statusText: 'OK', body: mockStudent });
    expect((await ask(base, 'student', `v1/secure/student?studentupid=${MOCK_STUDENT_ID}`)).body).toEqual({
      ...mockStudent,
      studentUPId: MOCK_STUDENT_ID,
    });
  });

  it('answers enrolments (all, or the one asked for), files and payments', async () => {
    const upid = MOCK_STUDENT_ID;
    expect((await ask(base, 'enrolments', `v1/secure/enrolment?studentupid=${upid}`)).body).toEqual(
      mockEnrolments,
    );
    const one = mockEnrolments[0]?.enrolmentCourseId ?? '';
    const asked = await ask(base, 'enrolments', `v1/secure/enrolment?studentupid=${upid}&enrolmentid=${one}`);
    expect(asked.body).toEqual(mockEnrolments.filter((e) => e.enrolmentCourseId === one));
    expect((await ask(base, 'studentFiles', `v1/secure/student/${upid}/file`)).body).toEqual(mockFiles);
    expect((await ask(base, 'payments', `v1/secure/payment?studentupid=${upid}`)).body).toEqual(
      mockPaymentsRaw,
    );
  });

  it.each(CALL_NAMES.filter((name) => !MOCKED_CALLS.includes(name)))(
    'answers %s with a 404 JSON error',
    async (name) => {
      const answer = await ask(base, name);
      expect(answer.status).toBe(404);
      expect(answer.statusText).toBe('Not Found');
      expect(answer.body.message).toMatch(/^Mock-user mode has no answer for /);
    },
  );
});

it('covers the calls of mock-user mode: student, files, enrolments and payments', () => {
  expect([...MOCKED_CALLS].sort()).toEqual(
    ['currentStudent', 'enrolments', 'payments', 'student', 'studentFiles'].sort(),
  );
});

it('answers a path outside the contract, or another method, with a 404', async () => {
  const other = await mockFetch('http://localhost:4000/v9/whatever');
  expect([other.status, (await other.json()).message]).toEqual([
    404,
    'Mock-user mode has no answer for GET /v9/whatever',
  ]);
  expect((await mockFetch('http://localhost:4000/v1/secure/student', { method: 'DELETE' })).status).toBe(404);
});

it('reads the method and address of a Request', async () => {
  const response = await mockFetch(new Request('http://localhost:4000/v1/secure/student'));
  expect(await response.json()).toEqual(mockStudent);
});

// The API client over the mock transport; any request that would leave for the network is seen here.
const network = jest.fn(async () => new Response('{}'));
globalThis.fetch = network as unknown as typeof fetch;
const clientWith = (patch: Partial<ApiSettings>) =>
  createApiClient({ baseUri: 'https://api.example.test/up/api/', getTokens: () => null, ...patch });
const rejectionOf = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => Promise.reject(new Error('expected a rejection')),
    (error: Error) => error,
  );

describe('mock-user mode: the mock transport', () => {
  it('serves student, files, enrolments and payments from dummy data without a request', async () => {
    const api = clientWith({ fetch: await loadMockFetch() });
    const me = await fetchCurrentStudent(api);
    expect(me.firstName).toBeTruthy();
    expect((await fetchStudent(MOCK_STUDENT_ID, api)).studentUPId).toBe(MOCK_STUDENT_ID);
    expect((await fetchEnrolments(MOCK_STUDENT_ID, undefined, api)).length).toBeGreaterThan(0);
    expect((await fetchStudentFiles(MOCK_STUDENT_ID, api)).length).toBeGreaterThan(0);
    const payments = await fetchPayments(MOCK_STUDENT_ID, api);
    expect(payments.invoices.length).toBeGreaterThan(8);
    expect(payments.payments.length).toBeGreaterThan(8);
    expect(payments.invoices[0]).toEqual(
      expect.objectContaining({ invoiceNumber: expect.any(String), amountPaid: expect.any(Number) }),
    );
    // every reference resolves to a payment
    const ids = new Set(payments.payments.map((p) => p.paymentID));
    expect(payments.invoices.flatMap((i) => i.payments).every((ref) => ids.has(ref.paymentID))).toBe(true);
    expect(network).not.toHaveBeenCalled();
  });

  it('fails any other call as a 404, through the usual error messages', async () => {
    const api = clientWith({ fetch: await loadMockFetch() });
    const error = await rejectionOf(fetchMetadata(api));
    expect(error.message).toBe('Not Found: Up API GET v1/metadata');
    expect(isNotFound(error)).toBe(true);
    expect(network).not.toHaveBeenCalled();
  });

  it('hands out copies, so a caller cannot change the dummy data', async () => {
    const api = clientWith({ fetch: await loadMockFetch() });
    (await fetchStudentFiles(MOCK_STUDENT_ID, api)).length = 0;
    expect((await fetchStudentFiles(MOCK_STUDENT_ID, api)).length).toBeGreaterThan(0);
  });
});
