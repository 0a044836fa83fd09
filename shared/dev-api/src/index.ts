/** Public surface of @portal/dev-api for tests and scripts: the demo accounts, the seed and the
 * metadata. (The server itself is started with `pnpm --filter @portal/dev-api start`.) */
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  STUDENT_ACCOUNTS,
  demoAccountsTable,
  findAccountByEmail,
  findAccountById,
  fullName,
  printDemoAccounts,
} from './accounts';
export type { DemoAccount, StudentPlan } from './accounts';
export { buildSeed, listedFile, seededStudentOf, POSITIVE_PAYMENT_TYPES, SEED_VERSION } from './seed';
export { buildMetadata, COUNTRIES, STATES, AUSTRALIA_ID, NEW_ZEALAND_ID } from './metadata';
export type { Country, LookupItem, Metadata, State } from './metadata';
export { PROVIDERS, PROVIDER_SLUGS, providersOfGroup } from './providers';
export type { ProviderInfo, ProviderSlug, SignInGroup } from './providers';
export { shellOrigins } from './origins';
export type * from './types';
