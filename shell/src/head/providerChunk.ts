// Part of the shell's head script (a classic script in <head> that runs before main.js has arrived; see
// shared/federation/src/headScript.cjs): asks for the provider's chunk (its settings and theme), which main.js
// needs before its first render, at once instead of after main.js. The page names each provider's chunk and its
// integrity hash (shared/federation/src/providerChunks.cjs); this adds a preload of the one the host names
// (yoobee.portal.example), with the same address, mode and hash as webpack's chunk loader uses, so that the
// loader's request is served by the preload. On a host that names no provider, main.js asks once it knows the
// configuration's default; on a host that names a provider published into the deployment (not in the build),
// ./publishedProvider.ts asks for its document. Only that is imported: this runs before every other script and
// must stay small.
import { requestPublishedProvider } from './publishedProvider';

/** The <meta> of the map (PROVIDER_CHUNKS_META in providerChunks.cjs: a test holds them together). */
export const PROVIDER_CHUNKS_META = 'portal-provider-chunks';

/** The provider the host names: its first label (providerFromHost in @portal/config, which a test checks this
 * against), when the page has a chunk of that name. The page's frame shows the heading of `pathname`'s page, if it
 * has one. */
export function preloadProviderChunk(doc: Document, hostname: string, pathname?: string): void {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PROVIDER_CHUNKS_META}"]`)?.content;
  if (!content) return;
  if (pathname) doc.documentElement.setAttribute('data-route', pathname);
  let map: Record<string, [string, string, string?]>;
  try {
    map = JSON.parse(content) as Record<string, [string, string, string?]>;
  } catch {
    return; // main.js asks for the chunk itself
  }
  const slug = hostname.split('.')[0]?.toLowerCase() ?? '';
  const chunk = Object.prototype.hasOwnProperty.call(map, slug) ? map[slug] : undefined;
  if (!chunk) {
    requestPublishedProvider(hostname);
    return;
  }
  // The page's frame takes this provider's look (shared/federation/src/providerFrame.cjs).
  doc.documentElement.setAttribute('data-provider', slug);
  const [file, integrity, sheet] = chunk;
  // As webpack's chunk loader asks (output.crossOriginLoading 'anonymous', its integrity hash): the same request,
  // so the loader's script takes the preloaded response.
  preload(doc, file, 'script', integrity ? { crossorigin: 'anonymous', integrity } : {});
  // The provider's global style sheet: preloaded, not applied (the page's frame paints without it); main.js puts
  // it in force before its first render (@portal/ui's applyGlobalSheet finds it by this attribute).
  if (sheet) preload(doc, sheet, 'style', { 'data-global-sheet': slug });
}

/** Adds a preload of `href` with its attributes, all set before the link is in the page (its request starts then). */
function preload(doc: Document, href: string, as: string, attributes: Record<string, string>): void {
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as, href, ...attributes }))
    link.setAttribute(name, value);
  doc.head.appendChild(link);
}

preloadProviderChunk(document, window.location.hostname, window.location.pathname);
