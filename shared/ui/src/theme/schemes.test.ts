import { PROVIDER_SLUGS } from '@portal/config';
import { providerSystem } from './system';
import { THEMES } from './providerThemes/all';
import { hoverOf } from './color';
import { RECIPES } from './recipes';

/** Every custom property the token CSS sets, by the selector that sets it (at-rules and layers walked through). */
function declarations(css: unknown, selector = '', out: Array<[string, string, unknown]> = []) {
  for (const [key, value] of Object.entries(css as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object') {
      declarations(value, key.startsWith('@') ? selector : key, out);
    } else out.push([selector, key, value]);
  }
  return out;
}

describe.each(PROVIDER_SLUGS)('%s: each scheme gets its own colours', (slug) => {
  const theme = THEMES[slug]!;
  const found = declarations(providerSystem(slug).getTokenCss());
  const values = (name: string) => found.filter(([, key]) => key === `--chakra-colors-${name}`);
  const isDark = (selector: string) => selector.includes('.dark');

  it.each([
    ['fg', theme.text, theme.dark.text],
    ['fg-muted', theme.textMuted, theme.dark.textMuted],
    ['bg-canvas', theme.canvas, theme.dark.canvas],
    ['bg-panel', theme.panel, theme.dark.panel],
    ['border', theme.border, theme.dark.border],
    ['brand-fg', theme.fg, theme.dark.fg],
    ['brand-solid', theme.solid, theme.dark.solid],
    [
      'brand-solid-hover',
      hoverOf(theme.solid, theme.contrast),
      hoverOf(theme.dark.solid, theme.dark.contrast),
    ],
    ['header-bg', theme.header.bg, theme.dark.header.bg],
    ['footer-fg', theme.footer.fg, theme.dark.footer.fg],
  ])('%s: the light value under every light selector, the dark one under .dark', (name, light, dark) => {
    const set = values(name);
    expect(set.length).toBeGreaterThan(1);
    for (const [selector, , value] of set) expect(value).toBe(isDark(selector) ? dark : light);
    expect(set.some(([selector]) => isDark(selector))).toBe(true);
  });
});

it('keeps the translucent scales the backdrops and the top bar name (blackAlpha, whiteAlpha)', () => {
  const system = providerSystem('soe');
  expect(system.token('colors.blackAlpha.500', '')).not.toBe('');
  expect(system.token('colors.whiteAlpha.200', '')).not.toBe('');
  expect(system.token('colors.teal.500', '')).toBe('');
});

it("hovers a solid button in its palette's solidHover, which every palette the pages use has", () => {
  const solid = RECIPES.button.variants?.variant?.solid as Record<string, unknown>;
  expect(solid._hover).toEqual({ bg: 'colorPalette.solidHover' });
  expect(solid._expanded).toEqual({ bg: 'colorPalette.solidHover' });
  const system = providerSystem('nzma');
  for (const palette of ['brand', 'gray', 'blue', 'green', 'orange', 'red'])
    expect(system.token(`colors.${palette}.solidHover`, '')).not.toBe('');
});
