// Every provider's document at once (`@portal/config/providers`), for what needs them all: the mock API and the
// local backend (with each provider's seed), the end-to-end tests, Jest's set-up. The portal itself loads one, in
// its chunk (../registry.ts, loadProvider): no page imports this file.
import { PROVIDER_DOCUMENTS, PROVIDER_SEEDS } from '#everyProvider';
import type { ProviderDocument, ProviderSlug } from '../types';

export const PROVIDERS: Record<ProviderSlug, ProviderDocument> = PROVIDER_DOCUMENTS;

/** Each provider's seed of the local backend (`providers/<slug>/seed.json`: its demo accounts and what only the
 * backend keeps), as written; @portal/mock-api gives it its type. */
export const PROVIDER_SEEDS_BY_SLUG: Record<ProviderSlug, unknown> = PROVIDER_SEEDS;
