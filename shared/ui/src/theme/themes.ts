// What a provider's theme is (its values, as plain data, are its document's `theme`: providers/<slug>/provider.json) and the
// colours derived from it. The Chakra systems (system.ts) are built from these values, and the contrast test reads the
// same values, so what is tested is what is shown.
import { mix, scaleFrom, type ScaleStep } from './color';

/** A provider's look (its document's `theme`) and the colours of one of its schemes: the types are
 * @portal/config's, with the rest of a provider's document. */
export type { ProviderTheme, SchemeColours } from '@portal/config';
import type { SchemeColours } from '@portal/config';

/** The brand scale of a theme: hand-picked solid as the 500, tints and shades around it. */
export const brandScale = (theme: SchemeColours): Record<ScaleStep, string> => scaleFrom(theme.solid);

/** The brand colours of the light variants, as Chakra's own palettes pick them (100/200/300 of the scale). */
export function brandTints(theme: SchemeColours): { subtle: string; muted: string; emphasized: string } {
  const scale = brandScale(theme);
  return { subtle: scale[100], muted: scale[200], emphasized: scale[300] };
}

/** The brand colours of the dark variants, as Chakra's own palettes pick them in dark (950/900/800 of the
 * scale of the dark solid). */
export function brandTintsDark(dark: SchemeColours): { subtle: string; muted: string; emphasized: string } {
  const scale = brandScale(dark);
  return { subtle: scale[950], muted: scale[900], emphasized: scale[800] };
}

/** Chakra's quiet neutral backgrounds (bg.subtle < bg.muted < bg.emphasized: table heads, read-only fields,
 * tracks) in dark, tinted with the look's own panel rather than Chakra's plain grays (950/900/800), so a navy or
 * plum look keeps its tone inside its cards. */
export function neutralTintsDark(dark: SchemeColours): { subtle: string; muted: string; emphasized: string } {
  return {
    subtle: mix(dark.panel, dark.text, 0.03),
    muted: mix(dark.panel, dark.text, 0.07),
    emphasized: mix(dark.panel, dark.text, 0.14),
  };
}
