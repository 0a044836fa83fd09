import { PROVIDER_SLUGS, type Provider, type ProviderSlug, type RouteRole } from './types';
import { perProvider } from './perProvider';

// Each provider's settings are in a chunk of their own, the same as its theme's (@portal/ui's
// theme/providerThemes): a page loads only its provider's. The shell loads them before its first render
// (bootstrap.tsx); the head script has already asked for the chunk by then (shared/federation/src/providerChunks.cjs).
// Every provider at once, for the tools and Jest's set-up: `@portal/config/providers` (./providers/all.ts).
const settings = perProvider<Provider>(
  {
    'up-online': () =>
      import(/* webpackChunkName: "provider-up-online" */ './providers/up-online').then((m) => m.upOnline),
    iahealth: () =>
      import(/* webpackChunkName: "provider-iahealth" */ './providers/iahealth').then((m) => m.iahealth),
    ichm: () => import(/* webpackChunkName: "provider-ichm" */ './providers/ichm').then((m) => m.ichm),
    'nz-institute-of-sport': () =>
      import(
        /* webpackChunkName: "provider-nz-institute-of-sport" */ './providers/nz-institute-of-sport'
      ).then((m) => m.nzInstituteOfSport),
    nzma: () => import(/* webpackChunkName: "provider-nzma" */ './providers/nzma').then((m) => m.nzma),
    soe: () => import(/* webpackChunkName: "provider-soe" */ './providers/soe').then((m) => m.soe),
    yoobee: () =>
      import(/* webpackChunkName: "provider-yoobee" */ './providers/yoobee').then((m) => m.yoobee),
    nzst: () => import(/* webpackChunkName: "provider-nzst" */ './providers/nzst').then((m) => m.nzst),
    colab: () => import(/* webpackChunkName: "provider-colab" */ './providers/colab').then((m) => m.colab),
  },
  (slug) => `The settings of "${slug}" are not loaded: await loadProvider("${slug}") first.`,
);

/** Loads a provider's settings (once: later calls share the first; a failed load is tried again next time). */
export const loadProvider = settings.load;
/** A provider's settings, loaded before (loadProvider): the shell's provider is, before its first render. */
export const getProvider = settings.get;
/** Providers' settings given at once, without a chunk (Jest's set-up gives all nine). */
export const provideProviders = settings.provide;

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

/** The provider named by the host's first label (`yoobee.localhost`, `yoobee.portal.example`), if it names one. */
export function providerNamedByHost(hostname: string): ProviderSlug | undefined {
  const first = hostname.split('.')[0]?.toLowerCase();
  return isProviderSlug(first) ? first : undefined;
}

/** The provider named by the host's first label, else `fallback`. */
export const providerFromHost = (hostname: string, fallback: ProviderSlug): ProviderSlug =>
  providerNamedByHost(hostname) ?? fallback;
