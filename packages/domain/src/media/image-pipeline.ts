import { randomBytes } from 'node:crypto';
import { AppError } from '../shared/errors';
import type { FileStorage } from '../shared/storage';

/** The widths stored for every image; 800 is the one the legacy `imageUrl` points at. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const LEGACY_WIDTH = 800;
/** About 40 megapixels: enough for any camera photo, small enough to bound decode memory. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * Identifies JPEG, PNG and WebP by their first bytes. Anything else (SVG, GIF, PDF, a script
 * renamed to .jpg) never reaches an image decoder: SVG in particular is a parser we do not
 * want to expose to uploads.
 */
export function sniffImage(head: Uint8Array): ImageFormat | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded';

/**
 * Re-encodes an upload as WebP in each stored width. Re-encoding drops EXIF and GPS (sharp
 * keeps no metadata unless asked) and whatever else rode along in the file.
 */
export async function processImage(input: Buffer): Promise<Map<number, Buffer>> {
  if (!sniffImage(input.subarray(0, 16)))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_IMAGE);
  // Loaded on the first upload: libvips costs ~28 MB of RSS that the shop's reads never need.
  const { default: sharp } = await import('sharp');
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const out = new Map<number, Buffer>();
    await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const data = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        out.set(width, data);
      }),
    );
    return out;
  } catch (error) {
    const text = String((error as Error)?.message ?? error);
    if (/pixel limit/i.test(text)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Image is too large: at most 40 megapixels');
    }
    throw new AppError(
      'BAD_REQUEST',
      'The image could not be read: it may be damaged or incomplete',
    );
  }
}

export const imageName = (folder: string, key: string, width: number) =>
  `${folder}/${key}-${width}.webp`;

/** Stores all widths under a fresh random key; on any failure, removes what was written. */
export async function storeImage(
  storage: FileStorage,
  folder: string,
  input: Buffer,
): Promise<string> {
  const variants = await processImage(input);
  const key = randomBytes(16).toString('hex');
  try {
    for (const [width, data] of variants) await storage.write(imageName(folder, key, width), data);
  } catch (error) {
    await removeImage(storage, folder, key);
    throw error;
  }
  return key;
}

export async function removeImage(
  storage: FileStorage,
  folder: string,
  key: string,
): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((w) => storage.remove(imageName(folder, key, w))));
}

/** The public paths: legacy `imageUrl` is relative to the API host, srcset is absolute. */
export function imageUrls(folder: string, key: string): { imageUrl: string; srcset: string } {
  return {
    imageUrl: `uploads/${imageName(folder, key, LEGACY_WIDTH)}`,
    srcset: IMAGE_WIDTHS.map((w) => `/uploads/${imageName(folder, key, w)} ${w}w`).join(', '),
  };
}
