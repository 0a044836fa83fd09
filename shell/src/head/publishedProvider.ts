// Part of the shell's head script (shared/federation/src/headScript.cjs): on a host whose first label names no
// provider of the build (./providerChunk.ts has no chunk for it), asks the deployment's own origin for its
// published providers (/providers.json, revalidated on every load) and, when the index names this one, for its
// version's document (/providers/<slug>/<version>/provider.json, checked against the index's integrity hash),
// while main.js is on its way. main.js takes the answer (../start/publishedProvider.ts). Only same-origin
// addresses built here from checked parts are requested. Nothing is imported: this runs before every other script.

/** The index's address, and the time limit of the two requests together. */
export const PUBLISHED_INDEX_URL = '/providers.json';
export const PUBLISHED_TIMEOUT_MS = 10_000;

/** A published provider's document as read: its slug, version and text (null: the index names no such provider). */
export interface PublishedDocument {
  slug: string;
  version: string;
  text: string;
}

declare global {
  interface Window {
    /** Set by the head script on a host that names no provider of the build; taken by main.js. */
    portalPublishedProvider?: Promise<PublishedDocument | null>;
  }
}

const SLUG = /^[a-z][a-z0-9-]*$/;
const VERSION = /^[0-9a-f]{12}$/;

/** Reads the published provider `slug` from the index and its version's folder; null when the index (or the
 * deployment) has none of that name, an error when the index or the document cannot be read as published. */
export async function readPublishedProvider(slug: string): Promise<PublishedDocument | null> {
  const signal = AbortSignal.timeout(PUBLISHED_TIMEOUT_MS);
  const index = await fetch(PUBLISHED_INDEX_URL, { cache: 'no-cache', signal });
  if (index.status === 404) return null;
  if (!index.ok) throw new Error(`${PUBLISHED_INDEX_URL} ${index.status}`);
  const entries = (await index.json()) as Record<string, { version?: unknown; integrity?: unknown }> | null;
  const entry =
    entries && typeof entries === 'object' && Object.prototype.hasOwnProperty.call(entries, slug)
      ? entries[slug]
      : undefined;
  if (!entry) return null;
  const { version, integrity } = entry;
  if (typeof version !== 'string' || !VERSION.test(version) || typeof integrity !== 'string')
    throw new Error(`${PUBLISHED_INDEX_URL}: no valid version`);
  const address = `/providers/${slug}/${version}/provider.json`;
  const response = await fetch(address, { integrity, signal });
  if (!response.ok) throw new Error(`${address} ${response.status}`);
  return { slug, version, text: await response.text() };
}

/** Asks for the published provider the host names (`waikato-tech.portal.example`): a host of two labels or more
 * whose first is a slug. */
export function requestPublishedProvider(hostname: string): void {
  const labels = hostname.toLowerCase().split('.');
  const slug = labels[0] ?? '';
  if (labels.length < 2 || !SLUG.test(slug)) return;
  const request = readPublishedProvider(slug);
  request.catch(() => undefined); // main.js reads the failure where it takes the request
  window.portalPublishedProvider = request;
}
