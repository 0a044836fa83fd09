/** The mock transport of mock-user mode (spec portal §6): a `fetch` that answers the signed-in
 * student's calls (student, enrolments, files, payments) from dummy data, and every other call with a
 * 404, so the client reads its answers, and fails, exactly as it does with a server. Calls are found
 * with the contract's own table and matcher (@portal/api-contract), as the dev-api finds them. */
import {
  CALLS,
  CALL_NAMES,
  compileCall,
  routeRequest,
  type CallName,
  type MatchedRoute,
  type ReceivedOf,
} from '@portal/api-contract';
import { MOCK_STUDENT_ID, mockEnrolments, mockFiles, mockPaymentsRaw, mockStudent } from './data';

/** The answers of the mocked calls, from their parameters as a server reads them. */
type MockAnswers = { [N in CallName]?: (params: ReceivedOf<N>) => unknown };

const ANSWERS: MockAnswers = {
  currentStudent: () => mockStudent,
  student: ({ studentId }) => ({ ...mockStudent, studentUPId: studentId ?? MOCK_STUDENT_ID }),
  enrolments: ({ enrolmentId }) =>
    enrolmentId ? mockEnrolments.filter((e) => e.enrolmentCourseId === enrolmentId) : mockEnrolments,
  studentFiles: () => mockFiles,
  payments: () => mockPaymentsRaw,
};

/** The calls mock-user mode answers from dummy data. */
export const MOCKED_CALLS = CALL_NAMES.filter((name) => ANSWERS[name]);

interface MockRoute extends MatchedRoute {
  name: CallName;
}

// Every call of the contract, so a request is known for the call it is (a file download is not the
// file list) before the mock decides whether it has an answer.
const ROUTES: readonly MockRoute[] = CALL_NAMES.map((name) => ({
  name,
  method: CALLS[name].method,
  matcher: compileCall(CALLS[name], name),
}));

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 404: 'Not Found' };

const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

const isRequest = (input: unknown): input is Request =>
  typeof Request !== 'undefined' && input instanceof Request;

/** What one request asks the mock: the answer of the call it makes, when that call is mocked. The call is
 * found under any base address: the path's segments are tried from the longest tail down. */
function answer(method: string, url: URL): Response {
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  try {
    for (let start = 0; start < segments.length; start += 1) {
      const result = routeRequest(ROUTES, method, segments.slice(start).join('/'), url.searchParams);
      if (!result.found) continue;
      const reply = ANSWERS[result.found.name] as ((params: unknown) => unknown) | undefined;
      if (reply) return jsonResponse(200, reply(result.params));
      break;
    }
  } catch (error) {
    if (error instanceof URIError) return jsonResponse(400, { message: 'Malformed path' });
    throw error;
  }
  return jsonResponse(404, {
    message: `Mock-user mode has no answer for ${method} ${url.pathname}${url.search}`,
  });
}

/** A fresh mock `fetch`: real `Response`s, a fresh copy of the data each time. */
export function createMockFetch(): typeof fetch {
  return async (input, init) => {
    const url = new URL(isRequest(input) ? input.url : String(input));
    const method = (init?.method ?? (isRequest(input) ? input.method : 'GET')).toUpperCase();
    return answer(method, url);
  };
}
