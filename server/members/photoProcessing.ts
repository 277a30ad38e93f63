import { openImage } from '../media/sharp.ts';
import { ApiFailure } from '../platform/errors.ts';

export interface ProcessedPhoto {
  main: Buffer;
  thumb: Buffer;
  match: Buffer;
}

/**
 * Checks an upload by its content (openImage: format allowlist, 25 MP) and re-encodes
 * it: rotated upright by its EXIF orientation, then WebP in three sizes with every piece of
 * metadata (EXIF, GPS, ICC, XMP) left behind.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const source = (await openImage(bytes)).rotate();
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
