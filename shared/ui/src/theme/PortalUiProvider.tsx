import { ChakraProvider } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import type { ProviderSlug } from '@portal/config';
import type { ReactNode } from 'react';
import { fontFaceCss } from './fonts';
import { LOOKS } from './looks';
import { providerSystem } from './system';

export interface PortalUiProviderProps {
  provider: ProviderSlug;
  children?: ReactNode;
}

const fontFaces = new Map<ProviderSlug, string>();
function fontFacesOf(slug: ProviderSlug): string {
  let css = fontFaces.get(slug);
  if (css === undefined) {
    const { heading, body } = LOOKS[slug].fonts;
    css = fontFaceCss([heading, body]);
    fontFaces.set(slug, css);
  }
  return css;
}

/** Chakra for one provider: its system (tokens, global styles, colour palette "brand") and the
 * @font-face rules of its bundled fonts. The @font-face rules are a separate Emotion Global: Chakra's
 * globalCss is an object, which cannot hold several `@font-face` rules (one key; an array value is
 * read as breakpoints). Both go through the one Emotion cache. */
export function PortalUiProvider({ provider, children }: PortalUiProviderProps) {
  const faces = fontFacesOf(provider);
  return (
    <ChakraProvider value={providerSystem(provider)}>
      {faces && <Global styles={faces} />}
      {children}
    </ChakraProvider>
  );
}
