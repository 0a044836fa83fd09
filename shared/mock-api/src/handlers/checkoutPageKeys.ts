/** A checkout page's address carries a secret of its own (not the checkout id, not a token of the student): only
 * whoever opened the session (and so got the address) can see or use the page. The data keeps its hash; the
 * server can make the address again (an HMAC of the checkout's `pageId` under the server's secret). */
import type { StoredRecord } from '../types';
import type { Services } from './define';

/** Bytes as lowercase hexadecimal. */
export const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The checkout page's secret as stored (its SHA-256: the data does not hold a usable address). */
export const pageKeyHash = async (key: string): Promise<string> =>
  hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))));

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The server's secret when the services give none (Jest, mock-user mode): one per process. */
const PROCESS_SECRET = crypto.getRandomValues(new Uint8Array(32));

/** The secret the page keys are made under: the services' own, else this process's. */
export const checkoutSecret = (services: Services): Uint8Array<ArrayBuffer> =>
  services.checkoutSecret ?? PROCESS_SECRET;

/** The page key of a checkout's `pageId`: HMAC-SHA256 under the server's secret, 43 base64url characters. */
export async function pageKeyOf(secret: Uint8Array<ArrayBuffer>, pageId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`checkout page ${pageId}`));
  return base64url(new Uint8Array(mac));
}

/** The page key of a checkout made with this server's secret (undefined for one whose key cannot be made again,
 * e.g. kept from before the keys were made this way). */
export async function pageKeyOfStored(
  secret: Uint8Array<ArrayBuffer>,
  checkout: StoredRecord,
): Promise<string | undefined> {
  if (typeof checkout.pageId !== 'string') return undefined;
  const pageKey = await pageKeyOf(secret, checkout.pageId);
  return (await pageKeyHash(pageKey)) === checkout.pageKeyHash ? pageKey : undefined;
}
