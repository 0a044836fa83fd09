// The providers' documents as the portal's build holds them (webpack): every document under `providers/`, each in a
// chunk of its own named `provider-<slug>` (the head script asks for its provider's beside main.js:
// shared/federation/src/providerChunks.cjs), and their SVG files as addresses. Tools, tests and the local backend
// read the same documents from disk (./onDisk.ts); package.json's "imports" picks one or the other.
import type { ProviderDocument } from '../types';
import type { WebpackImportMeta } from './webpackContext';

const documents = (import.meta as unknown as WebpackImportMeta).webpackContext('../../../../providers', {
  recursive: true,
  regExp: /^\.\/[a-z][a-z0-9-]*\/provider\.json$/,
  mode: 'lazy',
  chunkName: 'provider-[request]',
});
const pictures = (import.meta as unknown as WebpackImportMeta).webpackContext('../../../../providers', {
  recursive: true,
  regExp: /^\.\/[a-z][a-z0-9-]*\/[a-z0-9-]+\.svg$/,
  mode: 'sync',
});

const slugOf = (key: string): string => key.split('/')[1] as string;

/** Every provider with a document, by slug, in order. */
export const providerSlugs: readonly string[] = documents.keys().map(slugOf).sort();

/** A provider's document, from its chunk (a context answers a JSON file's value itself, as `require` does). */
export const loadProviderDocument = (slug: string): Promise<ProviderDocument> =>
  documents(`./${slug}/provider.json`) as Promise<ProviderDocument>;

/** The address of an SVG file beside a provider's document. */
export const providerAssetUrl = (slug: string, file: string): string =>
  pictures(`./${slug}/${file}`) as string;
