// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// NZST: ocean blue header, the page fading from sky to sand, rounded headings and Figtree text.
// In the dark scheme: the ocean at night, fading from deep blue to dark sand, sky-blue links.
import { SYSTEM_ROUNDED, SYSTEM_SANS, stack } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#0369a1',
    contrast: '#ffffff',
    fg: '#7dd3fc',
    focusRing: '#38bdf8',
    accent: '#f4c27a',
    canvas: '#0a1924',
    panel: '#102533',
    text: '#e6f2f8',
    textMuted: '#9fbbca',
    border: '#1f3e52',
    header: { bg: '#0c4a6e', fg: '#ffffff', border: '#145d86' },
    footer: { bg: '#062a40', fg: '#d8eaf3', border: '#0f4c6f' },
    background: {
      image: 'linear-gradient(180deg, #0f2b3d 0, #0a1924 28rem, #17150f 100%)',
      stops: ['#0f2b3d', '#17150f'],
    },
  },
};
