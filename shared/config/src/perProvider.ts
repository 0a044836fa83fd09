import type { ProviderSlug } from './types';

/** Something each provider has in a chunk of its own (its settings here, its theme in @portal/ui): loaded once,
 * then read without waiting. */
export interface PerProvider<T> {
  /** Loads a provider's (once: later calls share the first). A failed load is forgotten, so a later call tries
   * again. */
  load(slug: ProviderSlug): Promise<T>;
  /** A provider's, loaded before; else throws `notLoaded(slug)`. */
  get(slug: ProviderSlug): T;
  /** Several given at once, without a chunk: Jest's set-up gives every provider's, as tests read them while they are
   * declared; a provider published into the deployment (not in the build) is given once its document is checked. */
  provide(given: Partial<Record<ProviderSlug, T>>): void;
}

/** A PerProvider of `loaders` (one literal `import()` per provider, so that each chunk has its name). */
export function perProvider<T>(
  loaders: Record<ProviderSlug, () => Promise<T>>,
  notLoaded: (slug: ProviderSlug) => string,
): PerProvider<T> {
  const loaded = new Map<ProviderSlug, T>();
  const loading = new Map<ProviderSlug, Promise<T>>();
  return {
    load(slug) {
      // Only the registry's providers and those given: a slug from a configuration file is data (`toString` is no
      // provider).
      const request = loading.get(slug);
      if (request) return request;
      const loader = Object.prototype.hasOwnProperty.call(loaders, slug) ? loaders[slug] : undefined;
      if (!loader) return Promise.reject(new Error(`There is no provider "${String(slug)}"`));
      const started = loader().then((value) => {
        loaded.set(slug, value);
        return value;
      });
      // Forgotten only while it is still the one kept (a value given meanwhile stays).
      started.catch(() => loading.get(slug) === started && loading.delete(slug));
      loading.set(slug, started);
      return started;
    },
    get(slug) {
      if (!loaded.has(slug)) throw new Error(notLoaded(slug));
      return loaded.get(slug) as T;
    },
    provide(given) {
      for (const [slug, value] of Object.entries(given) as [ProviderSlug, T][]) {
        loaded.set(slug, value);
        loading.set(slug, Promise.resolve(value));
      }
    },
  };
}
