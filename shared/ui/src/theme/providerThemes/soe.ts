// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// School of Education: forest green on ruled exercise-book paper, Fraunces headings and Figtree text.
// In the dark scheme: a green-black chalkboard, the ruled lines in faint green, leaf-green links.
import { mix } from '../color';
import { SYSTEM_SANS, SYSTEM_SERIF, stack } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#2d6a4f',
    contrast: '#ffffff',
    fg: '#8fd4b0',
    focusRing: '#5cb88c',
    accent: '#e9c46a',
    canvas: '#111713',
    panel: '#19211c',
    text: '#eef1e9',
    textMuted: '#a9b6ab',
    border: '#2f3b33',
    header: { bg: '#19211c', fg: '#eef1e9', border: '#2f3b33' },
    footer: { bg: '#151c18', fg: '#dfe5dc', border: '#29342d' },
    background: {
      image: 'repeating-linear-gradient(180deg, transparent 0 31px, rgba(143, 212, 176, 0.07) 31px 32px)',
      stops: [mix('#111713', '#8fd4b0', 0.07)],
    },
  },
};
