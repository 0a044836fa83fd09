// Remote scripts asked for ahead of the script elements that run them (<link rel="preload">).
import { setScriptSrc } from '@portal/config';
import { pageNonce } from '@portal/ui';
import { isTrustedUrl, remoteScriptUrl, type RemoteTrust } from './trustPlugin';

/** The script addresses this page has already asked the browser to preload. */
const preloaded = new Set<string>();
/** Whether this page has asked the browser to preload `href`. */
export const wasPreloaded = (href: string): boolean => preloaded.has(href);

/**
 * Asks the browser for a remote script now, ahead of the script element that will run it: a
 * `<link rel="preload" as="script">` with the page's nonce and the same CORS mode and integrity hash as that
 * script element, so the browser hands the one response over instead of fetching the file twice. Only what
 * the portal would run is asked for: an address on the portal's own or an allowed remote origin, and, where
 * remote code must carry its hash (production), a file remotes.json gives the hash of.
 */
export function preloadScript(
  href: string,
  integrity: string | undefined,
  trust: RemoteTrust,
  { fresh = false } = {},
): void {
  if (preloaded.has(href)) return;
  if (!isTrustedUrl(href, trust.origins) || (trust.requireIntegrity && !integrity)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.crossOrigin = 'anonymous';
  if (integrity) link.integrity = integrity;
  const nonce = pageNonce();
  if (nonce) link.setAttribute('nonce', nonce);
  link.href = href;
  // A failed preload stays tied to its address for the life of the page (Chromium hands its failure to the next
  // script of that address, even once the server is back). An address that is not fresh at each attempt (a
  // page's file, unlike the entry) is therefore taken at once by a script element of its own, which fails with
  // it and goes, and forgotten: the next load of the page asks the network again.
  if (!fresh)
    link.addEventListener('error', () => {
      link.remove();
      preloaded.delete(href);
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      if (integrity) script.integrity = integrity;
      const drop = () => script.remove();
      script.addEventListener('error', drop);
      script.addEventListener('load', drop);
      setScriptSrc(script, remoteScriptUrl(href));
      document.head.append(script);
    });
  document.head.append(link);
}
