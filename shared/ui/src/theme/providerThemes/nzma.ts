// One provider's theme, light and dark, in a chunk of its own (./index.ts): a page loads only its provider's.
// NZMA: navy and warm orange, a navy wash fading down the page, humanist system fonts.
// In the dark scheme: deep navy with the warm orange kept, the navy wash now lighter at the top.
import { SYSTEM_HUMANIST } from '../fonts';
import type { ProviderTheme } from '../themes';

export const theme: ProviderTheme = {
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
  dark: {
    solid: '#c2410c',
    contrast: '#ffffff',
    fg: '#fdba74',
    focusRing: '#fb923c',
    accent: '#fb923c',
    canvas: '#0b1422',
    panel: '#132038',
    text: '#e8eef6',
    textMuted: '#a6b4c7',
    border: '#263a58',
    header: { bg: '#12263f', fg: '#ffffff', border: '#223a58' },
    footer: { bg: '#08111e', fg: '#dce3ec', border: '#1d3250' },
    background: { image: 'linear-gradient(180deg, #142640 0, #0b1422 24rem)', stops: ['#142640'] },
  },
};
