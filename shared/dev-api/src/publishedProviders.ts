/** Providers published into the deployment's store while the backend runs (`pnpm provider:publish`): the store's
 * providers.json names each provider's live version, whose document is, in the local store's layout,
 * releases/providers/<slug>/<version>/provider.json beside it. The backend learns a provider it does not know from it: its host's origins join the CORS list and
 * the sign-in return addresses, and its seed's demo accounts sign in. A deployment's store holds no seed (its
 * sign-in is the provider's own): the seed is read from the seed folders the backend is given (PROVIDER_SEEDS,
 * each holding <slug>/seed.json). providers.json is read again only when its modification time or size has
 * changed, at most once a second. A provider learnt from it that providers.json no longer names was withdrawn
 * (`pnpm provider:rollback` past its first version, or providers.json deleted): the backend forgets it, as the
 * shell no longer serves it. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProviderSeed } from '@portal/mock-api';

export interface PublishedProvider {
  document: { slug: string; name: string; group: 'cognito' | 'aad'; country: 'NZ' | 'AU' };
  seed: ProviderSeed;
}

/** What changed in providers.json since the last look: the providers published, and those withdrawn (slugs). */
export interface ProviderChanges {
  published: PublishedProvider[];
  withdrawn: string[];
}

const NO_CHANGE: ProviderChanges = { published: [], withdrawn: [] };
const SLUG = /^[a-z][a-z0-9-]{0,62}$/;
const VERSION = /^[0-9a-f]{12}$/;
const RECHECK_MS = 1000;

/** `indexFile`: the store's providers.json; `seedDirs`: the folders of the published providers' seeds. */
export function publishedProviders(indexFile: string, seedDirs: readonly string[]) {
  let seen = '';
  let checkedAt = 0;
  const known = new Set<string>();

  function seedOf(slug: string): ProviderSeed | undefined {
    const file = seedDirs.map((dir) => join(dir, slug, 'seed.json')).find((f) => existsSync(f));
    return file ? (JSON.parse(readFileSync(file, 'utf8')) as ProviderSeed) : undefined;
  }

  /** The providers published and withdrawn since the last call (none when providers.json has not changed). A
   * provider whose document or seed cannot be read is reported on the console and tried again at the next change. */
  return function providerChanges(now = Date.now()): ProviderChanges {
    if (now - checkedAt < RECHECK_MS) return NO_CHANGE;
    checkedAt = now;
    let stamp: string;
    try {
      const stat = statSync(indexFile);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch (error) {
      // No providers.json: nothing is published (as the shell reads it). Another error: looked at next time.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return NO_CHANGE;
      stamp = 'none';
    }
    if (stamp === seen) return NO_CHANGE;
    seen = stamp;
    let index: Record<string, { version?: unknown }>;
    try {
      index = stamp === 'none' ? {} : JSON.parse(readFileSync(indexFile, 'utf8'));
      if (typeof index !== 'object' || index === null || Array.isArray(index))
        throw new Error('not an object');
    } catch {
      seen = ''; // Caught mid-write: read again at the next check.
      return NO_CHANGE;
    }
    const withdrawn = [...known].filter((slug) => !Object.prototype.hasOwnProperty.call(index, slug));
    for (const slug of withdrawn) known.delete(slug);
    const found: PublishedProvider[] = [];
    for (const [slug, entry] of Object.entries(index)) {
      const version = entry?.version;
      if (known.has(slug) || !SLUG.test(slug) || typeof version !== 'string' || !VERSION.test(version))
        continue;
      try {
        const file = join(dirname(indexFile), 'releases', 'providers', slug, version, 'provider.json');
        const document = JSON.parse(readFileSync(file, 'utf8')) as PublishedProvider['document'];
        if (document.slug !== slug) throw new Error(`its document names ${document.slug}`);
        const seed = seedOf(slug);
        if (!seed) throw new Error(`no ${slug}/seed.json in ${seedDirs.join(', ') || 'no seed folder'}`);
        known.add(slug);
        found.push({ document, seed });
      } catch (error) {
        console.error(`[dev-api] published provider ${slug}: ${(error as Error).message}`);
      }
    }
    return { published: found, withdrawn };
  };
}
