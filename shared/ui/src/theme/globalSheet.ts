// A provider's global styles (Chakra's reset, the portal's global CSS and every token as a CSS custom property, in
// both schemes) as a static style sheet the build writes per provider of the build (`provider-<slug>.<hash>.css`,
// shared/federation/src/globalSheets.cjs), instead of CSS that Chakra computes and Emotion writes in the page's
// first render. The head script preloads the host's provider's sheet; main.js puts it in force before its first
// render (applyGlobalSheet); the provider's Chakra system then writes no global styles (systemOf). A provider
// published into the deployment, and a page whose sheet did not come in time, keep Chakra's own.
import type { SystemContext } from '@chakra-ui/react';
import type { ProviderSlug } from '@portal/config';
import { providerSystem } from './system';

/** The attribute naming the provider on the head script's preload of its sheet (shell/src/head/providerChunk.ts). */
export const GLOBAL_SHEET_ATTRIBUTE = 'data-global-sheet';

const inForce = new Map<ProviderSlug, SystemContext>();

/** The provider's system as the page's ChakraProvider takes it: without its global styles where the provider's
 * sheet is in force (the same system otherwise: its tokens, recipes and css()). */
export function systemOf(slug: ProviderSlug): SystemContext {
  return inForce.get(slug) ?? providerSystem(slug);
}

/** Says that the page holds `slug`'s global styles as a sheet: its ChakraProvider writes none. */
export function globalSheetInForce(slug: ProviderSlug): void {
  if (!inForce.has(slug))
    inForce.set(slug, Object.create(providerSystem(slug), { _global: { value: [] } }) as SystemContext);
}

/**
 * Puts the provider's preloaded sheet in force: a `<link rel="stylesheet">` of the preload's address (the
 * preloaded response), resolved once it has loaded. Resolves false, with nothing left in the page, when there is
 * no preload of this provider's sheet, its load fails, or it has not loaded within `deadlineMs`: Chakra then
 * writes the global styles itself.
 */
export function applyGlobalSheet(
  slug: ProviderSlug,
  deadlineMs: number,
  doc: Document = document,
): Promise<boolean> {
  const preload = doc.querySelector<HTMLLinkElement>(
    `link[rel="preload"][${GLOBAL_SHEET_ATTRIBUTE}="${slug}"]`,
  );
  if (!preload) return Promise.resolve(false);
  const sheet = doc.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = preload.href;
  return new Promise<boolean>((resolve) => {
    const end = (loaded: boolean) => {
      clearTimeout(timer);
      if (loaded) globalSheetInForce(slug);
      else sheet.remove();
      resolve(loaded);
    };
    const timer = setTimeout(() => end(false), deadlineMs);
    sheet.onload = () => end(true);
    sheet.onerror = () => end(false);
    doc.head.appendChild(sheet);
  });
}
