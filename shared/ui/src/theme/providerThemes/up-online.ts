// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// UP Online: indigo and coral, airy lavender canvas with two soft glows, Figtree throughout.
// In the dark scheme: deep indigo night, the coral and indigo glows kept faint, lavender links.
import { mix } from '../color';
import { SYSTEM_SANS, stack } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#5b50e0',
    contrast: '#ffffff',
    fg: '#b3adff',
    focusRing: '#9a93ff',
    accent: '#ff7f70',
    canvas: '#110f22',
    panel: '#1b1932',
    text: '#eeedff',
    textMuted: '#b1aed0',
    border: '#312e52',
    header: { bg: '#1b1932', fg: '#eeedff', border: '#312e52' },
    footer: { bg: '#17152b', fg: '#dcd9f7', border: '#2c2949' },
    background: {
      image:
        'radial-gradient(60rem 28rem at 100% -8rem, rgba(255, 107, 91, 0.10), transparent 70%), radial-gradient(50rem 30rem at -10rem 0, rgba(91, 80, 224, 0.16), transparent 70%)',
      stops: [mix('#110f22', '#ff6b5b', 0.1), mix('#110f22', '#5b50e0', 0.16)],
    },
  },
};
