// What the avatar editor takes: an image the browser can draw, not too large. A file
// is known by its bytes (its magic number), not by its name or the type the browser guesses from it: an SVG
// named photo.png is not opened, and what is opened is typed as the image its bytes are.
import { t } from '@lingui/core/macro';
import { PHOTO_TYPES, asPhoto } from '@portal/api';

/** The image types the editor opens (what every browser decodes onto a canvas), for the file input's accept. */
export const AVATAR_TYPES = PHOTO_TYPES;
/** The largest image the editor opens: 10 MB. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** The saved photo: a square JPEG of this many pixels a side (aspect 1, JPEG). */
export const AVATAR_SIZE = 512;
export const AVATAR_JPEG_QUALITY = 0.9;

/** A chosen file as the editor opens it (its bytes, typed by them), or why it cannot be used. */
export type AvatarFile = { image: Blob; problem?: undefined } | { image?: undefined; problem: string };

/** Reads what a chosen or dropped file is: a JPEG, PNG, GIF or WebP image up to 10 MB, or a problem. */
export async function readAvatarFile(file: Blob): Promise<AvatarFile> {
  let image: Blob | null;
  try {
    image = await asPhoto(file);
  } catch (error) {
    console.warn('The chosen file could not be read', error);
    return { problem: t`This file could not be read. Choose it again, or choose another.` };
  }
  if (!image)
    return {
      problem: t`This file is not a JPEG, PNG, GIF or WebP image. Choose an image of one of those types.`,
    };
  if (image.size > AVATAR_MAX_BYTES)
    return { problem: t`This image is larger than 10 MB. Choose a smaller one.` };
  return { image };
}
