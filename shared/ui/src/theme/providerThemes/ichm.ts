// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// ICHM: a grand hotel — burgundy and gold, ivory canvas with a fine gold lattice, Fraunces headings.
// In the dark scheme: the hotel at night — the burgundy header kept, a dark plum canvas with the gold lattice faint, rose links.
import { mix, svgImage as svg } from '../color';
import { SYSTEM_SANS, SYSTEM_SERIF, stack } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#9b2c4c',
    contrast: '#ffffff',
    fg: '#f2a9bd',
    focusRing: '#e07a96',
    accent: '#c9a45c',
    canvas: '#180e12',
    panel: '#24161b',
    text: '#f6ece1',
    textMuted: '#c5b1b6',
    border: '#432c33',
    header: { bg: '#4a0f24', fg: '#f7ebd3', border: '#6b1b35' },
    footer: { bg: '#2e0a17', fg: '#eadbc0', border: '#4d1429' },
    background: {
      image: svg(
        'width="28" height="28" viewBox="0 0 28 28"><path d="M14 0L28 14L14 28L0 14Z" fill="none" stroke="#c9a45c" stroke-opacity="0.12" stroke-width="0.8"/>',
      ),
      size: '28px 28px',
      stops: [mix('#180e12', '#c9a45c', 0.12)],
    },
  },
};
