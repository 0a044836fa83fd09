import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import type { ProviderSlug } from '@portal/config';
import type { ReactNode } from 'react';
import { drawnFaces, fontFaceCss, LATIN_RANGE } from './fonts';
import { themeOf } from './providerThemes';
import { systemOf } from './globalSheet';

export interface PortalUiProviderProps {
  provider: ProviderSlug;
  /** Whether to declare the provider's bundled fonts (@font-face); false where the page loads them (loadFonts). */
  fontFaces?: boolean;
  /** The page's CSP nonce: every <style> element Emotion writes carries it (a strict style-src). */
  nonce?: string;
  children?: ReactNode;
}

const caches = new Map<string, EmotionCache>();
/** One Emotion cache per nonce (there is one nonce per page load). */
function cacheOf(nonce: string): EmotionCache {
  let cache = caches.get(nonce);
  if (!cache) caches.set(nonce, (cache = createCache({ key: 'css', nonce })));
  return cache;
}

const fontFaces = new Map<ProviderSlug, string>();
function fontFacesOf(slug: ProviderSlug): string {
  let css = fontFaces.get(slug);
  if (css === undefined) {
    const { heading, body } = themeOf(slug).fonts;
    css = fontFaceCss([heading, body]);
    fontFaces.set(slug, css);
  }
  return css;
}

/**
 * The provider's bundled fonts, for a page that loads them itself (the shell, whose PortalUiProvider then has
 * `fontFaces={false}`): each face its theme draws starts loading as soon as the page knows its provider, and
 * `addArrived()`, called once just before the first render, gives the document the faces that have arrived by then
 * (the page may wait a little for them first: `arrival`).
 * A face that arrives later is not given: text drawn in the fallback is never redrawn in it under the reader (a
 * late face rewrapped the wizard's step list at 360 px, and Chromium redraws text even in a `font-display:
 * optional` face that arrives late). Its file is in the cache for the next page load.
 */
export function loadFonts(
  provider: ProviderSlug,
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
) {
  if (typeof FontFace === 'undefined' || !fonts)
    return { arrival: (): Promise<void> => Promise.resolve(), addArrived: (): number => 0 };
  const faces = drawnFaces(themeOf(provider).fonts).map((face) => {
    const loading = new FontFace(face.family, `url("${face.url}") format("woff2")`, {
      weight: String(face.weight),
      style: 'normal',
      unicodeRange: LATIN_RANGE,
    });
    loading.load().catch(() => undefined); // a face that does not arrive is not given
    return loading;
  });
  const settled = Promise.allSettled(faces.map((face) => face.loaded)).then(() => undefined);
  let given = false;
  return {
    /** Resolves once every face has arrived (or failed), or after `atMostMs`: a page waits this long at most for
     * its fonts before its first render (a cached face arrives in a few milliseconds). */
    arrival(atMostMs: number): Promise<void> {
      return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, atMostMs))]);
    },
    /** Gives the document the faces that have arrived (once: later calls give none); answers how many. */
    addArrived(): number {
      if (given) return 0;
      given = true;
      const arrived = faces.filter((face) => face.status === 'loaded');
      for (const face of arrived) fonts.add(face);
      return arrived.length;
    },
  };
}

/** Chakra for one provider: its system (tokens, global styles, colour palette "brand"; the global styles from the
 * provider's sheet where it is in force, ./globalSheet.ts) and the @font-face rules of its bundled fonts. The @font-face rules are a separate Emotion Global: Chakra's
 * globalCss is an object, which cannot hold several `@font-face` rules (one key; an array value is
 * read as breakpoints). Both go through the one Emotion cache. */
export function PortalUiProvider({ provider, nonce, fontFaces = true, children }: PortalUiProviderProps) {
  const faces = fontFaces ? fontFacesOf(provider) : '';
  const ui = (
    <ChakraProvider value={systemOf(provider)}>
      {faces && <Global styles={faces} />}
      {children}
    </ChakraProvider>
  );
  return nonce ? <CacheProvider value={cacheOf(nonce)}>{ui}</CacheProvider> : ui;
}

/** The nonce the server gave this page (`<meta property="csp-nonce" nonce="…">`), if it gave one. */
export function pageNonce(doc: Document = document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  // The unreplaced placeholder (a dev server) is no nonce.
  return nonce && !nonce.includes('%') ? nonce : undefined;
}
