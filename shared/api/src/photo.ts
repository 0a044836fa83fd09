// A student photo's type, read from its bytes (its magic number, and for a whole file its structure), never from
// a declared type, a file name or a server's Content-Type: only bytes that are a JPEG, PNG, GIF or WebP image are
// ever shown as a photo or sent as one, so no other content (an SVG or an HTML page that runs script) gets a
// blob: address, and the API keeps only a photo that is a picture, not three bytes that look like one.

/** The photo types the portal shows and opens in the photo editor (every browser decodes them onto a canvas). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** How many first bytes the type of a photo is read from. */
export const PHOTO_HEAD_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The markers a JPEG's start-of-image is followed by: a table (DQT 0xDB, DHT 0xC4), a frame (SOF 0xC0-0xCF), a
 * restart interval (DRI 0xDD), an application segment (APP0-15, 0xE0-0xEF: JFIF, Exif) or a comment (0xFE). */
const isFirstJpegMarker = (byte: number | undefined): boolean =>
  byte !== undefined &&
  ((byte >= 0xc0 && byte <= 0xcf) ||
    byte === 0xdb ||
    byte === 0xdd ||
    (byte >= 0xe0 && byte <= 0xef) ||
    byte === 0xfe);

/** The photo type of a file's first bytes, by its magic number; null for anything else. */
function typeOfHead(bytes: Uint8Array): PhotoType | null {
  // JPEG: the start-of-image marker, then the marker of its first segment.
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && isFirstJpegMarker(bytes[3]))
    return 'image/jpeg';
  // PNG: its eight-byte signature (its header chunk is checked with the whole file).
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  // WebP: a RIFF container of the WEBP form.
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 0x10000 + uint16(bytes, at + 2);

/** A whole JPEG: its segments, each of the length it says, lead to a frame header of a picture of some size
 * (SOF: height and width above 0, 1 to 4 components) and the start of its scan; the file ends with the
 * end-of-image marker (0xFFD9; trailing zero bytes allowed). */
function isWholeJpeg(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  if (end < 4 || bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return false;
  let at = 2;
  let frame = false;
  while (at + 4 <= end) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = uint16(bytes, at + 2);
    if (length < 2 || at + 2 + length > end) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = uint16(bytes, at + 5);
      const width = uint16(bytes, at + 7);
      const components = bytes[at + 9] ?? 0;
      if (length < 8 || !height || !width || components < 1 || components > 4) return false;
      frame = true;
    }
    // The start of the scan: the compressed picture follows, up to the end-of-image marker.
    if (marker === 0xda) return frame && at + 2 + length < end - 2;
    if (marker === 0xd9) return false;
    at += 2 + length;
  }
  return false;
}

/** A whole PNG: its chunks, each of the length it says, start with its header (IHDR: 13 bytes, a width and a
 * height above 0, a bit depth and colour type PNG knows), hold picture data (IDAT) and end with IEND. */
function isWholePng(bytes: Uint8Array): boolean {
  let at = 8;
  let first = true;
  let data = false;
  while (at + 12 <= bytes.length) {
    const length = uint32(bytes, at);
    const type = ascii(bytes, at + 4, at + 8);
    if (at + 12 + length > bytes.length) return false;
    if (first) {
      const width = uint32(bytes, at + 8);
      const height = uint32(bytes, at + 12);
      const depth = bytes[at + 16] ?? 0;
      const colour = bytes[at + 17] ?? 0;
      if (type !== 'IHDR' || length !== 13 || !width || !height || width > 0x7fffffff || height > 0x7fffffff)
        return false;
      if (![1, 2, 4, 8, 16].includes(depth) || ![0, 2, 3, 4, 6].includes(colour)) return false;
      first = false;
    }
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data && at + 12 + length === bytes.length;
    at += 12 + length;
  }
  return false;
}

/** A whole GIF: a screen of some size, and its trailer (0x3B) last. */
const isWholeGif = (bytes: Uint8Array): boolean => {
  const width = (bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8);
  const height = (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8);
  return bytes.length > 13 && width > 0 && height > 0 && bytes[bytes.length - 1] === 0x3b;
};

/** A whole WebP: the RIFF size its header says is the file's, and its first chunk a picture (VP8, VP8L, VP8X). */
const isWholeWebp = (bytes: Uint8Array): boolean => {
  const size =
    (bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8) | ((bytes[6] ?? 0) << 16) | ((bytes[7] ?? 0) * 0x1000000);
  return size + 8 === bytes.length && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 16));
};

const WHOLE: Record<PhotoType, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': isWholeJpeg,
  'image/png': isWholePng,
  'image/gif': isWholeGif,
  'image/webp': isWholeWebp,
};

/**
 * The photo type of bytes by their magic number, or null for anything else. With `whole` (the bytes are the
 * whole file: what the API takes as a photo), the file must also be built as a picture of its type is (a JPEG's
 * segments up to its frame, scan and end marker; a PNG's chunks from its header to IEND; ...): the first bytes of
 * a JPEG followed by anything else are not a photo.
 */
export function photoTypeOfBytes(
  bytes: Uint8Array,
  { whole = false }: { whole?: boolean } = {},
): PhotoType | null {
  const type = typeOfHead(bytes);
  if (!type || !whole) return type;
  return WHOLE[type](bytes) ? type : null;
}

/** The photo type of a blob (a chosen file, an API response) by its first bytes, or null for anything else. */
export async function photoTypeOf(blob: Blob): Promise<PhotoType | null> {
  const head = new Uint8Array(await blob.slice(0, PHOTO_HEAD_BYTES).arrayBuffer());
  return photoTypeOfBytes(head);
}

/** The blob as a photo, typed with what its bytes are; null when its bytes are not a photo type. */
export async function asPhoto(blob: Blob): Promise<Blob | null> {
  const type = await photoTypeOf(blob);
  return type ? blob.slice(0, blob.size, type) : null;
}
