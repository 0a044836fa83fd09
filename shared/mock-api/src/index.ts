// @portal/mock-api: the one stand-in of the API. A handler (MSW 2) for every call of @portal/api-contract's
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
  errorResponse,
  json,
  refuseDeepJson,
  type Limits,
  type ReceivedFile,
  type Services,
} from './handlers/define';
export { addRecord, updateRecord } from './handlers/records';
export { formatSize } from './handlers/student';
export { tryAgainIn } from './handlers/people';
export {
  CASE_CHANNELS,
  CASE_DELAY_MARKER,
  CASE_FAILURE_MARKER,
  CASE_FAILURE_MESSAGE,
} from './handlers/cases';
export { pageKeyHash, paymentOf, recordPayment, recordStudentPayment } from './handlers/payments';
export { MemoryStore, seedEntries } from './store';
export { SEED_VERSION, buildSeed, seededStudentOf } from './seed/seed';
export { DEMO_PASSCODE, DEMO_SESSION_ID } from './seed/records';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoAccountsTable,
  findAccountByEmail,
  findAccountById,
  fullName,
} from './accounts';
export type { DemoAccount, StudentPlan } from './accounts';
export { PROVIDERS, PROVIDER_SLUGS, SIGN_IN_GROUPS, isProviderSlug } from './providers';
export type { ProviderInfo, ProviderSlug, SignInGroup } from './providers';
export { RECORD_COLLECTIONS } from './types';
export type * from './types';
