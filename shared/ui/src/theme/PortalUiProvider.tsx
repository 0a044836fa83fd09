import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import type { ProviderSlug } from '@portal/config';
import type { ReactNode } from 'react';
import { fontFaceCss, fontFiles } from './fonts';
import { themeOf } from './providerThemes';
import { providerSystem } from './system';

export interface PortalUiProviderProps {
  provider: ProviderSlug;
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
 * Starts fetching the provider's bundled fonts (`<link rel="preload" as="font">`) as soon as the page knows its
 * provider, not when the first text in them is laid out: with `font-display: optional` a face is used only if it
 * is there by then. Each file is asked for once per document.
 */
export function preloadFonts(provider: ProviderSlug, doc: Document = document): void {
  const asked = new Set(
    [...doc.head.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.getAttribute('href')),
  );
  for (const url of fontFiles(themeOf(provider).fonts)) {
    if (asked.has(url)) continue;
    asked.add(url);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'font');
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous'; // fonts are fetched in CORS mode: the preload must match to be used
    link.setAttribute('href', url);
    doc.head.append(link);
  }
}

/** Chakra for one provider: its system (tokens, global styles, colour palette "brand") and the
 * @font-face rules of its bundled fonts. The @font-face rules are a separate Emotion Global: Chakra's
 * globalCss is an object, which cannot hold several `@font-face` rules (one key; an array value is
 * read as breakpoints). Both go through the one Emotion cache. */
export function PortalUiProvider({ provider, nonce, children }: PortalUiProviderProps) {
  const faces = fontFacesOf(provider);
  const ui = (
    <ChakraProvider value={providerSystem(provider)}>
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
