import type Sharp from 'sharp';
import type { Metadata, Sharp as SharpImage } from 'sharp';
import { PHOTO_MAX_PIXELS } from '../../src/contract/members.ts';
import { ApiFailure } from '../platform/errors.ts';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp, loaded at the first picture instead of at start: libvips is some 15 MB of resident
 * memory that an instance serving only the API and the real-time streams never needs (decision 101).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}

/** The picture formats we accept: JPEG, PNG, WebP and HEIC (sharp calls it heif). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heif';

/**
 * The format told by the file's first bytes, or null: GIF, TIFF, SVG, PDF and the rest never
 * reach a decoder. HEIF files are an ISO box file ("ftyp") of a HEIC/HEIF brand.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(bytes.toString('latin1', 8, 12))) return 'heif';
  return null;
}

/**
 * The one gate of every uploaded picture (decision 111), before any pixel is decoded:
 * the format from the file's first bytes and again from its header (sharp's metadata reads no
 * pixels), at most PHOTO_MAX_PIXELS (25 MP) by the header's size; then a decoder bound to that
 * limit (`limitInputPixels`), failing on a damaged file. Throws invalid_image or image_too_large.
 */
export async function openImage(bytes: Buffer): Promise<SharpImage> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new ApiFailure(400, 'invalid_image');
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiFailure(400, 'invalid_image');
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw new ApiFailure(400, 'invalid_image');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new ApiFailure(413, 'image_too_large');
  return sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
}
