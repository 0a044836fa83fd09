// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// Colab: a design studio — white, ink and electric violet on a faint blueprint grid, square corners.
// In the dark scheme: ink studio, the blueprint grid in faint violet, violet links lightened.
import { mix } from '../color';
import { SYSTEM_SANS, stack } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#7c3aed',
    contrast: '#ffffff',
    fg: '#c4b5fd',
    focusRing: '#a78bfa',
    accent: '#22d3ee',
    canvas: '#0e0e11',
    panel: '#18181b',
    text: '#f4f4f5',
    textMuted: '#a8a8b2',
    border: '#2e2e33',
    header: { bg: '#18181b', fg: '#f4f4f5', border: '#2e2e33' },
    footer: { bg: '#141417', fg: '#e4e4e7', border: '#2a2a2e' },
    background: {
      image:
        'linear-gradient(rgba(167, 139, 250, 0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(167, 139, 250, 0.07) 1px, transparent 1px)',
      size: '32px 32px',
      stops: [mix('#0e0e11', '#a78bfa', 0.14)],
    },
  },
};
