import type { Provider, ProviderSlug, RouteRole } from './types';
import { PROVIDER_SLUGS } from './types';

// Each provider's settings are in a chunk of their own, the same as its theme's (@portal/ui's theme/providerThemes): a page
// loads only its provider's. The shell loads them before its first render (bootstrap.tsx); the head script has
// already asked for the chunk by then (shared/federation/src/providerChunks.cjs). Every provider at once, for the
// tools and Jest's set-up: `@portal/config/providers` (./providers/all.ts).
const LOADERS: Record<ProviderSlug, () => Promise<Record<string, Provider>>> = {
  'up-online': () => import(/* webpackChunkName: "provider-up-online" */ './providers/up-online'),
  iahealth: () => import(/* webpackChunkName: "provider-iahealth" */ './providers/iahealth'),
  ichm: () => import(/* webpackChunkName: "provider-ichm" */ './providers/ichm'),
  'nz-institute-of-sport': () =>
    import(/* webpackChunkName: "provider-nz-institute-of-sport" */ './providers/nz-institute-of-sport'),
  nzma: () => import(/* webpackChunkName: "provider-nzma" */ './providers/nzma'),
  soe: () => import(/* webpackChunkName: "provider-soe" */ './providers/soe'),
  yoobee: () => import(/* webpackChunkName: "provider-yoobee" */ './providers/yoobee'),
  nzst: () => import(/* webpackChunkName: "provider-nzst" */ './providers/nzst'),
  colab: () => import(/* webpackChunkName: "provider-colab" */ './providers/colab'),
};

const providers = new Map<ProviderSlug, Provider>();
const loading = new Map<ProviderSlug, Promise<Provider>>();

/** Loads a provider's settings (once: later calls share the first). A failed load is forgotten, so a later call
 * tries again. */
export function loadProvider(slug: ProviderSlug): Promise<Provider> {
  let request = loading.get(slug);
  if (!request) {
    request = LOADERS[slug]().then((module) => {
      const provider = Object.values(module).find((value) => value.slug === slug);
      if (!provider) throw new Error(`The settings of "${slug}" are not in their file`);
      providers.set(slug, provider);
      return provider;
    });
    request.catch(() => loading.delete(slug));
    loading.set(slug, request);
  }
  return request;
}

/** Providers' settings given at once, without a chunk: Jest's set-up gives all nine, as tests read them while
 * they are declared. */
export function provideProviders(given: Partial<Record<ProviderSlug, Provider>>): void {
  for (const provider of Object.values(given)) {
    providers.set(provider.slug, provider);
    loading.set(provider.slug, Promise.resolve(provider));
  }
}

/** A provider's settings, loaded before (loadProvider): the shell's provider is, before its first render. */
export function getProvider(slug: ProviderSlug): Provider {
  const provider = providers.get(slug);
  if (!provider)
    throw new Error(`The settings of "${slug}" are not loaded: await loadProvider("${slug}") first.`);
  return provider;
}

/** Every role a provider's menus may list (a test holds it to what the nine provider files list): a remote's
 * menu role outside it is new, and shows for everyone until the providers' files name it. */
export const PROVIDER_MENU_ROLES: readonly RouteRole[] = [
  'learning',
  'settings',
  'grades',
  'myEnrolments',
  'payments',
  'files',
  'support',
  'library',
  'policiesAndProcedures',
  'withdraw',
  'logout',
];

export const isProviderSlug = (value: unknown): value is ProviderSlug =>
  typeof value === 'string' && (PROVIDER_SLUGS as readonly string[]).includes(value);

/** The provider named by the host's first label (`yoobee.localhost`, `yoobee.portal.example`), else `fallback`. */
export function providerFromHost(hostname: string, fallback: ProviderSlug): ProviderSlug {
  const first = hostname.split('.')[0]?.toLowerCase();
  return isProviderSlug(first) ? first : fallback;
}
