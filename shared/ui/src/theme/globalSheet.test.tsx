import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { PROVIDER_SLUGS } from '@portal/config';
import { render } from '@testing-library/react';
import { GLOBAL_SHEET_ATTRIBUTE, applyGlobalSheet, systemOf } from './globalSheet';
import { globalSheetText } from './globalSheetText';
import { PortalUiProvider } from './PortalUiProvider';
import { providerSystem } from './system';

/** The rules a render writes through Emotion, in order (each rule as the browser is given it). */
function rulesWritten(ui: (cache: ReturnType<typeof createCache>) => React.ReactElement): string[] {
  const cache = createCache({ key: 'css' });
  const rules: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const recording = { ...sheet, insert: (rule: string) => void rules.push(rule) } as typeof sheet;
    return insert(selector, serialized, recording, shouldCache);
  };
  render(ui(cache));
  return rules;
}

/** A page whose head script preloaded `slug`'s sheet. */
function pageWithPreload(slug: string): { doc: Document; sheetLink: () => HTMLLinkElement | null } {
  const doc = document.implementation.createHTMLDocument('page');
  const preload = doc.createElement('link');
  preload.setAttribute('rel', 'preload');
  preload.setAttribute('as', 'style');
  preload.setAttribute('href', `/provider-${slug}.0123abcd.css`);
  preload.setAttribute(GLOBAL_SHEET_ATTRIBUTE, slug);
  doc.head.appendChild(preload);
  return { doc, sheetLink: () => doc.head.querySelector('link[rel="stylesheet"]') };
}

describe("a provider's global style sheet", () => {
  it.each(PROVIDER_SLUGS)(
    "%s: holds exactly the global rules Chakra's provider writes, in its order",
    (slug) => {
      const system = providerSystem(slug);
      const written = rulesWritten((cache) => (
        <CacheProvider value={cache}>
          <ChakraProvider value={system}>{null}</ChakraProvider>
        </CacheProvider>
      ));
      expect(written).toHaveLength(4); // the layers' order, then the reset, the global CSS and the tokens, each a layer
      expect(written.join('')).toBe(globalSheetText(system));
      const text = globalSheetText(system);
      expect(text.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
      expect(text).toContain('--chakra-colors-brand-solid:');
      expect(text).toContain('.dark');
    },
  );

  it('in force, the provider writes no global rules: only the layers, and the page its own', () => {
    const slug = PROVIDER_SLUGS[0]!;
    const before = systemOf(slug);
    expect(before).toBe(providerSystem(slug));
    const { doc, sheetLink } = pageWithPreload(slug);
    const applied = applyGlobalSheet(slug, 1000, doc);
    sheetLink()!.dispatchEvent(new Event('load'));
    return applied.then((inForce) => {
      expect(inForce).toBe(true);
      expect(sheetLink()!.getAttribute('href')).toBe(`/provider-${slug}.0123abcd.css`);
      const system = systemOf(slug);
      expect(system).not.toBe(providerSystem(slug));
      expect(system._global).toEqual([]);
      expect(system.token('colors.brand.solid')).toBe(providerSystem(slug).token('colors.brand.solid'));
      const written = rulesWritten((cache) => (
        <CacheProvider value={cache}>
          <PortalUiProvider provider={slug} fontFaces={false} />
        </CacheProvider>
      ));
      expect(written).toEqual(['@layer reset,base,tokens,recipes;']);
    });
  });

  it('is not in force without a preload of its own', async () => {
    const { doc, sheetLink } = pageWithPreload('another');
    await expect(applyGlobalSheet(PROVIDER_SLUGS[1]!, 1000, doc)).resolves.toBe(false);
    expect(sheetLink()).toBeNull();
    expect(systemOf(PROVIDER_SLUGS[1]!)).toBe(providerSystem(PROVIDER_SLUGS[1]!));
  });

  it('leaves Chakra to write them when the sheet fails or is late, and takes the link out', async () => {
    const slug = PROVIDER_SLUGS[2]!;
    const failing = pageWithPreload(slug);
    const failed = applyGlobalSheet(slug, 1000, failing.doc);
    failing.sheetLink()!.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBe(false);
    expect(failing.sheetLink()).toBeNull();

    jest.useFakeTimers();
    try {
      const late = pageWithPreload(slug);
      const waited = applyGlobalSheet(slug, 1000, late.doc);
      jest.advanceTimersByTime(1000);
      await expect(waited).resolves.toBe(false);
      expect(late.sheetLink()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(systemOf(slug)).toBe(providerSystem(slug));
    const written = rulesWritten((cache) => (
      <CacheProvider value={cache}>
        <PortalUiProvider provider={slug} fontFaces={false} />
      </CacheProvider>
    ));
    expect(written.join('')).toBe(globalSheetText(providerSystem(slug)));
  });
});
