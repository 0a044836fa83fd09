import { PROVIDER_SLUGS } from '@portal/config';
import { contrastRatio, hoverOf, mix, relativeLuminance, scaleFrom } from './color';
import { brandTints, brandTintsDark, neutralTintsDark } from './themes';
import { THEMES } from './providerThemes/all';
import { ERROR_TEXT, ERROR_TEXT_DARK } from './system';

const AA_TEXT = 4.5;
/** WCAG 1.4.11: focus indicators and other non-text parts need 3:1. */
const AA_NON_TEXT = 3;

describe('colour helpers', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  });

  it('mixes and scales colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    const scale = scaleFrom('#3366CC');
    expect(scale[500]).toBe('#3366cc');
    expect(relativeLuminance(scale[50])).toBeGreaterThan(relativeLuminance(scale[500]));
    expect(relativeLuminance(scale[950])).toBeLessThan(relativeLuminance(scale[500]));
    expect(() => mix('red', '#ffffff', 0.5)).toThrow(/#rrggbb/);
  });
});

/** Every look in both schemes: its colours, its brand tints and the error text of that scheme. */
const SCHEMES = PROVIDER_SLUGS.flatMap((slug) => {
  const light = THEMES[slug]!;
  const { dark } = light;
  return [
    [slug, 'light', light, brandTints(light), ERROR_TEXT],
    [slug, 'dark', dark, brandTintsDark(dark), ERROR_TEXT_DARK],
  ] as const;
});

describe.each(SCHEMES)('%s theme (%s) meets WCAG AA', (_slug, _scheme, theme, tints, errorText) => {
  const backgrounds = [theme.canvas, ...theme.background.stops];

  it('brand.contrast on brand.solid', () => {
    expect(contrastRatio(theme.solid, theme.contrast)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('brand.contrast on brand.solidHover (a hovered or expanded solid button)', () => {
    expect(contrastRatio(hoverOf(theme.solid, theme.contrast), theme.contrast)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });

  it('body text (fg, fg.muted) on the page background and on panels', () => {
    for (const bg of [...backgrounds, theme.panel]) {
      expect(contrastRatio(theme.text, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(theme.textMuted, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('error text (fg.error) on the page background and on panels', () => {
    for (const bg of [...backgrounds, theme.panel]) {
      expect(contrastRatio(errorText, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('brand.fg on the page background, panels and the subtle/muted variants', () => {
    for (const bg of [...backgrounds, theme.panel, tints.subtle, tints.muted]) {
      expect(contrastRatio(theme.fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('error text on the brand tints (error messages inside a selected card)', () => {
    for (const bg of [tints.subtle]) {
      expect(contrastRatio(errorText, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('header and footer text on their backgrounds', () => {
    expect(contrastRatio(theme.header.fg, theme.header.bg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(theme.footer.fg, theme.footer.bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('the focus ring stands out from the page and panels', () => {
    for (const bg of [...backgrounds, theme.panel]) {
      expect(contrastRatio(theme.focusRing, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });
});

describe.each(PROVIDER_SLUGS.map((slug) => [slug, THEMES[slug]!.dark] as const))(
  '%s dark theme: the quiet backgrounds',
  (_slug, dark) => {
    it('body text (fg, fg.muted) and brand.fg on bg.subtle, bg.muted and bg.emphasized', () => {
      for (const bg of Object.values(neutralTintsDark(dark))) {
        expect(contrastRatio(dark.text, bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(dark.textMuted, bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(dark.fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(ERROR_TEXT_DARK, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });
  },
);
