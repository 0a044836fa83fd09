/** The transport of mock-user mode: a `fetch` for configureApi({ fetch }) that answers the
 * student's own calls (student, enrolments, files, payments) with the mock API's handlers over the seed in
 * memory, as the mock account (MOCK_USER_EMAIL); every other call gets a 404 JSON error, so the client reads
 * its responses, and fails, exactly as it does with a server. No request leaves the browser; no service worker:
 * MSW's getResponse is called with each request. */
import { getResponse } from 'msw';
import type { CallName } from '@portal/api-contract';
import { findAccountByEmail } from './accounts';
import { handlersOf, json, type Resolvers } from './handlers/define';
import { STUDENT } from './handlers/student';
import { buildSeed } from './seed/seed';
import { MemoryStore } from './store';

/** The account whose student mock-user mode shows: 3 enrolments, 11 invoices (pages of 8), 10 files. */
export const MOCK_USER_EMAIL = 'mei.chen@ichm.demo';
/** The calls mock-user mode answers: the student's files, enrolments, payments and student. */
export const MOCKED_CALLS: readonly CallName[] = [
  'currentStudent',
  'student',
  'enrolments',
  'studentFiles',
  'payments',
];
const MOCK_TOKEN = 'mock-user';

export function createMockFetch(): typeof fetch {
  const account = findAccountByEmail(MOCK_USER_EMAIL);
  const services = {
    store: new MemoryStore(buildSeed()),
    verifyToken: async (token: string) => (token === MOCK_TOKEN ? account : undefined),
    origins: new Set<string>(),
    limits: { uploadFileBytes: 0, uploadOpportunityBytes: 0, uploadTotalBytes: 0 },
  };
  const resolvers = Object.fromEntries(MOCKED_CALLS.map((name) => [name, STUDENT[name]])) as Resolvers;
  const handlers = handlersOf(resolvers, services);
  return async (input, init) => {
    const request = new Request(input, init);
    // The mock user is signed in without a token of the sign-in service: the transport gives it one of its own.
    request.headers.set('Authorization', `Bearer ${MOCK_TOKEN}`);
    const url = new URL(request.url);
    return (
      (await getResponse(handlers, request)) ??
      json(
        { message: `Mock-user mode has no answer for ${request.method} ${url.pathname}${url.search}` },
        404,
      )
    );
  };
}
