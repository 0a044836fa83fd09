import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import type { ProviderSlug } from '@portal/config';
import { SCALE_STEPS } from './color';
import { THEMES, brandScale, brandTints, type ProviderTheme } from './themes';
import { RECIPES, SLOT_RECIPES } from './recipes';

/**
 * The colour palettes the portal's pages use besides its own brand: gray (the recipes' neutral default) and
 * the status colours (blue, green, orange and red: Chakra's Alert gives info, success, warning and error
 * these). Every page load builds the provider's system, at a cost per token: Chakra's five other palettes
 * (yellow, teal, cyan, purple, pink) would be a fifth of its tokens, used nowhere. A test keeps the pages to
 * these.
 */
export const PALETTES = ['gray', 'blue', 'green', 'orange', 'red'] as const;

/** Chakra's colour tokens without the palettes the portal does not use (a palette: a group with a 500 shade
 * or, among semantic tokens, a `solid` one). */
function usedColours<T extends Record<string, unknown>>(colors: T): T {
  const palette = (value: unknown) =>
    typeof value === 'object' && value !== null && ('500' in value || 'solid' in value);
  return Object.fromEntries(
    Object.entries(colors).filter(
      ([name, value]) => !palette(value) || (PALETTES as readonly string[]).includes(name),
    ),
  ) as T;
}

/** Chakra's default theme (tokens, text and layer styles, keyframes) with only the recipes the portal's
 * parts use (./recipes.ts), not the whole defaultConfig, and only the palettes it uses. */
const portalTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedColours(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: usedColours(semanticTokens.colors ?? {}) },
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Error text (field errors, error bars), readable on every theme's panels and backgrounds. */
export const ERROR_TEXT = '#b42318';

const v = (value: string) => ({ value });

function configFor(theme: ProviderTheme) {
  const scale = brandScale(theme);
  const tints = brandTints(theme);
  return defineConfig({
    theme: {
      tokens: {
        colors: { brand: Object.fromEntries(SCALE_STEPS.map((step) => [step, v(scale[step])])) },
        fonts: { heading: v(theme.fonts.heading), body: v(theme.fonts.body) },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: v(theme.solid),
            contrast: v(theme.contrast),
            fg: v(theme.fg),
            subtle: v(tints.subtle),
            muted: v(tints.muted),
            emphasized: v(tints.emphasized),
            focusRing: v(theme.focusRing),
            border: v(theme.focusRing),
          },
          accent: v(theme.accent),
          bg: { DEFAULT: v(theme.panel), canvas: v(theme.canvas), panel: v(theme.panel) },
          // error: Chakra's red.500 is 3.8:1 on white; field errors are small text and need 4.5:1.
          fg: { DEFAULT: v(theme.text), muted: v(theme.textMuted), error: v(ERROR_TEXT) },
          border: { DEFAULT: v(theme.border) },
          header: { bg: v(theme.header.bg), fg: v(theme.header.fg), border: v(theme.header.border) },
          footer: { bg: v(theme.footer.bg), fg: v(theme.footer.fg), border: v(theme.footer.border) },
        },
        radii: { l1: v(theme.radii.l1), l2: v(theme.radii.l2), l3: v(theme.radii.l3) },
      },
    },
    globalCss: {
      html: { colorPalette: 'brand', bg: 'bg.canvas', color: 'fg' },
      body: {
        minHeight: '100dvh',
        backgroundColor: 'bg.canvas',
        backgroundImage: theme.background.image,
        backgroundSize: theme.background.size ?? 'auto',
        backgroundAttachment: 'fixed',
        color: 'fg',
        fontFamily: 'body',
      },
      'h1, h2, h3, h4, h5, h6': { fontFamily: 'heading', ...theme.headingStyle },
    },
  });
}

const systems = new Map<ProviderSlug, SystemContext>();

/** The Chakra system of a provider: Chakra's theme (with the portal's recipes) plus the provider's theme.
 * Built on first use, then cached. */
export function providerSystem(slug: ProviderSlug): SystemContext {
  let system = systems.get(slug);
  if (!system) {
    system = createSystem(defaultBaseConfig, portalTheme, configFor(THEMES[slug]));
    systems.set(slug, system);
  }
  return system;
}
