// The dark variants of the nine looks, as plain data beside the light ones (themes.ts): the same fields,
// each brand kept by its hue family and its header character, accents lightened to read on dark surfaces.
// The contrast test checks these values as it checks the light ones.
import type { ProviderSlug } from '@portal/config';
import { mix, svgImage as svg } from './color';
import type { SchemeColours } from './themes';

export const DARK_THEMES: Record<ProviderSlug, SchemeColours> = {
  // UP Online: deep indigo night, the coral and indigo glows kept faint, lavender links.
  'up-online': {
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
  // iAH: dark sea-green, the plus signs drawn in faint mint, mint links.
  iahealth: {
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
  // ICHM: the hotel at night — the burgundy header kept, a dark plum canvas with the gold lattice faint, rose links.
  ichm: {
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
  // NZIS: black and track red, the speed stripe in faint white, red links lightened.
  'nz-institute-of-sport': {
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
  // NZMA: deep navy with the warm orange kept, the navy wash now lighter at the top.
  nzma: {
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
  // School of Education: a green-black chalkboard, the ruled lines in faint green, leaf-green links.
  soe: {
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
  // Yoobee: black and signal yellow, the halftone in faint white; yellow buttons keep black text.
  yoobee: {
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
  // NZST: the ocean at night, fading from deep blue to dark sand, sky-blue links.
  nzst: {
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
  // Colab: ink studio, the blueprint grid in faint violet, violet links lightened.
  colab: {
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
