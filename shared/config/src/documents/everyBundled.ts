// Every provider's document and seed at once, in a build (webpack): only the mock API's chunk (mock-user mode)
// reads them. Node reads the same files from disk (./everyOnDisk.ts).
import type { ProviderDocument } from '../types';
import type { WebpackContext, WebpackImportMeta } from './webpackContext';

const documents = (import.meta as unknown as WebpackImportMeta).webpackContext('../../../../providers', {
  recursive: true,
  regExp: /^\.\/[a-z][a-z0-9-]*\/provider\.json$/,
  mode: 'sync',
});
const seeds = (import.meta as unknown as WebpackImportMeta).webpackContext('../../../../providers', {
  recursive: true,
  regExp: /^\.\/[a-z][a-z0-9-]*\/seed\.json$/,
  mode: 'sync',
});

const bySlug = <T>(context: WebpackContext): Record<string, T> =>
  Object.fromEntries(context.keys().map((key) => [key.split('/')[1] as string, context(key) as T]));

/** Every provider's document, by slug. */
export const PROVIDER_DOCUMENTS: Record<string, ProviderDocument> = bySlug(documents);
/** Every provider's seed of the local backend, by slug. */
export const PROVIDER_SEEDS: Record<string, unknown> = bySlug(seeds);
