// Every provider's document and seed at once, read from disk (for Node; a build holds them: ./everyBundled.ts).
import type { ProviderDocument } from '../types';
import { providerSlugs, readProviderDocument, readProviderSeed } from './onDisk';

/** Every provider's document, by slug. */
export const PROVIDER_DOCUMENTS: Record<string, ProviderDocument> = Object.fromEntries(
  providerSlugs.map((slug) => [slug, readProviderDocument(slug)]),
);
/** Every provider's seed of the local backend, by slug. */
export const PROVIDER_SEEDS: Record<string, unknown> = Object.fromEntries(
  providerSlugs.map((slug) => [slug, readProviderSeed(slug)]),
);
