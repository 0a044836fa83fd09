// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// Yoobee: black and signal yellow, halftone dots, Bricolage Grotesque headings; yellow buttons carry black text.
// In the dark scheme: black and signal yellow, the halftone in faint white; yellow buttons keep black text.
import { mix } from '../color';
import { SYSTEM_SANS, stack } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#ffd100',
    contrast: '#111111',
    fg: '#ffd84d',
    focusRing: '#ffd100',
    accent: '#ffd100',
    canvas: '#0d0d0c',
    panel: '#191917',
    text: '#f5f5f0',
    textMuted: '#b2b2aa',
    border: '#30302b',
    header: { bg: '#000000', fg: '#ffffff', border: '#262626' },
    footer: { bg: '#000000', fg: '#e6e6e1', border: '#262626' },
    background: {
      image: 'radial-gradient(rgba(255, 255, 255, 0.07) 1px, transparent 1.6px)',
      size: '18px 18px',
      stops: [mix('#0d0d0c', '#ffffff', 0.07)],
    },
  },
};
