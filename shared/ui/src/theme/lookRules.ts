// The contrast rules every provider's look is held to (WCAG 2.2 AA), light and dark: the rules of
// ./contrast.test.ts as data, so that `pnpm provider:check` holds a new document to the same ones and names a
// failing pair with its ratio and a nearby colour that passes. `@portal/ui/lookRules`: no Chakra, no fonts (it
// runs in Node).
import { contrastRatio, hoverOf, mix } from './color';
import { ERROR_TEXT, ERROR_TEXT_DARK } from './errorText';
import {
  brandTints,
  brandTintsDark,
  neutralTintsDark,
  type ProviderTheme,
  type SchemeColours,
} from './themes';

/** WCAG 1.4.3: text needs 4.5:1. */
export const AA_TEXT = 4.5;
/** WCAG 1.4.11: focus indicators and other non-text parts need 3:1. */
export const AA_NON_TEXT = 3;

export type Scheme = 'light' | 'dark';

/** One contrast rule of a scheme: `field` is the colour of the look to change when it fails (a path in the
 * scheme's colours, e.g. `textMuted`, `header.fg`, `background.stops.0`). */
export interface ContrastRule {
  scheme: Scheme;
  /** What is read on what, in words. */
  pair: string;
  field: string;
  min: number;
  ratioOf(colours: SchemeColours): number;
}

/** A failing rule: its ratio, and a colour near the field's that passes (undefined when none does). */
export interface ContrastProblem extends ContrastRule {
  colour: string;
  ratio: number;
  passing: string | undefined;
}

const get = (colours: SchemeColours, path: string): string =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], colours) as string;

function withField(colours: SchemeColours, path: string, value: string): SchemeColours {
  const copy = structuredClone(colours);
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], copy);
  (parent as Record<string, unknown>)[last] = value;
  return copy;
}

/** Every rule of one scheme of a look. */
export function schemeRules(scheme: Scheme, colours: SchemeColours): ContrastRule[] {
  const errorText = scheme === 'light' ? ERROR_TEXT : ERROR_TEXT_DARK;
  const tints = (c: SchemeColours) => (scheme === 'light' ? brandTints(c) : brandTintsDark(c));
  /** The page's backgrounds and panels, each with the field that holds it. */
  const grounds = [
    { name: 'the page background (canvas)', field: 'canvas' },
    ...colours.background.stops.map((_, i) => ({
      name: `the background's colour ${i + 1} (background.stops)`,
      field: `background.stops.${i}`,
    })),
    { name: 'panels (panel)', field: 'panel' },
  ];
  const rules: ContrastRule[] = [];
  const rule = (pair: string, field: string, min: number, ratioOf: (c: SchemeColours) => number) =>
    rules.push({ scheme, pair, field, min, ratioOf });

  rule('button text (contrast) on the brand colour (solid)', 'contrast', AA_TEXT, (c) =>
    contrastRatio(c.solid, c.contrast),
  );
  rule('button text (contrast) on the hovered brand colour (from solid)', 'solid', AA_TEXT, (c) =>
    contrastRatio(hoverOf(c.solid, c.contrast), c.contrast),
  );
  for (const ground of grounds) {
    const on = (c: SchemeColours) => get(c, ground.field);
    rule(`text (text) on ${ground.name}`, 'text', AA_TEXT, (c) => contrastRatio(c.text, on(c)));
    rule(`muted text (textMuted) on ${ground.name}`, 'textMuted', AA_TEXT, (c) =>
      contrastRatio(c.textMuted, on(c)),
    );
    rule(`error text (${errorText}) on ${ground.name}`, ground.field, AA_TEXT, (c) =>
      contrastRatio(errorText, on(c)),
    );
    rule(`brand text (fg) on ${ground.name}`, 'fg', AA_TEXT, (c) => contrastRatio(c.fg, on(c)));
    rule(`the focus ring (focusRing) on ${ground.name}`, 'focusRing', AA_NON_TEXT, (c) =>
      contrastRatio(c.focusRing, on(c)),
    );
  }
  rule('brand text (fg) on the brand tint (subtle, from solid)', 'fg', AA_TEXT, (c) =>
    contrastRatio(c.fg, tints(c).subtle),
  );
  rule('brand text (fg) on the brand tint (muted, from solid)', 'fg', AA_TEXT, (c) =>
    contrastRatio(c.fg, tints(c).muted),
  );
  rule(`error text (${errorText}) on the brand tint (subtle, from solid)`, 'solid', AA_TEXT, (c) =>
    contrastRatio(errorText, tints(c).subtle),
  );
  rule('header text (header.fg) on the header (header.bg)', 'header.fg', AA_TEXT, (c) =>
    contrastRatio(c.header.fg, c.header.bg),
  );
  rule('footer text (footer.fg) on the footer (footer.bg)', 'footer.fg', AA_TEXT, (c) =>
    contrastRatio(c.footer.fg, c.footer.bg),
  );
  if (scheme === 'dark') {
    for (const quiet of ['subtle', 'muted', 'emphasized'] as const) {
      const on = (c: SchemeColours) => neutralTintsDark(c)[quiet];
      const name = `the quiet background bg.${quiet} (from panel and text)`;
      rule(`text (text) on ${name}`, 'text', AA_TEXT, (c) => contrastRatio(c.text, on(c)));
      rule(`muted text (textMuted) on ${name}`, 'textMuted', AA_TEXT, (c) =>
        contrastRatio(c.textMuted, on(c)),
      );
      rule(`brand text (fg) on ${name}`, 'fg', AA_TEXT, (c) => contrastRatio(c.fg, on(c)));
      rule(`error text (${errorText}) on ${name}`, 'panel', AA_TEXT, (c) => contrastRatio(errorText, on(c)));
    }
  }
  return rules;
}

/** The colour nearest `colour` (moved toward black or white by the least amount, in 1% steps) with which
 * `ratioOf` reaches `min`; undefined when neither direction gets there. */
function nearestPassing(
  colours: SchemeColours,
  field: string,
  min: number,
  ratioOf: (c: SchemeColours) => number,
): string | undefined {
  const colour = get(colours, field);
  for (let step = 1; step <= 100; step += 1) {
    for (const toward of ['#000000', '#ffffff']) {
      const candidate = mix(colour, toward, step / 100);
      if (ratioOf(withField(colours, field, candidate)) >= min) return candidate;
    }
  }
  return undefined;
}

/** The rules a look fails, light and dark. */
export function contrastProblems(theme: ProviderTheme): ContrastProblem[] {
  const schemes: [Scheme, SchemeColours][] = [
    ['light', theme],
    ['dark', theme.dark],
  ];
  return schemes.flatMap(([scheme, colours]) =>
    schemeRules(scheme, colours).flatMap((rule) => {
      const ratio = rule.ratioOf(colours);
      if (ratio >= rule.min) return [];
      const passing = nearestPassing(colours, rule.field, rule.min, rule.ratioOf);
      return [{ ...rule, colour: get(colours, rule.field), ratio, passing }];
    }),
  );
}

/** A problem in words: `dark: muted text (textMuted) on panels (panel): 4.12:1, needs 4.5:1; textMuted #b5c0b6
 * passes (4.53:1)`. */
export function describeContrastProblem(problem: ContrastProblem): string {
  const ratio = (r: number) => `${(Math.floor(r * 100) / 100).toFixed(2)}:1`;
  const head = `${problem.scheme}: ${problem.pair}: ${ratio(problem.ratio)}, needs ${problem.min}:1`;
  if (!problem.passing) return `${head}; no colour near ${problem.field} ${problem.colour} passes`;
  return `${head}; ${problem.field} ${problem.passing} instead of ${problem.colour} passes`;
}
