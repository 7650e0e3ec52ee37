import { FRAME_IMAGE_LIMITS } from '@frameshop/contracts/catalogue/constants';
import type { FrameDto, FramePage } from '@frameshop/contracts/catalogue/dtos';
import {
  type FrameInput,
  frameInput,
  frameListQuery,
} from '@frameshop/contracts/catalogue/schemas';
import { rupeesToPaise } from '@frameshop/contracts/shared/money';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { type ImageFolder, removeDroppedImages, withStoredImages } from '../media/uploads';
import { actingUserId, type ServiceContext } from '../shared/context';
import type { Db, Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { frameMaterials, materials } from './attributes.service';
import { searchedFramePage } from './frame-search.service';
import * as frames from './frames.repository';
import { existingSizeIds } from './sizes.repository';
import { addStock, changeTotal, hasOrderMovements } from './stock.repository';

/** Frame images are public: the shop shows them from /uploads/frames. */
const FRAME_IMAGES: ImageFolder = { area: 'public', folder: frames.FRAME_IMAGE_FOLDER };
const IMAGE_FILES = { max: FRAME_IMAGE_LIMITS.maxFiles, label: 'images' };

export const listFrames = defineUseCase({
  name: 'frames.list',
  cachedIn: 'catalogue',
  access: 'public',
  kind: 'query',
  input: frameListQuery,
  handler: (ctx, query): Promise<FramePage> =>
    ctx.caches.catalogue.get(`frames.list:${JSON.stringify(query)}`, () =>
      searchedFramePage(ctx, query),
    ),
});

export const getFrame = defineUseCase({
  name: 'frames.byId',
  cachedIn: 'catalogue',
  access: 'public',
  kind: 'query',
  input: z.strictObject({ frameId: idParam }),
  async handler(ctx, { frameId }): Promise<FrameDto> {
    const frame = await ctx.caches.catalogue.get(`frames.byId:${frameId}`, () =>
      frames.findFrame(ctx.db, frameId),
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
  const known = await existingSizeIds(db, sizeIds);
  const missing = sizeIds.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw new AppError('BAD_REQUEST', `Unknown size: ${missing.join(', ')}`);
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
 * Makes the frame's variants match the form (decision 0016). The form sets prices and the stock
 * quantity (total); what remains is the ledger's, never the form's (`remained_qty` and
 * `purchased_qty` sent by a client are ignored). A size whose total is unchanged keeps its stock;
 * a new total moves remaining by the difference, as one ledger movement; a total below what
 * orders hold or sold (total minus remaining), or removing a size orders hold, is a 409 naming
 * the size and the count, and the whole save is rolled back.
 */
async function syncVariants(
  trx: Trx,
  frameId: number,
  sizes: FrameInput['sizes'],
  actorUserId: number | null,
  at: number,
): Promise<void> {
  // The contract refuses a size listed twice.
  const seen = new Set(sizes.map((s) => s.sizeId));
  const existing = await frames.storedVariants(trx, frameId);
  const bySize = new Map(existing.map((v) => [v.sizeId, v]));
  const dropped = existing.filter((v) => !seen.has(v.sizeId));
  for (const v of dropped) {
    if (v.total - v.remaining > 0) {
      throw new AppError(
        'CONFLICT',
        `The size ${v.size.label} cannot be removed: orders hold ${v.total - v.remaining} of it`,
      );
    }
  }
  await frames.deleteVariants(
    trx,
    dropped.map((v) => v.frameSizeId),
  );

  for (const size of sizes) {
    const prices = {
      pricePaise: rupeesToPaise(size.price),
      offerPricePaise: size.offer_price === null ? null : rupeesToPaise(size.offer_price),
    };
    const current = bySize.get(size.sizeId);
    if (!current) {
      const frameSizeId = await frames.insertVariant(trx, {
        frameId,
        sizeId: size.sizeId,
        ...prices,
        totalQty: size.total_qty,
      });
      if (size.total_qty > 0) {
        await addStock(trx, {
          frameSizeId,
          quantity: size.total_qty,
          reason: 'initial',
          actorUserId,
          at,
        });
      }
      continue;
    }
    await frames.updateVariantPrices(trx, current.frameSizeId, prices);
    if (size.total_qty === current.total) continue;
    const out = current.total - current.remaining;
    if (size.total_qty < out) {
      throw new AppError(
        'CONFLICT',
        `The stock quantity of ${current.size.label} cannot go below ${out}: orders hold ${out} of it`,
      );
    }
    const changed = await changeTotal(trx, {
      frameSizeId: current.frameSizeId,
      from: current.total,
      to: size.total_qty,
      actorUserId,
      at,
    });
    // The row is locked (MySQL) or the database is (SQLite): only a bug gets here.
    if (!changed) throw new Error(`Stock of variant ${current.frameSizeId} moved during a save`);
  }
}

/** The frame just written, read back; gone already would be a concurrent delete. */
async function requireFrame(ctx: ServiceContext, frameId: number): Promise<FrameDto> {
  const frame = await frames.findFrame(ctx.db, frameId);
  if (!frame) throw new AppError('NOT_FOUND', 'Frame not found');
  return frame;
}

export const createFrame = defineUseCase({
  name: 'frames.create',
  access: 'catalogue:write',
  kind: 'mutation',
  invalidates: ['catalogue'],
  input: frameInput,
  files: IMAGE_FILES,
  async handler(ctx, input, images): Promise<FrameDto> {
    if (input.existingImages?.length) {
      throw new AppError('BAD_REQUEST', 'A new frame has no existing images to keep');
    }
    await checkReferences(ctx.db, input);
    const frameId = await withStoredImages(ctx, FRAME_IMAGES, images, (keys) =>
      ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now();
        const id = await frames.insertFrame(trx, {
          ...frameColumns(input, now),
          createdAt: now,
          archivedAt: null,
        });
        await frames.insertImages(trx, id, keys, 0);
        await syncVariants(trx, id, input.sizes, actingUserId(ctx.actor), now);
        const after = await frames.findFrame(trx, id);
        await recordChange(trx, ctx, { entity: 'frame', entityId: id, after });
        return id;
      }),
    );
    return requireFrame(ctx, frameId);
  },
});

export const updateFrame = defineUseCase({
  name: 'frames.update',
  access: 'catalogue:write',
  kind: 'mutation',
  invalidates: ['catalogue'],
  input: frameInput.extend({ frameId: idParam }),
  files: IMAGE_FILES,
  async handler(ctx, { frameId, ...input }, images): Promise<FrameDto> {
    if (!(await frames.frameExists(ctx.db, frameId))) {
      throw new AppError('NOT_FOUND', 'Frame not found');
    }
    await checkReferences(ctx.db, input);
    const current = (await frames.imagesByFrame(ctx.db, [frameId])).get(frameId) ?? [];
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
    await withStoredImages(ctx, FRAME_IMAGES, images, (keys) =>
      ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now();
        const before = await frames.findFrame(trx, frameId);
        // Variants before the frame row: an order locks its variant's row first, so an edit
        // that took the frame row first could wait on an order that waits on it (MySQL).
        await syncVariants(trx, frameId, input.sizes, actingUserId(ctx.actor), now);
        await frames.updateFrameColumns(trx, frameId, frameColumns(input, now));
        await frames.deleteImages(
          trx,
          dropped.map((i) => i.imageId),
        );
        // Kept images take the order they were listed in; new ones follow.
        await frames.orderImages(trx, keep);
        await frames.insertImages(trx, frameId, keys, keep.length);
        const after = await frames.findFrame(trx, frameId);
        await recordChange(trx, ctx, { entity: 'frame', entityId: frameId, before, after });
      }),
    );
    await removeDroppedImages(
      ctx,
      FRAME_IMAGES,
      dropped.map((i) => i.fileKey),
    );
    return requireFrame(ctx, frameId);
  },
});

export const deleteFrame = defineUseCase({
  name: 'frames.delete',
  access: 'catalogue:write',
  kind: 'mutation',
  // Its reviews go with it (ON DELETE CASCADE): a frame's cached review pages too.
  invalidates: ['catalogue', 'content'],
  input: z.strictObject({ frameId: idParam }),
  async handler(ctx, { frameId }): Promise<{ success: true; archived: boolean }> {
    let files: string[] = [];
    const archived = await ctx.db.transaction().execute(async (trx) => {
      const before = await frames.findFrame(trx, frameId);
      if (!before || !(await frames.frameExists(trx, frameId))) {
        throw new AppError('NOT_FOUND', 'Frame not found');
      }
      if (await hasOrderMovements(trx, frameId)) {
        // Orders keep pointing at it: hide it everywhere, keep the row and its images.
        await frames.archiveFrame(trx, frameId, ctx.now());
        await recordChange(trx, ctx, {
          entity: 'frame',
          entityId: frameId,
          before: { archived: false },
          after: { archived: true },
        });
        return true;
      }
      await recordChange(trx, ctx, { entity: 'frame', entityId: frameId, before });
      files = ((await frames.imagesByFrame(trx, [frameId])).get(frameId) ?? []).map(
        (i) => i.fileKey,
      );
      await frames.deleteFrameRow(trx, frameId);
      return false;
    });
    await removeDroppedImages(ctx, FRAME_IMAGES, files);
    return { success: true, archived };
  },
});
