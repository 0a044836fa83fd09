// Each provider's theme, light and dark, is its document's `theme` (providers/<slug>/provider.json), loaded with
// its settings in the provider's chunk (@portal/config's loadProvider): a page loads only its provider's. The
// shell loads it before its first render (bootstrap.tsx). Jest's set-up gives every provider's (jest/setup.ts).
import { PROVIDER_SLUGS, loadProvider, perProvider } from '@portal/config';
import type { ProviderTheme } from '../themes';

const themes = perProvider<ProviderTheme>(
  Object.fromEntries(PROVIDER_SLUGS.map((slug) => [slug, () => loadProvider(slug).then((p) => p.theme)])),
  (slug) => `The theme of "${slug}" is not loaded: await loadTheme("${slug}") before the render.`,
);

/** Loads a provider's theme (once: later calls share the first; a failed load is tried again next time). */
export const loadTheme = themes.load;
/** A provider's theme, loaded before (loadTheme). */
export const themeOf = themes.get;
/** Themes given at once, without a chunk (Jest's set-up gives every provider's, ./all.ts). */
export const provideThemes = themes.provide;
