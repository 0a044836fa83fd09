/** Public surface of @portal/dev-api for tests and scripts: the demo accounts, the seed, the
 * metadata, the course catalogue and the development address set. (The server itself is started with `pnpm --filter @portal/dev-api start`.) */
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
export { DEMO_APPLICANT_EMAIL, DEMO_PASSCODE, DEMO_SESSION_ID } from './seed-records';
export { productsOf, findProduct, pricingOf } from './products';
export type { CatalogueProduct } from './products';
export { DEV_ADDRESSES } from './seed-data/addresses';
export type { DevAddress } from './seed-data/addresses';
export type * from './types';
