import type sharpType from 'sharp';
import { loadSharp } from '../../media/sharp.ts';
import { PHOTO_MAX_PIXELS } from '../../../src/contract/members.ts';
import { ApiFailure } from '../../errors.ts';

export interface ProcessedPhoto {
  main: Buffer;
  thumb: Buffer;
  match: Buffer;
}

/** Formats we accept, by what sharp reads from the bytes (never the file name). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Checks an upload by its content and re-encodes it: rotated upright by its EXIF orientation,
 * then WebP in three sizes with every piece of metadata (EXIF, GPS, ICC, XMP) left behind.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof sharpType>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiFailure(400, 'invalid_image');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw new ApiFailure(400, 'invalid_image');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new ApiFailure(413, 'image_too_large');
  const source = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    const [main, thumb, match] = await Promise.all([
      source.clone().resize(1200, 1200, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      source.clone().resize(320, 320, { fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer(),
      source.clone().resize(640, 800, { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { main, thumb, match };
  } catch {
    throw new ApiFailure(400, 'invalid_image');
  }
}
