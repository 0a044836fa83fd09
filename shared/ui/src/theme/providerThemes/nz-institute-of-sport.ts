// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// NZIS: track red on a black header, cool grey canvas with a faint speed stripe, uppercase Oswald headings.
// In the dark scheme: black and track red, the speed stripe in faint white, red links lightened.
import { mix } from '../color';
import { SYSTEM_SANS, stack } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#c8102e',
    contrast: '#ffffff',
    fg: '#ff8a95',
    focusRing: '#ff5a6a',
    accent: '#ff4d5e',
    canvas: '#0e0f13',
    panel: '#181a20',
    text: '#f1f2f5',
    textMuted: '#a9aebb',
    border: '#2e313a',
    header: { bg: '#08090c', fg: '#ffffff', border: '#2a2d35' },
    footer: { bg: '#050608', fg: '#e4e6eb', border: '#23262d' },
    background: {
      image: 'repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.03) 0 2px, transparent 2px 16px)',
      stops: [mix('#0e0f13', '#ffffff', 0.03)],
    },
  },
};
