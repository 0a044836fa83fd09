/** @jest-environment node */
// The mock transport of mock-user mode on its own: the mocked calls answer with real Responses under
// any base address; every other call of the contract, and any other path, is a 404 JSON error.
import { CALLS, CALL_NAMES, type CallName } from '@portal/api-contract';
import { loadMockFetch } from './load';
import { MOCK_STUDENT_ID, mockEnrolments, mockFiles, mockPaymentsRaw, mockStudent } from './data';
import { MOCKED_CALLS } from './mockFetch';

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
    expect((await ask(base, 'student', 'v1/secure/student?studentupid=S%201')).body).toEqual({
      ...mockStudent,
      studentUPId: 'S 1',
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

it('covers the calls of spec portal §6: student, files, enrolments and payments', () => {
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
