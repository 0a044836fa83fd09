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
import { LOOKS, brandScale, brandTints, type ProviderLook } from './looks';
import { RECIPES, SLOT_RECIPES } from './recipes';

/** Chakra's default theme (tokens, text and layer styles, keyframes) with only the recipes the portal's
 * parts use (./recipes.ts), not the whole defaultConfig. */
const portalTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Error text (field errors, error bars), readable on every look's panels and backgrounds. */
export const ERROR_TEXT = '#b42318';

const v = (value: string) => ({ value });

function configFor(look: ProviderLook) {
  const scale = brandScale(look);
  const tints = brandTints(look);
  return defineConfig({
    theme: {
      tokens: {
        colors: { brand: Object.fromEntries(SCALE_STEPS.map((step) => [step, v(scale[step])])) },
        fonts: { heading: v(look.fonts.heading), body: v(look.fonts.body) },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: v(look.solid),
            contrast: v(look.contrast),
            fg: v(look.fg),
            subtle: v(tints.subtle),
            muted: v(tints.muted),
            emphasized: v(tints.emphasized),
            focusRing: v(look.focusRing),
            border: v(look.focusRing),
          },
          accent: v(look.accent),
          bg: { DEFAULT: v(look.panel), canvas: v(look.canvas), panel: v(look.panel) },
          // error: Chakra's red.500 is 3.8:1 on white; field errors are small text and need 4.5:1.
          fg: { DEFAULT: v(look.text), muted: v(look.textMuted), error: v(ERROR_TEXT) },
          border: { DEFAULT: v(look.border) },
          header: { bg: v(look.header.bg), fg: v(look.header.fg), border: v(look.header.border) },
          footer: { bg: v(look.footer.bg), fg: v(look.footer.fg), border: v(look.footer.border) },
        },
        radii: { l1: v(look.radii.l1), l2: v(look.radii.l2), l3: v(look.radii.l3) },
      },
    },
    globalCss: {
      html: { colorPalette: 'brand', bg: 'bg.canvas', color: 'fg' },
      body: {
        minHeight: '100dvh',
        backgroundColor: 'bg.canvas',
        backgroundImage: look.background.image,
        backgroundSize: look.background.size ?? 'auto',
        backgroundAttachment: 'fixed',
        color: 'fg',
        fontFamily: 'body',
      },
      'h1, h2, h3, h4, h5, h6': { fontFamily: 'heading', ...look.headingStyle },
    },
  });
}

const systems = new Map<ProviderSlug, SystemContext>();

/** The Chakra system of a provider: Chakra's theme (with the portal's recipes) plus the provider's look.
 * Built on first use, then cached. */
export function providerSystem(slug: ProviderSlug): SystemContext {
  let system = systems.get(slug);
  if (!system) {
    system = createSystem(defaultBaseConfig, portalTheme, configFor(LOOKS[slug]));
    systems.set(slug, system);
  }
  return system;
}
