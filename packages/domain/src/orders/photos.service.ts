import { randomBytes } from 'node:crypto';
import { PHOTO_MESSAGES } from '@frameshop/contracts/orders/messages';
import {
  PHOTO_KEY_PATTERN,
  PHOTO_LIMITS,
  type PhotoDto,
  photoPreviewPath,
} from '@frameshop/contracts/orders/photos';
import type { CustomPhotoRow } from '@frameshop/db/schema';
import { z } from 'zod';
import { preparePhoto } from '../media/photo-pipeline';
import { clientBucket } from '../shared/client-bucket';
import { personOf, type ServiceContext } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as photos from './photos.repository';

/**
 * Shoppers' own photos for custom frames. They live in the private file area: nothing serves
 * them by path. The preview is read by whoever holds the photo's key (the cart holds it; a
 * visitor can upload too), the original only by an admin, who prints it for an order.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const FOLDER = 'photos';
const originalName = (p: Pick<CustomPhotoRow, 'photoKey' | 'originalExt'>) =>
  `${FOLDER}/${p.photoKey}-original.${p.originalExt}`;
const previewName = (photoKey: string) => `${FOLDER}/${photoKey}-preview.webp`;

const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function toPhotoDto(row: CustomPhotoRow): PhotoDto {
  return {
    photoKey: row.photoKey,
    width: Number(row.width),
    height: Number(row.height),
    previewUrl: photoPreviewPath(row.photoKey),
    previewWidth: Number(row.previewWidth),
    previewHeight: Number(row.previewHeight),
  };
}

const photoKeyInput = z.strictObject({
  photoKey: z.string().regex(PHOTO_KEY_PATTERN, PHOTO_MESSAGES.notFound),
});

export const uploadPhoto = defineUseCase({
  name: 'photos.upload',
  access: 'public',
  kind: 'mutation',
  input: z.undefined().or(z.strictObject({})),
  invalidates: [],
  files: { max: 1, label: 'photo' },
  // Before the upload is read: a burst limit (cheap, in memory), then the day's quota.
  async admit(ctx) {
    const bucket = clientBucket(ctx.ip);
    await ctx.throttle.attempt('photo', bucket);
    const since = ctx.now() - DAY_MS;
    if ((await photos.countUploadsSince(ctx.db, bucket, since)) >= PHOTO_LIMITS.perDayQuota) {
      throw new AppError('TOO_MANY_REQUESTS', PHOTO_MESSAGES.quota);
    }
  },
  async handler(ctx, _input, files): Promise<PhotoDto> {
    const [file] = files;
    if (!file) throw new AppError('BAD_REQUEST', 'Please select a photo');
    const prepared = await preparePhoto(file);
    const row: photos.NewPhoto = {
      photoKey: randomBytes(16).toString('base64url'),
      ownerUserId: personOf(ctx.actor)?.userId ?? null,
      clientAddress: clientBucket(ctx.ip),
      originalExt: prepared.format,
      width: prepared.width,
      height: prepared.height,
      previewWidth: prepared.previewWidth,
      previewHeight: prepared.previewHeight,
      bytes: file.length,
      createdAt: ctx.now(),
    };
    try {
      await ctx.files.private.write(originalName(row), file);
      await ctx.files.private.write(previewName(row.photoKey), prepared.preview);
      await photos.insertPhoto(ctx.db, row);
    } catch (error) {
      await removeFiles(ctx, row);
      throw error;
    }
    return toPhotoDto({ ...row, photoId: 0, orderedAt: null });
  },
});

/** Removes both files of a photo; never throws (answers whether both went). */
async function removeFiles(
  ctx: ServiceContext,
  photo: Pick<CustomPhotoRow, 'photoKey' | 'originalExt'>,
): Promise<boolean> {
  const results = await Promise.allSettled([
    ctx.files.private.remove(originalName(photo)),
    ctx.files.private.remove(previewName(photo.photoKey)),
  ]);
  return results.every((r) => r.status === 'fulfilled');
}

/** The photo's facts for its key's holder (the customizer restores a cart line with it). */
export const getPhoto = defineUseCase({
  name: 'photos.get',
  access: 'public',
  kind: 'query',
  input: photoKeyInput,
  async handler(ctx, { photoKey }): Promise<PhotoDto> {
    const row = await photos.findPhoto(ctx.db, photoKey);
    if (!row) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    return toPhotoDto(row);
  },
});

export interface PhotoFile {
  data: Buffer;
  contentType: string;
}

/** The preview's bytes, for whoever holds the key (it is 128 random bits: unguessable). */
export const photoPreview = defineUseCase({
  name: 'photos.preview',
  access: 'public',
  kind: 'query',
  input: photoKeyInput,
  async handler(ctx, { photoKey }): Promise<PhotoFile> {
    // The row decides: a file left behind by a failed removal is never served.
    const row = await photos.findPhoto(ctx.db, photoKey);
    const data = row ? await ctx.files.private.read(previewName(photoKey)) : null;
    if (!data) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    return { data, contentType: 'image/webp' };
  },
});

/** The original as uploaded, for printing: admins only. */
export const photoOriginal = defineUseCase({
  name: 'photos.original',
  access: 'orders:read',
  kind: 'query',
  input: photoKeyInput,
  async handler(ctx, { photoKey }): Promise<PhotoFile> {
    const row = await photos.findPhoto(ctx.db, photoKey);
    const data = row ? await ctx.files.private.read(originalName(row)) : null;
    if (!row || !data) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    return { data, contentType: CONTENT_TYPES[row.originalExt] ?? 'application/octet-stream' };
  },
});

/**
 * The expiry job's work: photos no order refers to, older than PHOTO_LIMITS.keepDays, go
 * with their files. Rows first (only if still unordered), then files, so a photo ordered
 * at the same moment keeps both. Answers how many were removed.
 */
export const expirePhotos = defineUseCase({
  name: 'photos.expire',
  access: 'system',
  kind: 'mutation',
  input: z.undefined(),
  invalidates: [],
  async handler(ctx): Promise<number> {
    const cutoff = ctx.now() - PHOTO_LIMITS.keepDays * DAY_MS;
    let removed = 0;
    for (;;) {
      const batch = await photos.unorderedBefore(ctx.db, cutoff, 200);
      if (batch.length === 0) return removed;
      const deleted = await photos.deleteUnordered(
        ctx.db,
        batch.map((p) => Number(p.photoId)),
      );
      const stillThere = await photos.photosByKey(
        ctx.db,
        batch.map((p) => p.photoKey),
      );
      for (const photo of batch) {
        // A file that cannot be removed now is unreachable anyway (no row serves it).
        if (!stillThere.has(photo.photoKey)) await removeFiles(ctx, photo);
      }
      removed += deleted;
      if (deleted === 0) return removed;
    }
  },
});
