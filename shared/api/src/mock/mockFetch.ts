/** The mock transport of mock-user mode (spec portal §6): a `fetch` that answers the signed-in
 * student's calls (student, enrolments, files, payments) from dummy data, and every other call with a
 * 404, so the client reads its answers, and fails, exactly as it does with a server. Calls are found
 * with the contract's own table and matcher (@portal/api-contract), as the dev-api finds them. */
import {
  compileCall,
  currentStudentCall,
  enrolmentsCall,
  paymentsCall,
  routeRequest,
  studentCall,
  studentFileCall,
  studentFilesCall,
  studentImageCall,
  type CallName,
  type CallSpec,
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
export const MOCKED_CALLS = Object.keys(ANSWERS) as CallName[];

interface MockRoute extends MatchedRoute {
  name: CallName;
}

// The mocked calls, and the calls whose paths could pass for one of them (the photo is not a student
// called "image", a download is not the file list): a request is known for the call it is before the mock
// decides whether it has an answer. Each call is imported on its own, so the app's bundle keeps only
// these (not the whole table).
const KNOWN: Partial<Record<CallName, CallSpec>> = {
  currentStudent: currentStudentCall,
  student: studentCall,
  enrolments: enrolmentsCall,
  studentFiles: studentFilesCall,
  payments: paymentsCall,
  studentFile: studentFileCall,
  studentImage: studentImageCall,
};
const ROUTES: readonly MockRoute[] = Object.entries(KNOWN).map(([name, spec]) => ({
  name: name as CallName,
  method: spec.method,
  matcher: compileCall(spec, name),
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
