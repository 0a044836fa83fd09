import { ERROR_TEXT, ERROR_TEXT_DARK } from './errorText';
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
import { SCALE_STEPS, hoverOf } from './color';
import { themeOf } from './providerThemes';
import { brandScale, brandTints, brandTintsDark, neutralTintsDark, type ProviderTheme } from './themes';
import { RECIPES, SLOT_RECIPES } from './recipes';
import palettes from './palettes.json';

/**
 * The colour palettes the portal's pages use besides its own brand (./palettes.json): gray (the recipes' neutral
 * default) and the status colours (blue, green, orange and red: Chakra's Alert gives info, success, warning and
 * error these). Every page load builds the provider's system, at a cost per token: Chakra's five other palettes
 * (yellow, teal, cyan, purple, pink) would be a fifth of its tokens, used nowhere. A test keeps the pages to
 * these. The build leaves the others' data out of the page too (shared/federation/src/patches/chakraPalettes.cjs).
 */
export const PALETTES: readonly string[] = palettes.palettes;

/** A hovered or expanded solid button of Chakra's palettes (the recipe's `colorPalette.solidHover`): its solid
 * darkened, under the palette's light text in both schemes (Chakra's own hover, the solid at 90 % over the page,
 * lightens it, and a solid near 4.5:1 falls under). gray's dark solid carries dark text, far above 4.5:1 either
 * way. The brand's is computed per look (`hoverOf`). */
const PALETTE_HOVERS = Object.fromEntries(
  PALETTES.map((name) => [
    name,
    { solidHover: { value: `color-mix(in srgb, var(--chakra-colors-${name}-solid) 86%, black)` } },
  ]),
);

/** The translucent scales, kept beside the palettes: the dialog's and drawer's backdrops (blackAlpha.500) and the
 * top bar's hover (whiteAlpha.200) name them, and without them a backdrop does not dim the page in either scheme. */
const ALPHA_SCALES = palettes.alphaScales;

/** Chakra's colour tokens without the palettes the portal does not use (a palette: a group with a 500 shade
 * or, among semantic tokens, a `solid` one). */
function usedColours<T extends Record<string, unknown>>(colors: T): T {
  const palette = (value: unknown) =>
    typeof value === 'object' && value !== null && ('500' in value || 'solid' in value);
  const kept: readonly string[] = [...PALETTES, ...ALPHA_SCALES];
  return Object.fromEntries(
    Object.entries(colors).filter(([name, value]) => !palette(value) || kept.includes(name)),
  ) as T;
}

/** Chakra's default theme (tokens, text and layer styles, keyframes) with only the recipes of the parts every
 * page or many fields use (./recipes.ts: the other parts bring theirs, ../parts), not the whole defaultConfig,
 * and only the palettes the portal uses. */
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

export { ERROR_TEXT, ERROR_TEXT_DARK } from './errorText';

const v = (value: string) => ({ value });
/** A semantic token with its light value and its value under the `dark` class on `<html>`. The light value is
 * also the `_light` one: Chakra's own tokens of the same name carry `_light` values (`:root`, which outranks the
 * base's `:where(html)`), and a deep merge would keep theirs. */
const ld = (light: string, dark: string) => ({ value: { base: light, _light: light, _dark: dark } });

/** The sticky top bar's height at each breakpoint (shell's TopBar: sizes 14 and 16) plus a gap for the focus
 * ring: a focused element scrolled into view never sits under the bar (WCAG 2.4.11). */
const SCROLL_PADDING = {
  base: 'calc(var(--chakra-sizes-14) + var(--chakra-spacing-2))',
  md: 'calc(var(--chakra-sizes-16) + var(--chakra-spacing-2))',
};

function configFor(theme: ProviderTheme) {
  const scale = brandScale(theme);
  const tints = brandTints(theme);
  const { dark } = theme;
  const darkTints = brandTintsDark(dark);
  const neutrals = neutralTintsDark(dark);
  return defineConfig({
    theme: {
      tokens: {
        colors: { brand: Object.fromEntries(SCALE_STEPS.map((step) => [step, v(scale[step])])) },
        fonts: { heading: v(theme.fonts.heading), body: v(theme.fonts.body) },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: ld(theme.solid, dark.solid),
            solidHover: ld(hoverOf(theme.solid, theme.contrast), hoverOf(dark.solid, dark.contrast)),
            contrast: ld(theme.contrast, dark.contrast),
            fg: ld(theme.fg, dark.fg),
            subtle: ld(tints.subtle, darkTints.subtle),
            muted: ld(tints.muted, darkTints.muted),
            emphasized: ld(tints.emphasized, darkTints.emphasized),
            focusRing: ld(theme.focusRing, dark.focusRing),
            border: ld(theme.focusRing, dark.focusRing),
          },
          accent: ld(theme.accent, dark.accent),
          ...PALETTE_HOVERS,
          bg: {
            DEFAULT: ld(theme.panel, dark.panel),
            canvas: ld(theme.canvas, dark.canvas),
            panel: ld(theme.panel, dark.panel),
            // Chakra's own light values (gray.50/100/200); the dark ones in the look's tone.
            subtle: ld('{colors.gray.50}', neutrals.subtle),
            muted: ld('{colors.gray.100}', neutrals.muted),
            emphasized: ld('{colors.gray.200}', neutrals.emphasized),
          },
          // error: Chakra's red.500 is 3.8:1 on white; field errors are small text and need 4.5:1.
          fg: {
            DEFAULT: ld(theme.text, dark.text),
            muted: ld(theme.textMuted, dark.textMuted),
            error: ld(ERROR_TEXT, ERROR_TEXT_DARK),
          },
          border: { DEFAULT: ld(theme.border, dark.border) },
          header: {
            bg: ld(theme.header.bg, dark.header.bg),
            fg: ld(theme.header.fg, dark.header.fg),
            border: ld(theme.header.border, dark.header.border),
          },
          footer: {
            bg: ld(theme.footer.bg, dark.footer.bg),
            fg: ld(theme.footer.fg, dark.footer.fg),
            border: ld(theme.footer.border, dark.footer.border),
          },
        },
        radii: { l1: v(theme.radii.l1), l2: v(theme.radii.l2), l3: v(theme.radii.l3) },
      },
    },
    globalCss: {
      html: {
        colorPalette: 'brand',
        bg: 'bg.canvas',
        color: 'fg',
        colorScheme: 'light',
        scrollPaddingTop: SCROLL_PADDING,
        '&.dark': { colorScheme: 'dark' },
      },
      body: {
        minHeight: '100dvh',
        backgroundColor: 'bg.canvas',
        backgroundImage: { base: theme.background.image, _dark: dark.background.image },
        backgroundSize: { base: theme.background.size ?? 'auto', _dark: dark.background.size ?? 'auto' },
        backgroundAttachment: 'fixed',
        color: 'fg',
        fontFamily: 'body',
      },
      'h1, h2, h3, h4, h5, h6': { fontFamily: 'heading', ...theme.headingStyle },
      // Focus rings in the top bar and the footer (the page's own, outside main) in their text colour: the brand's
      // ring is drawn for the canvas and can fall under 3:1 on a dark brand header (WCAG 1.4.11).
      'header:not(main header)': {
        '--chakra-colors-color-palette-focus-ring': 'var(--chakra-colors-header-fg)',
      },
      'footer:not(main footer)': {
        '--chakra-colors-color-palette-focus-ring': 'var(--chakra-colors-footer-fg)',
      },
      // The payment logos' brand plates (@portal/ui PaymentLogos) on dark panels: a light outline around each.
      '.dark svg[data-payment-plate]': { outline: '1px solid rgba(255, 255, 255, 0.4)', borderRadius: '3px' },
      // Reduced motion: no animation or transition anywhere (Chakra's dialog, drawer and menu, the
      // disclosures) for a student who asks the device for less motion. Animations keep a duration of a hundredth
      // of a millisecond, so their end events still come (the parts that unmount after their exit animation wait
      // for them); transitions have none.
      '*, *::before, *::after': {
        _motionReduce: {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  });
}

const systems = new Map<ProviderSlug, SystemContext>();

/** The Chakra system of a provider: Chakra's theme (with the recipes of ./recipes.ts) plus the provider's theme.
 * Built on first use, then cached. The provider's theme must be loaded first (loadTheme). */
export function providerSystem(slug: ProviderSlug): SystemContext {
  let system = systems.get(slug);
  if (!system) {
    system = themeSystem(themeOf(slug));
    systems.set(slug, system);
  }
  return system;
}

/** The Chakra system of a look: Chakra's theme (with the recipes of ./recipes.ts) plus the look's colours, fonts
 * and radii. */
export const themeSystem = (theme: ProviderTheme): SystemContext =>
  createSystem(defaultBaseConfig, portalTheme, configFor(theme));
