import { Box, Button, Heading } from '@chakra-ui/react';
import { PROVIDER_SLUGS } from '@portal/config';
import { render, screen } from '@testing-library/react';
import { drawnFaces } from './fonts';

// Jest maps every woff2 file to one stub address: each face gets an address of its own here (webpack gives each
// its hashed file), chosen by the real selection of faces.
jest.mock('./fonts', () => {
  const actual = jest.requireActual<typeof import('./fonts')>('./fonts');
  return {
    ...actual,
    fontFiles: (fonts: { heading: string; body: string }) =>
      actual.drawnFaces(fonts).map((face) => `/${face.family}-${face.weight}.woff2`),
  };
});
import { brandTints } from './themes';
import { THEMES } from './providerThemes/all';
import { PortalUiProvider, preloadFonts } from './PortalUiProvider';
import { providerSystem } from './system';

/** The CSS Emotion inserted (it inserts rules into the sheets, so style elements' text is empty). */
const insertedCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');

describe('PortalUiProvider', () => {
  it.each(PROVIDER_SLUGS)('%s: renders its children with Chakra components', (slug) => {
    render(
      <PortalUiProvider provider={slug}>
        <Heading>Welcome</Heading>
        <Button>Sign in</Button>
        <Box bg="bg.canvas" color="brand.fg" data-testid="box">
          body
        </Box>
      </PortalUiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('box')).toHaveTextContent('body');
  });

  it.each(PROVIDER_SLUGS)('%s: its system defines the tokens pages use', (slug) => {
    const system = providerSystem(slug);
    const theme = THEMES[slug];
    const token = (path: string) => system.tokens.getByName(path)?.originalValue;
    expect(token('colors.brand.solid')).toBe(theme.solid);
    expect(token('colors.brand.contrast')).toBe(theme.contrast);
    expect(token('colors.brand.fg')).toBe(theme.fg);
    expect(token('colors.brand.subtle')).toBe(brandTints(theme).subtle);
    expect(token('colors.brand.muted')).toBe(brandTints(theme).muted);
    expect(token('colors.brand.emphasized')).toBe(brandTints(theme).emphasized);
    expect(token('colors.brand.focusRing')).toBe(theme.focusRing);
    expect(token('colors.brand.500')).toBe(theme.solid);
    expect(token('colors.bg.canvas')).toBe(theme.canvas);
    expect(token('colors.bg.panel')).toBe(theme.panel);
    expect(token('colors.fg')).toBe(theme.text);
    expect(token('colors.fg.muted')).toBe(theme.textMuted);
    expect(token('colors.header.bg')).toBe(theme.header.bg);
    expect(token('colors.header.fg')).toBe(theme.header.fg);
    expect(token('colors.footer.bg')).toBe(theme.footer.bg);
    expect(token('colors.footer.fg')).toBe(theme.footer.fg);
    expect(token('fonts.heading')).toBe(theme.fonts.heading);
    expect(token('fonts.body')).toBe(theme.fonts.body);
  });

  it('creates each system once and keeps it', () => {
    expect(providerSystem('yoobee')).toBe(providerSystem('yoobee'));
    expect(providerSystem('yoobee')).not.toBe(providerSystem('nzma'));
  });

  it('sets the brand palette, the canvas and the fonts globally', () => {
    render(<PortalUiProvider provider="ichm">x</PortalUiProvider>);
    const css = insertedCss();
    expect(css).toMatch(/--chakra-colors-brand-solid:\s*#7b1e3a/);
    expect(css).toMatch(/--chakra-colors-color-palette-solid:\s*var\(--chakra-colors-brand-solid\)/);
    expect(css).toMatch(/background-color:\s*var\(--chakra-colors-bg-canvas\)/);
    expect(css).toMatch(/font-family:\s*var\(--chakra-fonts-body\)/);
    // ichm's headings are Fraunces, a bundled font: its @font-face is declared, the other bundled fonts' are not.
    expect(css).toMatch(/@font-face\s*{\s*font-family:\s*"Fraunces"/);
    expect(css).not.toMatch(/font-family:\s*"(Oswald|Figtree|Bricolage Grotesque)"/);
    // A face late for the first text is not swapped in afterwards (no reflow under the reader).
    expect(css).toMatch(/font-display:\s*optional/);
    expect(css).not.toMatch(/font-display:\s*(swap|block|fallback)/);
  });
});

describe('preloadFonts', () => {
  const preloads = (doc: Document) =>
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
      as: link.getAttribute('as'),
      type: link.type,
      crossOrigin: link.crossOrigin,
      href: link.getAttribute('href'),
    }));

  it('preloads the faces a theme draws: the heading family in bold, the body family whole', () => {
    const faces = (slug: keyof typeof THEMES) =>
      drawnFaces(THEMES[slug].fonts).map((face) => `${face.family} ${face.weight}`);
    // soe: Fraunces headings (one weight), Figtree body (two weights); iahealth: Figtree headings only, bold;
    // up-online: Figtree for both, each face once; nzma: system fonts.
    expect(faces('soe')).toEqual(['Fraunces 600', 'Figtree 400', 'Figtree 700']);
    expect(faces('iahealth')).toEqual(['Figtree 700']);
    expect(faces('up-online')).toEqual(['Figtree 700', 'Figtree 400']);
    expect(faces('nzma')).toEqual([]);
  });

  it('asks for each file once per document, in CORS mode as fonts are fetched', () => {
    const doc = document.implementation.createHTMLDocument('page');
    preloadFonts('soe', doc);
    expect(preloads(doc)).toEqual(
      ['Fraunces-600', 'Figtree-400', 'Figtree-700'].map((face) => ({
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
        href: `/${face}.woff2`,
      })),
    );
    preloadFonts('soe', doc);
    preloadFonts('nzma', doc); // system font stacks only
    preloadFonts('colab', doc); // Figtree's two files are there already: Bricolage Grotesque's only
    expect(preloads(doc).map((link) => link.href)).toEqual([
      '/Fraunces-600.woff2',
      '/Figtree-400.woff2',
      '/Figtree-700.woff2',
      '/Bricolage Grotesque-700.woff2',
    ]);
    // Another page asks afresh.
    const next = document.implementation.createHTMLDocument('next');
    preloadFonts('iahealth', next);
    expect(preloads(next).map((link) => link.href)).toEqual(['/Figtree-700.woff2']);
  });
});
