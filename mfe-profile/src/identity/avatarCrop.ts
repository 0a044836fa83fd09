import type { CropperSelection } from 'cropperjs';
import { AVATAR_JPEG_QUALITY, AVATAR_SIZE } from './avatarFile';

/** White under the crop: a JPEG has no transparency, and the image may not cover the whole circle. */
export const paintWhite = (context: CanvasRenderingContext2D, target: HTMLCanvasElement) => {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
};

/** The selection's crop as a square JPEG. */
export async function croppedJpeg(selection: CropperSelection): Promise<Blob> {
  const canvas = await selection.$toCanvas({
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    beforeDraw: paintWhite,
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be made into a JPEG'))),
      'image/jpeg',
      AVATAR_JPEG_QUALITY,
    ),
  );
}
