// `@portal/ui/lookInFrame`: a look given as data (a draft provider document's theme), drawn in a frame of the page.
// For the development-only preview of a draft: an entry of its own, so no production page carries it.
import { ChakraProvider, EnvironmentProvider, type SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { fontFaceCss } from './fonts';
import { themeSystem } from './system';
import type { ProviderTheme } from './themes';

export interface LookInFrameProps {
  /** The look to draw (a provider document's `theme`). */
  theme: ProviderTheme;
  /** The frame's document: its <head> takes the look's <style> elements, and Chakra's dialogs, menus and focus
   * handling work inside it. */
  frameDocument: Document;
  /** The page's CSP nonce: a frame without an address is under the page's policy, so its <style> elements carry
   * the page's nonce. */
  nonce?: string;
  children?: ReactNode;
}

const systems = new WeakMap<ProviderTheme, SystemContext>();
/** The Chakra system of a look given as data, once per theme object. */
function lookSystem(theme: ProviderTheme): SystemContext {
  let system = systems.get(theme);
  if (!system) systems.set(theme, (system = themeSystem(theme)));
  return system;
}

const caches = new WeakMap<Document, EmotionCache>();
function cacheIn(doc: Document, nonce: string | undefined): EmotionCache {
  let cache = caches.get(doc);
  if (!cache) caches.set(doc, (cache = createCache({ key: 'look', container: doc.head, nonce })));
  return cache;
}

/**
 * Chakra for a look given as data, drawn inside a frame of the page (an <iframe> without an address): its styles go
 * to the frame's own <head>, so the frame's width is the width its media queries see, and the class `dark` on the
 * frame's <html> is the dark scheme there alone.
 */
export function LookInFrame({ theme, frameDocument, nonce, children }: LookInFrameProps) {
  const faces = useMemo(() => fontFaceCss([theme.fonts.heading, theme.fonts.body]), [theme]);
  return (
    <CacheProvider value={cacheIn(frameDocument, nonce)}>
      <EnvironmentProvider value={() => frameDocument}>
        <ChakraProvider value={lookSystem(theme)}>
          {faces && <Global styles={faces} />}
          {children}
        </ChakraProvider>
      </EnvironmentProvider>
    </CacheProvider>
  );
}
