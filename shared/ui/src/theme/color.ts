// Small colour helpers: the brand scales are mixed from a few hand-picked colours, and the tests
// check WCAG 2.x contrast on the very values the systems are built from.

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `from` moved toward `to` by `amount` (0 = from, 1 = to), in sRGB. */
export function mix(from: string, to: string, amount: number): string {
  const [r1, g1, b1] = parseHex(from);
  const [r2, g2, b2] = parseHex(to);
  const lerp = (x: number, y: number) => x + (y - x) * amount;
  return toHex([lerp(r1, r2), lerp(g1, g2), lerp(b1, b2)]);
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const SCALE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type ScaleStep = (typeof SCALE_STEPS)[number];

/** A 50–950 scale around `base` (its 500): tints toward white above, shades toward black below. */
export function scaleFrom(base: string): Record<ScaleStep, string> {
  const tint: Partial<Record<ScaleStep, number>> = { 50: 0.95, 100: 0.88, 200: 0.75, 300: 0.56, 400: 0.3 };
  const shade: Partial<Record<ScaleStep, number>> = { 600: 0.14, 700: 0.3, 800: 0.46, 900: 0.6, 950: 0.72 };
  const out = {} as Record<ScaleStep, string>;
  for (const step of SCALE_STEPS) {
    const t = tint[step];
    const s = shade[step];
    out[step] =
      t !== undefined
        ? mix(base, '#ffffff', t)
        : s !== undefined
          ? mix(base, '#000000', s)
          : base.toLowerCase();
  }
  return out;
}

/** A CSS `url()` of an inline SVG (a background pattern): the markup after `<svg xmlns=…`, URL-encoded. */
export const svgImage = (markup: string): string =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" ${markup}</svg>`)}")`;

/** A button's hovered background: `solid` moved away from the text on it (`contrast`), darker under light text
 * and lighter under dark text, so hovering never lowers the text's contrast. */
export function hoverOf(solid: string, contrast: string): string {
  return relativeLuminance(contrast) > relativeLuminance(solid)
    ? mix(solid, '#000000', 0.12)
    : mix(solid, '#ffffff', 0.2);
}
