// The providers' documents read from disk (`providers/<slug>/provider.json`), for what runs in Node: Jest, the
// local backend, the end-to-end tests and the tools. The portal's build holds the same documents (./bundled.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProviderDocument } from '../types';

/** The providers' folder: the portal's repository's `providers/` (the first of the working folder and those above
 * it to hold one beside pnpm-workspace.yaml); elsewhere (a remote's own repository) the published package's copy,
 * `providers/` beside its package.json (made by `pnpm kit:build`), found from this module's folder. */
function providersFolder(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml')) && existsSync(join(dir, 'providers')))
      return join(dir, 'providers');
    if (dirname(dir) === dir) break;
  }
  // src/documents/ or dist/documents/: two folders below the package's own. CommonJS (Jest) names this module's
  // folder; an ES module run by Node does not, and finds only the repository's.
  const packageCopy = typeof __dirname === 'string' ? join(__dirname, '..', '..', 'providers') : undefined;
  if (packageCopy && existsSync(packageCopy)) return packageCopy;
  throw new Error(`No providers/ folder in ${process.cwd()} or above it, nor in @portal/config`);
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
