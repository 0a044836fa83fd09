// A student photo's type, read from its first bytes (its magic number), never from a declared type, a file
// name or a server's Content-Type: only bytes that are a JPEG, PNG, GIF or WebP image are ever shown as a
// photo or sent as one, so no other content (an SVG or an HTML page that runs script) gets a blob: address.

/** The photo types the portal shows and opens in the photo editor (every browser decodes them onto a canvas). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const HEAD_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The photo type of bytes by their magic number, or null for anything else. */
export function photoTypeOfBytes(bytes: Uint8Array): PhotoType | null {
  // JPEG: the start-of-image marker and the next marker's first byte.
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  // PNG: its eight-byte signature.
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte))
    return 'image/png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  // WebP: a RIFF container of the WEBP form.
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The photo type of a blob (a chosen file, an API answer) by its first bytes, or null for anything else. */
export async function photoTypeOf(blob: Blob): Promise<PhotoType | null> {
  const head = new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
  return photoTypeOfBytes(head);
}

/** The blob as a photo, typed with what its bytes are; null when its bytes are not a photo type. */
export async function asPhoto(blob: Blob): Promise<Blob | null> {
  const type = await photoTypeOf(blob);
  return type ? blob.slice(0, blob.size, type) : null;
}
