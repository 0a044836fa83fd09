// The nine themes, as plain data: the Chakra systems (system.ts) are built from these values, and the
// contrast test reads the same values, so what is tested is what is shown.
import type { ProviderSlug } from '@portal/config';
import { mix, scaleFrom, svgImage as svg, type ScaleStep } from './color';
import { DARK_THEMES } from './darkThemes';
import { SYSTEM_HUMANIST, SYSTEM_ROUNDED, SYSTEM_SANS, SYSTEM_SERIF, stack } from './fonts';

/** The colours of one scheme (light or dark) of a look. */
export interface SchemeColours {
  /** Brand colour of buttons and selected states; `contrast` is the text on it. */
  solid: string;
  contrast: string;
  /** Brand-coloured text (links, ghost and outline buttons) on the canvas, panels and `subtle`. */
  fg: string;
  focusRing: string;
  /** Second colour of the logo and background; decoration only, never text. */
  accent: string;
  /** Page background colour, cards/menus/dialogs, body text and secondary text. */
  canvas: string;
  panel: string;
  text: string;
  textMuted: string;
  border: string;
  header: { bg: string; fg: string; border: string };
  footer: { bg: string; fg: string; border: string };
  /** Body background over `canvas`; `stops` are the other colours it reaches (contrast is checked on them too). */
  background: { image: string; size?: string; stops: string[] };
}

export interface ProviderTheme extends SchemeColours {
  /** The same fields for the dark scheme (class `dark` on `<html>`). */
  dark: SchemeColours;
  fonts: { heading: string; body: string };
  headingStyle?: { textTransform?: 'uppercase'; letterSpacing?: string };
  /** Chakra's l1/l2/l3 radii (small controls, buttons/inputs, cards/dialogs). */
  radii: { l1: string; l2: string; l3: string };
}

const LIGHT_THEMES: Record<ProviderSlug, Omit<ProviderTheme, 'dark'>> = {
  // UP Online: indigo and coral, airy lavender canvas with two soft glows, Figtree throughout.
  'up-online': {
    solid: '#3b30c4',
    contrast: '#ffffff',
    fg: '#3328b0',
    focusRing: '#5b50e0',
    accent: '#ff6b5b',
    canvas: '#f6f5ff',
    panel: '#ffffff',
    text: '#1b1838',
    textMuted: '#55526e',
    border: '#e2dff4',
    header: { bg: '#ffffff', fg: '#1b1838', border: '#e2dff4' },
    footer: { bg: '#edebfb', fg: '#26225a', border: '#dcd8f3' },
    background: {
      image:
        'radial-gradient(60rem 28rem at 100% -8rem, rgba(255, 107, 91, 0.13), transparent 70%), radial-gradient(50rem 30rem at -10rem 0, rgba(59, 48, 196, 0.10), transparent 70%)',
      stops: [mix('#f6f5ff', '#ff6b5b', 0.13), mix('#f6f5ff', '#3b30c4', 0.1)],
    },
    fonts: { heading: stack('Figtree', SYSTEM_SANS), body: stack('Figtree', SYSTEM_SANS) },
    radii: { l1: '4px', l2: '8px', l3: '12px' },
  },
  // iAH: clinical teal on a mint canvas with a faint field of plus signs; Figtree headings, system body.
  iahealth: {
    solid: '#0f766e',
    contrast: '#ffffff',
    fg: '#0b5f58',
    focusRing: '#14958a',
    accent: '#5fd3c0',
    canvas: '#f2faf8',
    panel: '#ffffff',
    text: '#0f2f2b',
    textMuted: '#48615d',
    border: '#d3ebe6',
    header: { bg: '#ffffff', fg: '#0f2f2b', border: '#d3ebe6' },
    footer: { bg: '#e3f3ef', fg: '#0f2f2b', border: '#cbe6e0' },
    background: {
      image: svg(
        'width="56" height="56" viewBox="0 0 56 56"><path d="M26 14h4v6h6v4h-6v6h-4v-6h-6v-4h6z" fill="#0f766e" fill-opacity="0.04"/>',
      ),
      size: '56px 56px',
      stops: [mix('#f2faf8', '#0f766e', 0.04)],
    },
    fonts: { heading: stack('Figtree', SYSTEM_SANS), body: SYSTEM_SANS },
    radii: { l1: '6px', l2: '10px', l3: '14px' },
  },
  // ICHM: a grand hotel — burgundy and gold, ivory canvas with a fine gold lattice, Fraunces headings.
  ichm: {
    solid: '#7b1e3a',
    contrast: '#ffffff',
    fg: '#7b1e3a',
    focusRing: '#a8324f',
    accent: '#c9a45c',
    canvas: '#fbf7f0',
    panel: '#ffffff',
    text: '#2b1a1f',
    textMuted: '#66545a',
    border: '#eadfcd',
    header: { bg: '#4a0f24', fg: '#f7ebd3', border: '#6b1b35' },
    footer: { bg: '#3a0c1c', fg: '#eadbc0', border: '#5a1730' },
    background: {
      image: svg(
        'width="28" height="28" viewBox="0 0 28 28"><path d="M14 0L28 14L14 28L0 14Z" fill="none" stroke="#c9a45c" stroke-opacity="0.16" stroke-width="0.8"/>',
      ),
      size: '28px 28px',
      stops: [mix('#fbf7f0', '#c9a45c', 0.16)],
    },
    fonts: { heading: stack('Fraunces', SYSTEM_SERIF), body: SYSTEM_SANS },
    radii: { l1: '2px', l2: '3px', l3: '6px' },
  },
  // NZIS: track red on a black header, cool grey canvas with a faint speed stripe, uppercase Oswald headings.
  'nz-institute-of-sport': {
    solid: '#c8102e',
    contrast: '#ffffff',
    fg: '#b00e28',
    focusRing: '#e0243f',
    accent: '#ff4d5e',
    canvas: '#f3f4f6',
    panel: '#ffffff',
    text: '#111318',
    textMuted: '#4a5060',
    border: '#dcdfe5',
    header: { bg: '#111318', fg: '#ffffff', border: '#2a2d35' },
    footer: { bg: '#0b0c10', fg: '#e4e6eb', border: '#23262d' },
    background: {
      image: 'repeating-linear-gradient(135deg, rgba(17, 19, 24, 0.035) 0 2px, transparent 2px 16px)',
      stops: [mix('#f3f4f6', '#111318', 0.035)],
    },
    fonts: {
      heading: stack('Oswald', '"Arial Narrow", "Roboto Condensed", ' + SYSTEM_SANS),
      body: SYSTEM_SANS,
    },
    headingStyle: { textTransform: 'uppercase', letterSpacing: '0.02em' },
    radii: { l1: '0px', l2: '2px', l3: '4px' },
  },
  // NZMA: navy and warm orange, a navy wash fading down the page, humanist system fonts.
  nzma: {
    solid: '#c2410c',
    contrast: '#ffffff',
    fg: '#9a3412',
    focusRing: '#c2410c',
    accent: '#fb923c',
    canvas: '#f5f7fa',
    panel: '#ffffff',
    text: '#12263f',
    textMuted: '#4b5a6d',
    border: '#dbe2ea',
    header: { bg: '#12263f', fg: '#ffffff', border: '#223a58' },
    footer: { bg: '#0d1c30', fg: '#dce3ec', border: '#1d3250' },
    background: { image: 'linear-gradient(180deg, #e1e8f1 0, #f5f7fa 24rem)', stops: ['#e1e8f1'] },
    fonts: { heading: SYSTEM_HUMANIST, body: SYSTEM_HUMANIST },
    radii: { l1: '4px', l2: '6px', l3: '10px' },
  },
  // School of Education: forest green on ruled exercise-book paper, Fraunces headings and Figtree text.
  soe: {
    solid: '#2d6a4f',
    contrast: '#ffffff',
    fg: '#265c44',
    focusRing: '#3f8f6b',
    accent: '#e9c46a',
    canvas: '#faf8f3',
    panel: '#ffffff',
    text: '#1d2a23',
    textMuted: '#56635b',
    border: '#e6e0d2',
    header: { bg: '#ffffff', fg: '#1d2a23', border: '#e6e0d2' },
    footer: { bg: '#f0ece1', fg: '#1d2a23', border: '#e0d9c8' },
    background: {
      image: 'repeating-linear-gradient(180deg, transparent 0 31px, rgba(45, 106, 79, 0.07) 31px 32px)',
      stops: [mix('#faf8f3', '#2d6a4f', 0.07)],
    },
    fonts: { heading: stack('Fraunces', SYSTEM_SERIF), body: stack('Figtree', SYSTEM_SANS) },
    radii: { l1: '4px', l2: '8px', l3: '12px' },
  },
  // Yoobee: black and signal yellow, halftone dots, Bricolage Grotesque headings; yellow buttons carry black text.
  yoobee: {
    solid: '#ffd100',
    contrast: '#111111',
    fg: '#765700',
    focusRing: '#8a6a00',
    accent: '#ffd100',
    canvas: '#fafaf7',
    panel: '#ffffff',
    text: '#111111',
    textMuted: '#52524e',
    border: '#e4e4dc',
    header: { bg: '#0a0a0a', fg: '#ffffff', border: '#262626' },
    footer: { bg: '#0a0a0a', fg: '#e6e6e1', border: '#262626' },
    background: {
      image: 'radial-gradient(rgba(10, 10, 10, 0.09) 1px, transparent 1.6px)',
      size: '18px 18px',
      stops: [mix('#fafaf7', '#0a0a0a', 0.09)],
    },
    fonts: { heading: stack('Bricolage Grotesque', SYSTEM_SANS), body: SYSTEM_SANS },
    radii: { l1: '6px', l2: '10px', l3: '16px' },
  },
  // NZST: ocean blue header, the page fading from sky to sand, rounded headings and Figtree text.
  nzst: {
    solid: '#0369a1',
    contrast: '#ffffff',
    fg: '#075985',
    focusRing: '#0284c7',
    accent: '#f4c27a',
    canvas: '#f2f8fb',
    panel: '#ffffff',
    text: '#0c2b3a',
    textMuted: '#466371',
    border: '#d4e6ef',
    header: { bg: '#0c4a6e', fg: '#ffffff', border: '#145d86' },
    footer: { bg: '#083a57', fg: '#d8eaf3', border: '#0f4c6f' },
    background: {
      image: 'linear-gradient(180deg, #dcedf7 0, #f2f8fb 28rem, #fbf6ec 100%)',
      stops: ['#dcedf7', '#fbf6ec'],
    },
    fonts: { heading: SYSTEM_ROUNDED, body: stack('Figtree', SYSTEM_SANS) },
    radii: { l1: '6px', l2: '12px', l3: '18px' },
  },
  // Colab: a design studio — white, ink and electric violet on a faint blueprint grid, square corners.
  colab: {
    solid: '#6d28d9',
    contrast: '#ffffff',
    fg: '#5b21b6',
    focusRing: '#7c3aed',
    accent: '#22d3ee',
    canvas: '#fcfcfd',
    panel: '#ffffff',
    text: '#18181b',
    textMuted: '#52525b',
    border: '#e4e4e7',
    header: { bg: '#ffffff', fg: '#18181b', border: '#e4e4e7' },
    footer: { bg: '#f4f4f5', fg: '#18181b', border: '#e4e4e7' },
    background: {
      image:
        'linear-gradient(rgba(109, 40, 217, 0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(109, 40, 217, 0.06) 1px, transparent 1px)',
      size: '32px 32px',
      stops: [mix('#fcfcfd', '#6d28d9', 0.12)],
    },
    fonts: { heading: stack('Bricolage Grotesque', SYSTEM_SANS), body: stack('Figtree', SYSTEM_SANS) },
    radii: { l1: '0px', l2: '0px', l3: '2px' },
  },
};

export const THEMES = Object.fromEntries(
  Object.entries(LIGHT_THEMES).map(([slug, light]) => [
    slug,
    { ...light, dark: DARK_THEMES[slug as ProviderSlug] },
  ]),
) as Record<ProviderSlug, ProviderTheme>;

/** The brand scale of a theme: hand-picked solid as the 500, tints and shades around it. */
export const brandScale = (theme: SchemeColours): Record<ScaleStep, string> => scaleFrom(theme.solid);

/** The brand colours of the light variants, as Chakra's own palettes pick them (100/200/300 of the scale). */
export function brandTints(theme: SchemeColours): { subtle: string; muted: string; emphasized: string } {
  const scale = brandScale(theme);
  return { subtle: scale[100], muted: scale[200], emphasized: scale[300] };
}

/** The brand colours of the dark variants, as Chakra's own palettes pick them in dark (950/900/800 of the
 * scale of the dark solid). */
export function brandTintsDark(dark: SchemeColours): { subtle: string; muted: string; emphasized: string } {
  const scale = brandScale(dark);
  return { subtle: scale[950], muted: scale[900], emphasized: scale[800] };
}

/** Chakra's quiet neutral backgrounds (bg.subtle < bg.muted < bg.emphasized: table heads, read-only fields,
 * tracks) in dark, tinted with the look's own panel rather than Chakra's plain grays (950/900/800), so a navy or
 * plum look keeps its tone inside its cards. */
export function neutralTintsDark(dark: SchemeColours): { subtle: string; muted: string; emphasized: string } {
  return {
    subtle: mix(dark.panel, dark.text, 0.03),
    muted: mix(dark.panel, dark.text, 0.07),
    emphasized: mix(dark.panel, dark.text, 0.14),
  };
}
