import type { ServiceContext } from '../shared/context';
import type { StorageArea } from '../shared/storage';
import { removeImage, storeImage } from './image-pipeline';

/** Where a domain keeps its images: an area (public or private) and a folder in it. */
export interface ImageFolder {
  area: StorageArea;
  folder: string;
}

/**
 * Processes and stores uploads one at a time (each image already decodes its widths in
 * parallel, and memory stays bounded). On any failure, removes what was already stored.
 */
export async function storeImages(
  ctx: ServiceContext,
  target: ImageFolder,
  files: readonly Buffer[],
): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) {
      keys.push(await storeImage(ctx.files[target.area], target.folder, file));
    }
  } catch (error) {
    await removeImages(ctx, target, keys);
    throw error;
  }
  return keys;
}

export async function removeImages(
  ctx: ServiceContext,
  target: ImageFolder,
  keys: readonly string[],
): Promise<void> {
  await Promise.all(keys.map((key) => removeImage(ctx.files[target.area], target.folder, key)));
}

/**
 * Stores the uploads, then runs `body` (usually the transaction that records them). Files are
 * written first because image processing is slow and must not hold database locks; if `body`
 * fails, they are removed again, so a failed request leaves nothing behind.
 */
export async function withStoredImages<T>(
  ctx: ServiceContext,
  target: ImageFolder,
  files: readonly Buffer[],
  body: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys = await storeImages(ctx, target, files);
  try {
    return await body(keys);
  } catch (error) {
    await removeImages(ctx, target, keys);
    throw error;
  }
}

/**
 * Removes images a committed change dropped. Only after the commit (a rolled-back change must
 * still find its files), and best effort: the change is done, so a leftover file is logged
 * litter, never a failed request.
 */
export async function removeDroppedImages(
  ctx: ServiceContext,
  target: ImageFolder,
  keys: readonly string[],
): Promise<void> {
  try {
    await removeImages(ctx, target, keys);
  } catch (error) {
    console.warn(`Could not remove dropped images in ${target.folder}`, error);
  }
}
