import { Box, Button, Heading } from '@chakra-ui/react';
import { PROVIDER_SLUGS } from '@portal/config';
import { render, screen } from '@testing-library/react';
import { drawnFaces } from './fonts';
import { brandTints } from './themes';
import { THEMES } from './providerThemes/all';
import { PortalUiProvider, loadFonts } from './PortalUiProvider';
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
    const theme = THEMES[slug]!;
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
    // Declared optional: a font late for the first text is mostly not swapped in (the shell loads its fonts itself,
    // loadFonts, so that none is).
    expect(css).toMatch(/font-display:\s*optional/);
    expect(css).not.toMatch(/font-display:\s*(swap|block|fallback)/);
  });
});

describe('loadFonts', () => {
  it('loads the fonts a theme draws: the heading family in bold, the body family whole', () => {
    const faces = (slug: keyof typeof THEMES) =>
      drawnFaces(THEMES[slug]!.fonts).map((face) => `${face.family} ${face.weight}`);
    // soe: Fraunces headings (one weight), Figtree body (two weights); iahealth: Figtree headings only, bold;
    // up-online: Figtree for both, each font once; nzma: system fonts.
    expect(faces('soe')).toEqual(['Fraunces 600', 'Figtree 400', 'Figtree 700']);
    expect(faces('iahealth')).toEqual(['Figtree 700']);
    expect(faces('up-online')).toEqual(['Figtree 700', 'Figtree 400']);
    expect(faces('nzma')).toEqual([]);
  });

  /** The browser's FontFace (jsdom has none): each one's load is settled by the test. */
  class FakeFontFace {
    static made: FakeFontFace[] = [];
    status: FontFaceLoadStatus = 'unloaded';
    private settle!: (ok: boolean) => void;
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {
      FakeFontFace.made.push(this);
    }
    readonly loaded = new Promise<this>((resolve, reject) => {
      this.settle = (ok) => {
        this.status = ok ? 'loaded' : 'error';
        if (ok) resolve(this);
        else reject(new Error('network'));
      };
    });
    load() {
      this.status = 'loading';
      return this.loaded;
    }
    arrive(ok = true) {
      this.settle(ok);
    }
  }

  beforeEach(() => {
    FakeFontFace.made = [];
    (globalThis as { FontFace?: unknown }).FontFace = FakeFontFace;
  });
  afterEach(() => {
    delete (globalThis as { FontFace?: unknown }).FontFace;
  });

  it('gives the page the fonts that loaded before its first render, and never a later one', async () => {
    const added: FakeFontFace[] = [];
    const fonts = loadFonts('soe', {
      add: (face: FakeFontFace) => added.push(face),
    } as unknown as FontFaceSet);
    const [fraunces, figtree400, figtree700] = FakeFontFace.made;
    expect(FakeFontFace.made.map((face) => [face.family, face.descriptors.weight])).toEqual([
      ['Fraunces', '600'],
      ['Figtree', '400'],
      ['Figtree', '700'],
    ]);
    // Loading from the start, in the latin subset the files hold.
    expect(FakeFontFace.made.every((face) => face.status === 'loading')).toBe(true);
    expect(fraunces!.descriptors.unicodeRange).toMatch(/^U\+0000-00FF,/);
    fraunces!.arrive();
    figtree400!.arrive(false); // lost on the way
    await Promise.resolve();
    expect(fonts.addArrived()).toBe(1);
    expect(added).toEqual([fraunces]);
    // The page's wait for its fonts ends at its limit while a font is still loading.
    jest.useFakeTimers();
    try {
      const waited = fonts.arrival(100);
      jest.advanceTimersByTime(100);
      await waited;
    } finally {
      jest.useRealTimers();
    }
    figtree700!.arrive(); // after the first render: the page keeps its fallback
    await Promise.resolve();
    expect(fonts.addArrived()).toBe(0);
    expect(added).toEqual([fraunces]);
  });

  it("ends the page's wait once every font has loaded or failed", async () => {
    const fonts = loadFonts('soe', { add: jest.fn() } as unknown as FontFaceSet);
    let waited = false;
    void fonts.arrival(60_000).then(() => (waited = true));
    const [fraunces, figtree400, figtree700] = FakeFontFace.made;
    fraunces!.arrive();
    figtree400!.arrive(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waited).toBe(false);
    figtree700!.arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waited).toBe(true);
    expect(fonts.addArrived()).toBe(2);
  });

  it('does nothing for a theme of system fonts, or where the browser has no FontFace', () => {
    const add = jest.fn();
    expect(loadFonts('nzma', { add } as unknown as FontFaceSet).addArrived()).toBe(0);
    delete (globalThis as { FontFace?: unknown }).FontFace;
    expect(loadFonts('soe', { add } as unknown as FontFaceSet).addArrived()).toBe(0);
    expect(add).not.toHaveBeenCalled();
  });
});

describe('PortalUiProvider with fontFaces={false}', () => {
  it('declares no @font-face (the page loads its fonts itself)', () => {
    const before = insertedCss().match(/@font-face/g)?.length ?? 0;
    render(
      <PortalUiProvider provider="colab" fontFaces={false}>
        x
      </PortalUiProvider>,
    );
    expect(insertedCss()).not.toMatch(/font-family:\s*"Bricolage Grotesque"/);
    expect(insertedCss().match(/@font-face/g)?.length ?? 0).toBe(before);
  });
});
