// The nine providers' looks, each in a chunk of its own named `provider-<slug>`, with the provider's settings
// (@portal/config's registry names the same chunks): a page loads only its provider's. The shell loads it
// before its first render (bootstrap.tsx), beside the configuration; the head script has already asked for the
// file by then (shared/federation/src/providerChunks.cjs). Jest's set-up gives all nine (types/jestSetup.ts).
import type { ProviderSlug } from '@portal/config';
import type { ProviderTheme } from '../themes';

type LookModule = Promise<{ look: ProviderTheme }>;

// One literal import per provider, so each chunk has a name the head script can find.
const LOADERS: Record<ProviderSlug, () => LookModule> = {
  'up-online': () => import(/* webpackChunkName: "provider-up-online" */ './up-online'),
  iahealth: () => import(/* webpackChunkName: "provider-iahealth" */ './iahealth'),
  ichm: () => import(/* webpackChunkName: "provider-ichm" */ './ichm'),
  'nz-institute-of-sport': () =>
    import(/* webpackChunkName: "provider-nz-institute-of-sport" */ './nz-institute-of-sport'),
  nzma: () => import(/* webpackChunkName: "provider-nzma" */ './nzma'),
  soe: () => import(/* webpackChunkName: "provider-soe" */ './soe'),
  yoobee: () => import(/* webpackChunkName: "provider-yoobee" */ './yoobee'),
  nzst: () => import(/* webpackChunkName: "provider-nzst" */ './nzst'),
  colab: () => import(/* webpackChunkName: "provider-colab" */ './colab'),
};

const looks = new Map<ProviderSlug, ProviderTheme>();
const loading = new Map<ProviderSlug, Promise<ProviderTheme>>();

/** Loads a provider's look (once: later calls share the first). A failed load is forgotten, so a later call
 * tries again. */
export function loadLook(slug: ProviderSlug): Promise<ProviderTheme> {
  let request = loading.get(slug);
  if (!request) {
    request = LOADERS[slug]().then(({ look }) => {
      looks.set(slug, look);
      return look;
    });
    request.catch(() => loading.delete(slug));
    loading.set(slug, request);
  }
  return request;
}

/** Looks given at once, without a chunk: Jest's set-up gives all nine (./all.ts), as tests read them while
 * they are declared. */
export function provideLooks(given: Partial<Record<ProviderSlug, ProviderTheme>>): void {
  for (const [slug, look] of Object.entries(given) as [ProviderSlug, ProviderTheme][]) {
    looks.set(slug, look);
    loading.set(slug, Promise.resolve(look));
  }
}

/** A provider's look, loaded before (loadLook). */
export function lookOf(slug: ProviderSlug): ProviderTheme {
  const look = looks.get(slug);
  if (!look)
    throw new Error(`The look of "${slug}" is not loaded: await loadLook("${slug}") before the render.`);
  return look;
}
