import {
  FRAME_IMAGE_LIMITS,
  type FrameDto,
  type FrameInput,
  type FramePage,
  frameInput,
  frameListQuery,
} from '@frameshop/contracts/catalogue';
import { rupeesToPaise } from '@frameshop/contracts/money';
import { idParam } from '@frameshop/contracts/text';
import { z } from 'zod';
import { removeImage, storeImage } from '../media/image-pipeline';
import type { ServiceContext } from '../shared/context';
import type { Db } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { frameMaterials, materials } from './attributes.service';
import {
  countFrames,
  FRAME_IMAGE_FOLDER,
  findFrame,
  frameExists,
  imagesByFrame,
  insertFrame,
  listFramePage,
} from './frames.repository';
import { hasOrderMovements, moveStock } from './stock.repository';

/** An uploaded file as the adapters hand it over: the bytes, already size-limited. */
const upload = z.custom<Buffer>((v) => Buffer.isBuffer(v), 'Images must be files');
const uploads = z
  .array(upload)
  .max(FRAME_IMAGE_LIMITS.maxFiles, `At most ${FRAME_IMAGE_LIMITS.maxFiles} images`)
  .optional()
  .default([]);

export const listFrames = defineUseCase({
  name: 'frames.list',
  cacheable: true,
  access: 'public',
  kind: 'query',
  input: frameListQuery,
  handler: (ctx, query): Promise<FramePage> =>
    ctx.catalogueCache.get(`frames.list:${JSON.stringify(query)}`, async () => {
      const data = await listFramePage(ctx.db, query);
      // A short first page is the whole list: no COUNT needed.
      const totalItems =
        query.page === 1 && data.length < query.limit
          ? data.length
          : await countFrames(ctx.db, query);
      return {
        data,
        pagination: {
          page: query.page,
          limit: query.limit,
          totalItems,
          totalPages: Math.ceil(totalItems / query.limit),
        },
      };
    }),
});

export const getFrame = defineUseCase({
  name: 'frames.byId',
  cacheable: true,
  access: 'public',
  kind: 'query',
  input: z.strictObject({ frameId: idParam }),
  async handler(ctx, { frameId }): Promise<FrameDto> {
    const frame = await ctx.catalogueCache.get(`frames.byId:${frameId}`, () =>
      findFrame(ctx.db, frameId),
    );
    if (!frame) throw new AppError('NOT_FOUND', 'Frame not found');
    return frame;
  },
});

/** References a frame form makes: they must exist, or the form gets a 400 naming the field. */
async function checkReferences(db: Db, input: FrameInput): Promise<void> {
  if (!(await materials.findById(db, input.materialId))) {
    throw new AppError('BAD_REQUEST', 'Unknown product material', [
      { path: 'materialId', message: 'Unknown product material' },
    ]);
  }
  if (!(await frameMaterials.findById(db, input.frameMaterialId))) {
    throw new AppError('BAD_REQUEST', 'Unknown frame material', [
      { path: 'frameMaterialId', message: 'Unknown frame material' },
    ]);
  }
  const sizeIds = input.sizes.map((s) => s.sizeId);
  if (sizeIds.length > 0) {
    const found = await db
      .selectFrom('sizes')
      .select('sizeId')
      .where('sizeId', 'in', sizeIds)
      .execute();
    const known = new Set(found.map((r) => Number(r.sizeId)));
    const missing = sizeIds.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw new AppError('BAD_REQUEST', `Unknown size: ${missing.join(', ')}`);
    }
  }
}

function frameColumns(input: FrameInput, now: number) {
  return {
    name: input.name,
    description: input.description,
    basePricePaise: rupeesToPaise(input.basePrice),
    colors: JSON.stringify(input.colors),
    careInstruction: JSON.stringify(input.careInstruction),
    includes: JSON.stringify(input.includes),
    materialId: input.materialId,
    frameMaterialId: input.frameMaterialId,
    frameShape: input.frameShape,
    weightGrams: Math.round(input.weight * 1000),
    origin: input.origin,
    isNewArrival: input.isNewArrival ? 1 : 0,
    isOffer: input.isOffer ? 1 : 0,
    updatedAt: now,
  };
}

/**
 * Makes the frame's variants match the form. The admin sets the stock quantity (total);
 * what remains is total minus what was sold unless the form says otherwise, and every
 * change of the remaining count is a stock movement in this same transaction.
 */
async function syncVariants(
  trx: Db,
  frameId: number,
  sizes: FrameInput['sizes'],
  actorUserId: number | null,
  at: number,
): Promise<void> {
  const existing = await trx
    .selectFrom('frame_sizes')
    .selectAll()
    .where('frameId', '=', frameId)
    .execute();
  const bySize = new Map(existing.map((v) => [Number(v.sizeId), v]));
  const wanted = new Set(sizes.map((s) => s.sizeId));
  const removed = existing.filter((v) => !wanted.has(Number(v.sizeId))).map((v) => v.frameSizeId);
  if (removed.length > 0)
    await trx.deleteFrom('frame_sizes').where('frameSizeId', 'in', removed).execute();

  for (const size of sizes) {
    const prices = {
      pricePaise: rupeesToPaise(size.price),
      offerPricePaise: size.offer_price === null ? null : rupeesToPaise(size.offer_price),
    };
    const current = bySize.get(size.sizeId);
    const purchased = current ? Number(current.purchasedQty) : 0;
    const remaining = size.remained_qty ?? Math.max(0, size.total_qty - purchased);
    if (remaining > size.total_qty) {
      throw new AppError('BAD_REQUEST', 'Remaining quantity cannot exceed the stock quantity');
    }
    if (!current) {
      const result = await trx
        .insertInto('frame_sizes')
        .values({
          frameId,
          sizeId: size.sizeId,
          ...prices,
          totalQty: size.total_qty,
          remainedQty: 0,
          purchasedQty: 0,
        })
        .executeTakeFirstOrThrow();
      const frameSizeId = Number(result.insertId);
      await moveStock(trx, { frameSizeId, delta: remaining, reason: 'initial', actorUserId, at });
    } else {
      await trx
        .updateTable('frame_sizes')
        .set({ ...prices, totalQty: size.total_qty })
        .where('frameSizeId', '=', current.frameSizeId)
        .execute();
      await moveStock(trx, {
        frameSizeId: current.frameSizeId,
        delta: remaining - Number(current.remainedQty),
        reason: 'admin_edit',
        actorUserId,
        at,
      });
    }
  }
}

async function storeUploads(ctx: ServiceContext, files: Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    // One at a time: each image already decodes in parallel widths, and memory stays bounded.
    for (const file of files) keys.push(await storeImage(ctx.images, FRAME_IMAGE_FOLDER, file));
  } catch (error) {
    await removeFiles(ctx, keys);
    throw error;
  }
  return keys;
}

async function removeFiles(ctx: ServiceContext, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => removeImage(ctx.images, FRAME_IMAGE_FOLDER, key)));
}

async function insertImages(trx: Db, frameId: number, keys: string[], firstPosition: number) {
  if (keys.length === 0) return;
  await trx
    .insertInto('frame_images')
    .values(keys.map((fileKey, i) => ({ frameId, fileKey, position: firstPosition + i })))
    .execute();
}

/**
 * Files are written before the transaction (image processing is slow and must not hold
 * locks) and removed again if anything after that fails, so a failed request leaves nothing.
 */
async function withStoredUploads<T>(
  ctx: ServiceContext,
  files: Buffer[],
  body: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys = await storeUploads(ctx, files);
  try {
    return await body(keys);
  } catch (error) {
    await removeFiles(ctx, keys);
    throw error;
  }
}

export const createFrame = defineUseCase({
  name: 'frames.create',
  access: 'admin',
  kind: 'mutation',
  input: frameInput.extend({ images: uploads }),
  async handler(ctx, { images, ...input }): Promise<FrameDto> {
    if (input.existingImages?.length) {
      throw new AppError('BAD_REQUEST', 'A new frame has no existing images to keep');
    }
    await checkReferences(ctx.db, input);
    const frameId = await withStoredUploads(ctx, images, (keys) =>
      ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now();
        const id = await insertFrame(trx, {
          ...frameColumns(input, now),
          createdAt: now,
          archivedAt: null,
        });
        await insertImages(trx, id, keys, 0);
        await syncVariants(trx, id, input.sizes, ctx.actor?.userId ?? null, now);
        return id;
      }),
    );
    ctx.catalogueCache.clear();
    return (await findFrame(ctx.db, frameId)) as FrameDto;
  },
});

export const updateFrame = defineUseCase({
  name: 'frames.update',
  access: 'admin',
  kind: 'mutation',
  input: frameInput.extend({ frameId: idParam, images: uploads }),
  async handler(ctx, { frameId, images, ...input }): Promise<FrameDto> {
    if (!(await frameExists(ctx.db, frameId))) throw new AppError('NOT_FOUND', 'Frame not found');
    await checkReferences(ctx.db, input);
    const current = (await imagesByFrame(ctx.db, [frameId])).get(frameId) ?? [];
    // Without existingImages every current image is kept (a tRPC edit of text fields only).
    const keep = input.existingImages ?? current.map((i) => i.imageId);
    const currentIds = new Set(current.map((i) => i.imageId));
    const foreign = keep.filter((id) => !currentIds.has(id));
    if (foreign.length > 0) {
      throw new AppError(
        'BAD_REQUEST',
        `Image ${foreign.join(', ')} does not belong to this frame`,
      );
    }
    if (keep.length + images.length > FRAME_IMAGE_LIMITS.maxFiles) {
      throw new AppError(
        'BAD_REQUEST',
        `A frame can have at most ${FRAME_IMAGE_LIMITS.maxFiles} images`,
      );
    }
    const dropped = current.filter((i) => !keep.includes(i.imageId));
    await withStoredUploads(ctx, images, (keys) =>
      ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now();
        await trx
          .updateTable('frames')
          .set(frameColumns(input, now))
          .where('frameId', '=', frameId)
          .execute();
        if (dropped.length > 0) {
          await trx
            .deleteFrom('frame_images')
            .where(
              'imageId',
              'in',
              dropped.map((i) => i.imageId),
            )
            .execute();
        }
        // Kept images take the order they were listed in; new ones follow.
        for (const [position, imageId] of keep.entries()) {
          await trx
            .updateTable('frame_images')
            .set({ position })
            .where('imageId', '=', imageId)
            .execute();
        }
        await insertImages(trx, frameId, keys, keep.length);
        await syncVariants(trx, frameId, input.sizes, ctx.actor?.userId ?? null, now);
      }),
    );
    // Only after the commit: a rolled-back edit must still find its old files.
    await removeFiles(
      ctx,
      dropped.map((i) => i.fileKey),
    );
    ctx.catalogueCache.clear();
    return (await findFrame(ctx.db, frameId)) as FrameDto;
  },
});

export const deleteFrame = defineUseCase({
  name: 'frames.delete',
  access: 'admin',
  kind: 'mutation',
  input: z.strictObject({ frameId: idParam }),
  async handler(ctx, { frameId }): Promise<{ success: true; archived: boolean }> {
    let files: string[] = [];
    const archived = await ctx.db.transaction().execute(async (trx) => {
      if (!(await frameExists(trx, frameId))) throw new AppError('NOT_FOUND', 'Frame not found');
      if (await hasOrderMovements(trx, frameId)) {
        // Orders keep pointing at it: hide it everywhere, keep the row and its images.
        await trx
          .updateTable('frames')
          .set({ archivedAt: ctx.now() })
          .where('frameId', '=', frameId)
          .execute();
        return true;
      }
      files = ((await imagesByFrame(trx, [frameId])).get(frameId) ?? []).map((i) => i.fileKey);
      await trx.deleteFrom('frames').where('frameId', '=', frameId).execute();
      return false;
    });
    await removeFiles(ctx, files);
    ctx.catalogueCache.clear();
    return { success: true, archived };
  },
});
