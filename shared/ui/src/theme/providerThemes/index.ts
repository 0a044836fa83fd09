// The nine providers' themes, each in a chunk of its own named `provider-<slug>`, with the provider's settings
// (@portal/config's registry names the same chunks): a page loads only its provider's. The shell loads it
// before its first render (bootstrap.tsx), beside the configuration; the head script has already asked for the
// file by then (shared/federation/src/providerChunks.cjs). Jest's set-up gives all nine (types/jestSetup.ts).
import type { ProviderSlug } from '@portal/config';
import type { ProviderTheme } from '../themes';

type ThemeModule = Promise<{ theme: ProviderTheme }>;

// One literal import per provider, so that each chunk has the name the page's map of chunks gives it.
const LOADERS: Record<ProviderSlug, () => ThemeModule> = {
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

const themes = new Map<ProviderSlug, ProviderTheme>();
const loading = new Map<ProviderSlug, Promise<ProviderTheme>>();

/** Loads a provider's theme (once: later calls share the first). A failed load is forgotten, so a later call
 * tries again. */
export function loadTheme(slug: ProviderSlug): Promise<ProviderTheme> {
  let request = loading.get(slug);
  if (!request) {
    request = LOADERS[slug]().then(({ theme }) => {
      themes.set(slug, theme);
      return theme;
    });
    request.catch(() => loading.delete(slug));
    loading.set(slug, request);
  }
  return request;
}

/** Themes given at once, without a chunk: Jest's set-up gives all nine (./all.ts), as tests read them while
 * they are declared. */
export function provideThemes(given: Partial<Record<ProviderSlug, ProviderTheme>>): void {
  for (const [slug, theme] of Object.entries(given) as [ProviderSlug, ProviderTheme][]) {
    themes.set(slug, theme);
    loading.set(slug, Promise.resolve(theme));
  }
}

/** A provider's theme, loaded before (loadTheme). */
export function themeOf(slug: ProviderSlug): ProviderTheme {
  const theme = themes.get(slug);
  if (!theme)
    throw new Error(`The theme of "${slug}" is not loaded: await loadTheme("${slug}") before the render.`);
  return theme;
}
