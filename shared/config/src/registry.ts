import { loadProviderDocument, providerAssetUrl as documentAssetUrl } from '#providerDocuments';
import { PROVIDER_SLUGS, type ProviderDocument, type ProviderSlug, type RouteRole } from './types';
import { perProvider } from './perProvider';

// Each provider is a document (`providers/<slug>/provider.json`), in a chunk of its own in a build: a page loads
// only its provider's. The shell loads it before its first render (bootstrap.tsx); the head script has already
// asked for the chunk by then (shared/federation/src/providerChunks.cjs). Every provider at once, for the tools and
// Jest's set-up: `@portal/config/providers` (./providers/all.ts).
const settings = perProvider<ProviderDocument>(
  Object.fromEntries(PROVIDER_SLUGS.map((slug) => [slug, () => loadProviderDocument(slug)])),
  (slug) => `The settings of "${slug}" are not loaded: await loadProvider("${slug}") first.`,
);

/** Loads a provider's settings (once: later calls share the first; a failed load is tried again next time). */
export const loadProvider = settings.load;
/** A provider's settings, loaded before (loadProvider): the shell's provider is, before its first render. */
export const getProvider = settings.get;
/** Providers' settings given at once, without a chunk (Jest's set-up gives every provider). */
export const provideProviders = settings.provide;

/** The providers published into the deployment that this page uses (not in the build), with the address of
 * their version's folder. */
const published = new Map<ProviderSlug, string>();

/** The address of a picture beside a provider's document (its logos: `logos` of the document). */
export const providerAssetUrl = (slug: ProviderSlug, file: string): string => {
  const folder = published.get(slug);
  return folder === undefined ? documentAssetUrl(slug, file) : folder + file;
};

/** Uses a provider published into the deployment (`providers.json`; not in the build): its document, checked
 * against the schema before (@portal/config/published), and the address of its version's folder on the
 * deployment's own origin (`/providers/<slug>/<version>/`), where its pictures are. */
export function usePublishedProvider(doc: ProviderDocument, folder: string): void {
  published.set(doc.slug, folder);
  settings.provide({ [doc.slug]: doc });
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

/** A provider with a document is named (the registry's list: no other text is one). */
export const isProviderSlug = (value: unknown): value is ProviderSlug =>
  typeof value === 'string' && (PROVIDER_SLUGS.includes(value) || published.has(value));

/** The provider named by the host's first label (`yoobee.localhost`, `yoobee.portal.example`), if it names one. */
export function providerNamedByHost(hostname: string): ProviderSlug | undefined {
  const first = hostname.split('.')[0]?.toLowerCase();
  return isProviderSlug(first) ? first : undefined;
}

/** The provider named by the host's first label, else `fallback`. */
export const providerFromHost = (hostname: string, fallback: ProviderSlug): ProviderSlug =>
  providerNamedByHost(hostname) ?? fallback;
