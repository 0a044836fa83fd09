// The nine providers' themes, each in a chunk of its own named `provider-<slug>`, with the provider's settings
// (@portal/config's registry names the same chunks): a page loads only its provider's. The shell loads it
// before its first render (bootstrap.tsx), beside the configuration; the head script has already asked for the
// file by then (shared/federation/src/providerChunks.cjs). Jest's set-up gives all nine (jest/setup.ts).
import { perProvider } from '@portal/config';
import type { ProviderTheme } from '../themes';

// One literal import per provider, so that each chunk has the name the page's map of chunks gives it.
const themes = perProvider<ProviderTheme>(
  {
    'up-online': () =>
      import(/* webpackChunkName: "provider-up-online" */ './up-online').then((m) => m.theme),
    iahealth: () => import(/* webpackChunkName: "provider-iahealth" */ './iahealth').then((m) => m.theme),
    ichm: () => import(/* webpackChunkName: "provider-ichm" */ './ichm').then((m) => m.theme),
    'nz-institute-of-sport': () =>
      import(/* webpackChunkName: "provider-nz-institute-of-sport" */ './nz-institute-of-sport').then(
        (m) => m.theme,
      ),
    nzma: () => import(/* webpackChunkName: "provider-nzma" */ './nzma').then((m) => m.theme),
    soe: () => import(/* webpackChunkName: "provider-soe" */ './soe').then((m) => m.theme),
    yoobee: () => import(/* webpackChunkName: "provider-yoobee" */ './yoobee').then((m) => m.theme),
    nzst: () => import(/* webpackChunkName: "provider-nzst" */ './nzst').then((m) => m.theme),
    colab: () => import(/* webpackChunkName: "provider-colab" */ './colab').then((m) => m.theme),
  },
  (slug) => `The theme of "${slug}" is not loaded: await loadTheme("${slug}") before the render.`,
);

/** Loads a provider's theme (once: later calls share the first; a failed load is tried again next time). */
export const loadTheme = themes.load;
/** A provider's theme, loaded before (loadTheme). */
export const themeOf = themes.get;
/** Themes given at once, without a chunk (Jest's set-up gives all nine, ./all.ts). */
export const provideThemes = themes.provide;
