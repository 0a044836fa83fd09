// What the avatar editor takes (spec portal §4 Avatar, §5): an image the browser can draw, not too large.
import { t } from '@lingui/core/macro';

/** The image types the editor opens (what every browser decodes onto a canvas). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The largest image the editor opens: 10 MB. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** The saved photo: a square JPEG of this many pixels a side (spec portal §5: aspect 1, JPEG). */
export const AVATAR_SIZE = 512;
export const AVATAR_JPEG_QUALITY = 0.9;

/** Why a chosen file cannot be used, or undefined when it can. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return t`This file is not an image. Choose a JPEG, PNG, GIF or WebP image.`;
  if (file.size > AVATAR_MAX_BYTES) return t`This image is larger than 10 MB. Choose a smaller one.`;
  return undefined;
}
