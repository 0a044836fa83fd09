// The providers' documents read from disk (`providers/<slug>/provider.json`), for what runs in Node: Jest, the
// local backend, the end-to-end tests and the tools. The portal's build holds the same documents (./bundled.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProviderDocument } from '../types';

/** The repository's `providers/` folder: the first of the working folder and those above it to hold one beside
 * pnpm-workspace.yaml. */
function providersFolder(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml')) && existsSync(join(dir, 'providers')))
      return join(dir, 'providers');
    if (dirname(dir) === dir) throw new Error(`No providers/ folder in ${process.cwd()} or above it`);
  }
}

export const PROVIDERS_FOLDER = providersFolder();

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Every provider with a document, by slug, in order. */
export const providerSlugs: readonly string[] = readdirSync(PROVIDERS_FOLDER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(PROVIDERS_FOLDER, entry.name, 'provider.json')))
  .map((entry) => entry.name)
  .sort();

/** A provider's document, read now. */
export const readProviderDocument = (slug: string): ProviderDocument =>
  readJson(join(PROVIDERS_FOLDER, slug, 'provider.json')) as ProviderDocument;

/** A provider's document. */
export const loadProviderDocument = async (slug: string): Promise<ProviderDocument> =>
  readProviderDocument(slug);

/** The address of an SVG file beside a provider's document, as a deployment serves it. */
export const providerAssetUrl = (slug: string, file: string): string => `/providers/${slug}/${file}`;

/** A provider's seed of the local backend (`providers/<slug>/seed.json`). */
export const readProviderSeed = (slug: string): unknown =>
  readJson(join(PROVIDERS_FOLDER, slug, 'seed.json'));
