// @portal/mock-api: the one mock API. A handler (MSW 2) for every call of @portal/api-contract's
// table, over one data layer (the seed and a store): Jest uses it through msw/node, mock-user mode in the
// browser through getResponse behind the client's transport (loadMockFetch, a chunk of its own), and the
// local backend (@portal/dev-api) serves it over HTTP. Browser-safe: no Node module.

/** The transport of mock-user mode, loaded on demand in a chunk of its own (with its handlers and seed):
 * nothing of it ships on a route unless mock mode is on. */
export async function loadMockFetch(): Promise<typeof fetch> {
  const { createMockFetch } = await import(/* webpackChunkName: "api-mock" */ './mockUser');
  return createMockFetch();
}

export { createHandlers } from './handlers';
export {
  ApiError,
  MAX_JSON_DEPTH,
  type AttemptLimiter,
  type RequestLimiter,
  errorResponse,
  json,
  refuseDeepJson,
  type Limits,
  type ReceivedFile,
  type Services,
} from './handlers/define';
export { addRecord, updateRecord } from './handlers/records';
// How many first and last bytes of an uploaded file its type is read from (ReceivedFile's head and tail).
export { DOCUMENT_SAMPLE_BYTES } from '@portal/api';
export { SAMPLE_FILES } from './samples';
export { formatSize } from './handlers/student';
export { tryAgainIn } from './handlers/people';
export * from './handlers/cases';
export { paymentOf, recordPayment } from './handlers/applicationPayment';
export { isExpired, notChargeable } from './handlers/checkouts';
export { pageKeyHash } from './handlers/checkoutPageKeys';
export { recordStudentPayment } from './handlers/invoicePayments';
export * from './store';
export { SEED_VERSION, buildSeed, seedStudents, seededStudentOf } from './seed/seed';
export { DEMO_PASSCODE, DEMO_SESSION_ID } from './seed/records';
export * from './accounts';
export * from './providers';
export * from './types';
