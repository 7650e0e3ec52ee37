import { PHOTO_MESSAGES } from '@frameshop/contracts/orders/messages';
import { PHOTO_LIMITS } from '@frameshop/contracts/orders/photos';
import { AppError } from '../shared/errors';
import { type ImageFormat, sniffImage } from './image-pipeline';

/** Phone cameras reach 50 MP (and some 200 MP in a special mode); beyond this we refuse. */
export const MAX_PHOTO_PIXELS = 64_000_000;

export interface PreparedPhoto {
  format: ImageFormat;
  /** Pixels as the photo is seen (EXIF orientation applied): what prints and what crops use. */
  width: number;
  height: number;
  preview: Buffer;
  previewWidth: number;
  previewHeight: number;
}

/**
 * Checks a shopper's photo and makes its preview. The original bytes are kept as uploaded for
 * printing (in the private area only); the preview is re-encoded (no metadata, no GPS).
 */
export async function preparePhoto(input: Buffer): Promise<PreparedPhoto> {
  const format = sniffImage(input.subarray(0, 16));
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.badType);
  const { default: sharp } = await import('sharp');
  try {
    const source = sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    const long = PHOTO_LIMITS.previewLongSide;
    const { data, info } = await source
      .clone()
      .rotate()
      .resize({ width: long, height: long, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      format,
      width,
      height,
      preview: data,
      previewWidth: info.width,
      previewHeight: info.height,
    };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message ?? error))) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The photo is too large: at most 64 megapixels');
    }
    throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.unreadable);
  }
}
