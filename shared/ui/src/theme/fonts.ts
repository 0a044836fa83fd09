// Four open fonts (SIL OFL, from @fontsource), latin subset only, one or two weights each: about 76 KB of
// woff2 in all, and a browser fetches only the faces its provider's page actually uses. The other themes
// use system font stacks. Webpack turns each woff2 import into a hashed asset URL (Jest maps it to a stub).
import bricolage700 from '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff2';
import figtree400 from '@fontsource/figtree/files/figtree-latin-400-normal.woff2';
import figtree700 from '@fontsource/figtree/files/figtree-latin-700-normal.woff2';
import fraunces600 from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';
import oswald600 from '@fontsource/oswald/files/oswald-latin-600-normal.woff2';

export type BundledFamily = 'Figtree' | 'Bricolage Grotesque' | 'Fraunces' | 'Oswald';

interface BundledFace {
  family: BundledFamily;
  weight: number;
  url: string;
}

const FACES: readonly BundledFace[] = [
  { family: 'Figtree', weight: 400, url: figtree400 },
  { family: 'Figtree', weight: 700, url: figtree700 },
  { family: 'Bricolage Grotesque', weight: 700, url: bricolage700 },
  { family: 'Fraunces', weight: 600, url: fraunces600 },
  { family: 'Oswald', weight: 600, url: oswald600 },
];

/** The latin subset's range, as fontsource declares it: other characters (Māori macrons too) fall
 * back per glyph to the next font of the stack. */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const SYSTEM_SANS =
  'ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
export const SYSTEM_SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif';
/** Rounded system faces where the platform has one (Apple's SF Pro Rounded); elsewhere the bundled Figtree. */
export const SYSTEM_ROUNDED = `ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", "Figtree", ${SYSTEM_SANS}`;
export const SYSTEM_HUMANIST =
  '"Avenir Next", Avenir, "Segoe UI", "Helvetica Neue", Roboto, "Noto Sans", Arial, sans-serif';

/** A font-family value: a bundled family (with a fallback stack of similar metrics), or a system stack. */
export const stack = (family: BundledFamily, fallback: string): string => `"${family}", ${fallback}`;

/** The faces of the bundled families named in `fontFamilies` (each a font-family value). */
function facesOf(fontFamilies: readonly string[]): BundledFace[] {
  return FACES.filter((face) => fontFamilies.some((value) => value.includes(`"${face.family}"`)));
}

/**
 * The @font-face rules of the bundled families named in `fontFamilies`, for a page that does not load its fonts
 * itself (a remote's harness, the tests; the shell does: loadFonts). `font-display: optional`: a face that is late
 * for the first text is mostly not swapped in, but Chromium may still redraw text in one that arrives later.
 */
export function fontFaceCss(fontFamilies: readonly string[]): string {
  return facesOf(fontFamilies)
    .map(
      (face) =>
        `@font-face{font-family:"${face.family}";font-style:normal;font-display:optional;font-weight:${face.weight};` +
        `src:url("${face.url}") format("woff2");unicode-range:${LATIN_RANGE};}`,
    )
    .join('\n');
}

/** A theme's bundled faces that its pages draw: the heading family's bold faces (headings are semibold or bold:
 * iahealth's Figtree headings never use Figtree 400) and the body family's. */
export function drawnFaces(fonts: { heading: string; body: string }): BundledFace[] {
  const heading = facesOf([fonts.heading]).filter((face) => face.weight >= 600);
  return [...new Set([...heading, ...facesOf([fonts.body])])];
}
