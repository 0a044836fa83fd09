// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// iAH: clinical teal on a mint canvas with a faint field of plus signs; Figtree headings, system body.
// In the dark scheme: dark sea-green, the plus signs drawn in faint mint, mint links.
import { mix, svgImage as svg } from '../color';
import { SYSTEM_SANS, stack } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#0f766e',
    contrast: '#ffffff',
    fg: '#6ee0cd',
    focusRing: '#3fbfae',
    accent: '#5fd3c0',
    canvas: '#0b1716',
    panel: '#12211f',
    text: '#e2f4f0',
    textMuted: '#9cbab4',
    border: '#24403b',
    header: { bg: '#12211f', fg: '#e2f4f0', border: '#24403b' },
    footer: { bg: '#0f1d1b', fg: '#d3ebe6', border: '#213a36' },
    background: {
      image: svg(
        'width="56" height="56" viewBox="0 0 56 56"><path d="M26 14h4v6h6v4h-6v6h-4v-6h-6v-4h6z" fill="#5fd3c0" fill-opacity="0.06"/>',
      ),
      size: '56px 56px',
      stops: [mix('#0b1716', '#5fd3c0', 0.06)],
    },
  },
};
