import type { FrameShape } from '@frameshop/contracts/catalogue/constants';
import type {
  FrameDto,
  FrameImageDto,
  FrameSummaryDto,
  FrameVariantDto,
} from '@frameshop/contracts/catalogue/dtos';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { toBool, toIso, toNumber } from '@frameshop/db/rows';
import type { NewFrame } from '@frameshop/db/schema';
import { sql } from 'kysely';
import { z } from 'zod';
import { imageUrls } from '../media/image-pipeline';
import { type Db, forUpdate, type Trx } from '../shared/db';
import { toSizeDto } from './sizes.repository';

export const FRAME_IMAGE_FOLDER = 'frames';

const textList = z.array(z.string());
const parseList = (json: string): string[] => textList.parse(JSON.parse(json));

/**
 * The lowest price a shopper pays for the frame (offer price where set), the base price when it
 * has no sizes: what cards show, what the price sort and the price filter use.
 */
export const FROM_PRICE = sql<number>`coalesce((select min(coalesce(v.offerPricePaise, v.pricePaise)) from frame_sizes v where v.frameId = f.frameId), f.basePricePaise)`;

/** The frame columns plus the two names every frame view shows, in one joined query. */
export function frameRows(db: Db) {
  return db
    .selectFrom('frames as f')
    .innerJoin('materials as m', 'm.materialId', 'f.materialId')
    .innerJoin('frame_materials as fm', 'fm.frameMaterialId', 'f.frameMaterialId')
    .select([
      'f.frameId',
      'f.name',
      'f.basePricePaise',
      'f.frameShape',
      'f.materialId',
      'f.frameMaterialId',
      'f.isNewArrival',
      'f.isOffer',
      'f.ratingSum',
      'f.ratingCount',
      'f.createdAt',
      'm.materialName',
      'fm.materialName as frameMaterialName',
      FROM_PRICE.as('fromPricePaise'),
      // The undiscounted price of the size that gives the from-price, when that size is on offer.
      sql<
        number | null
      >`(select v.pricePaise from frame_sizes v where v.frameId = f.frameId and v.offerPricePaise is not null order by v.offerPricePaise, v.pricePaise limit 1)`.as(
        'offerOriginalPaise',
      ),
      sql<
        number | null
      >`(select min(v.offerPricePaise) from frame_sizes v where v.frameId = f.frameId)`.as(
        'minOfferPaise',
      ),
      sql<number>`coalesce((select sum(v.remainedQty) from frame_sizes v where v.frameId = f.frameId), 0)`.as(
        'stock',
      ),
    ])
    .where('f.archivedAt', 'is', null);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof frameRows>['execute']>>[number];

export function toSummary(row: SummaryRow, images: FrameImageDto[]): FrameSummaryDto {
  const count = toNumber(row.ratingCount);
  return {
    frameId: Number(row.frameId),
    name: row.name,
    basePrice: paiseToRupees(toNumber(row.basePricePaise)),
    frameShape: row.frameShape as FrameShape,
    materialId: Number(row.materialId),
    frameMaterialId: Number(row.frameMaterialId),
    material: { materialName: row.materialName },
    frameMaterial: { materialName: row.frameMaterialName },
    isNewArrival: toBool(row.isNewArrival),
    isOffer: toBool(row.isOffer),
    averageRating: count === 0 ? 0 : Math.round((toNumber(row.ratingSum) / count) * 10) / 10,
    totalRatings: count,
    images,
    createdAt: toIso(row.createdAt),
    fromPrice: paiseToRupees(toNumber(row.fromPricePaise)),
    // Struck through only when the cheapest price is an offer (a cheaper plain size wins).
    fromOriginalPrice:
      row.minOfferPaise !== null &&
      row.offerOriginalPaise !== null &&
      toNumber(row.minOfferPaise) === toNumber(row.fromPricePaise)
        ? paiseToRupees(toNumber(row.offerOriginalPaise))
        : null,
    stock: toNumber(row.stock),
  };
}

/** Images of many frames in one query, in display order. */
export async function imagesByFrame(
  db: Db,
  frameIds: number[],
): Promise<Map<number, (FrameImageDto & { fileKey: string })[]>> {
  const byFrame = new Map<number, (FrameImageDto & { fileKey: string })[]>();
  if (frameIds.length === 0) return byFrame;
  const rows = await db
    .selectFrom('frame_images')
    .select(['imageId', 'frameId', 'fileKey'])
    .where('frameId', 'in', frameIds)
    .orderBy('frameId')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byFrame.get(Number(row.frameId)) ?? [];
    list.push({
      imageId: Number(row.imageId),
      fileKey: row.fileKey,
      ...imageUrls(FRAME_IMAGE_FOLDER, row.fileKey),
    });
    byFrame.set(Number(row.frameId), list);
  }
  return byFrame;
}

export const publicImage = ({ fileKey: _, ...image }: FrameImageDto & { fileKey: string }) => image;

/** A whole live frame in three queries: the frame, its images, its variants with sizes. */
export async function findFrame(db: Db, frameId: number): Promise<FrameDto | undefined> {
  const row = await frameRows(db)
    .select([
      'f.description',
      'f.colors',
      'f.careInstruction',
      'f.includes',
      'f.weightGrams',
      'f.origin',
      'f.updatedAt',
    ])
    .where('f.frameId', '=', frameId)
    .executeTakeFirst();
  if (!row) return undefined;
  const images = (await imagesByFrame(db, [frameId])).get(frameId) ?? [];
  const variants = await variantsOf(db, frameId);
  return {
    ...toSummary(row, images.map(publicImage)),
    description: row.description,
    colors: parseList(row.colors),
    careInstruction: parseList(row.careInstruction),
    includes: parseList(row.includes),
    weight: toNumber(row.weightGrams) / 1000,
    origin: row.origin,
    frameSizes: variants,
    updatedAt: toIso(row.updatedAt),
  };
}

export async function variantsOf(db: Db, frameId: number): Promise<FrameVariantDto[]> {
  const rows = await db
    .selectFrom('frame_sizes as v')
    .innerJoin('sizes as s', 's.sizeId', 'v.sizeId')
    .selectAll('v')
    .select(['s.widthCenti', 's.heightCenti'])
    .where('v.frameId', '=', frameId)
    .orderBy('s.widthCenti')
    .orderBy('s.heightCenti')
    .execute();
  return rows.map((v) => ({
    frameSizeId: Number(v.frameSizeId),
    sizeId: Number(v.sizeId),
    size: toSizeDto(v),
    price: paiseToRupees(toNumber(v.pricePaise)),
    offer_price: v.offerPricePaise === null ? null : paiseToRupees(toNumber(v.offerPricePaise)),
    total_qty: toNumber(v.totalQty),
    remained_qty: toNumber(v.remainedQty),
    // Read-only, from the ledger: what orders hold or sold (total minus remaining; decision 0016).
    purchased_qty: toNumber(v.totalQty) - toNumber(v.remainedQty),
  }));
}

export async function insertFrame(db: Db, frame: NewFrame): Promise<number> {
  const result = await db.insertInto('frames').values(frame).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateFrameColumns(
  db: Db,
  frameId: number,
  columns: Omit<NewFrame, 'createdAt' | 'archivedAt'>,
): Promise<void> {
  await db.updateTable('frames').set(columns).where('frameId', '=', frameId).execute();
}

export async function archiveFrame(db: Db, frameId: number, at: number): Promise<void> {
  await db.updateTable('frames').set({ archivedAt: at }).where('frameId', '=', frameId).execute();
}

/** Deletes the frame; its images, variants and their movements go with it (ON DELETE CASCADE). */
export async function deleteFrameRow(db: Db, frameId: number): Promise<void> {
  await db.deleteFrom('frames').where('frameId', '=', frameId).execute();
}

/** Appends images after `firstPosition`, in the order given. */
export async function insertImages(db: Db, frameId: number, keys: string[], firstPosition: number) {
  if (keys.length === 0) return;
  await db
    .insertInto('frame_images')
    .values(keys.map((fileKey, i) => ({ frameId, fileKey, position: firstPosition + i })))
    .execute();
}

export async function deleteImages(db: Db, imageIds: number[]): Promise<void> {
  if (imageIds.length === 0) return;
  await db.deleteFrom('frame_images').where('imageId', 'in', imageIds).execute();
}

/** Puts images in the order listed (position 0, 1, ...). */
export async function orderImages(trx: Trx, imageIds: number[]): Promise<void> {
  for (const [position, imageId] of imageIds.entries()) {
    await trx
      .updateTable('frame_images')
      .set({ position })
      .where('imageId', '=', imageId)
      .execute();
  }
}

/**
 * The variants as stored, with their sizes, for syncing them with a form: their rows locked
 * until the transaction ends, so the stock figures the save decides on are the latest (MySQL).
 * Only `frame_sizes` rows are locked: FOR UPDATE on a join would also lock the shared `sizes`
 * rows, which every other frame's edit and every order's message read.
 */
export async function storedVariants(trx: Trx, frameId: number) {
  const locked = await forUpdate(
    trx,
    trx
      .selectFrom('frame_sizes')
      .select(['frameSizeId', 'sizeId', 'totalQty', 'remainedQty'])
      .where('frameId', '=', frameId)
      .orderBy('frameSizeId'),
  ).execute();
  const sizeIds = [...new Set(locked.map((r) => Number(r.sizeId)))];
  const sizes =
    sizeIds.length === 0
      ? []
      : await trx
          .selectFrom('sizes')
          .select(['sizeId', 'widthCenti', 'heightCenti'])
          .where('sizeId', 'in', sizeIds)
          .execute();
  const bySize = new Map(sizes.map((s) => [Number(s.sizeId), s]));
  return locked.map((r) => {
    const size = bySize.get(Number(r.sizeId));
    if (!size) throw new Error(`Size ${r.sizeId} of variant ${r.frameSizeId} is missing`);
    return {
      frameSizeId: Number(r.frameSizeId),
      sizeId: Number(r.sizeId),
      total: toNumber(r.totalQty),
      remaining: toNumber(r.remainedQty),
      size: toSizeDto(size),
    };
  });
}

/**
 * A new variant with its stock quantity and nothing remaining yet: the stock arrives as the
 * ledger's 'initial' movement (stock.repository.ts), in the same transaction.
 */
export async function insertVariant(
  trx: Trx,
  variant: {
    frameId: number;
    sizeId: number;
    pricePaise: number;
    offerPricePaise: number | null;
    totalQty: number;
  },
): Promise<number> {
  const result = await trx
    .insertInto('frame_sizes')
    .values({ ...variant, remainedQty: 0 })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Prices only: the stock quantity and what remains move together, through the ledger. */
export async function updateVariantPrices(
  trx: Trx,
  frameSizeId: number,
  prices: { pricePaise: number; offerPricePaise: number | null },
): Promise<void> {
  await trx.updateTable('frame_sizes').set(prices).where('frameSizeId', '=', frameSizeId).execute();
}

export async function deleteVariants(trx: Trx, frameSizeIds: number[]): Promise<void> {
  if (frameSizeIds.length === 0) return;
  await trx.deleteFrom('frame_sizes').where('frameSizeId', 'in', frameSizeIds).execute();
}

export function frameExists(db: Db, frameId: number) {
  return db
    .selectFrom('frames')
    .select(['frameId'])
    .where('frameId', '=', frameId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
}

/** A live frame's id, locked until the transaction ends (reviews change its rating counters). */
export function lockLiveFrame(trx: Trx, frameId: number) {
  return forUpdate(
    trx,
    trx
      .selectFrom('frames')
      .select(['frameId'])
      .where('frameId', '=', frameId)
      .where('archivedAt', 'is', null),
  ).executeTakeFirst();
}

/** Moves the frame's rating counters (the average is ratingSum / ratingCount). */
export async function adjustRating(
  trx: Trx,
  frameId: number,
  sumDelta: number,
  countDelta: number,
): Promise<void> {
  if (sumDelta === 0 && countDelta === 0) return;
  await trx
    .updateTable('frames')
    .set((eb) => ({
      ratingSum: eb('ratingSum', '+', sumDelta),
      ratingCount: eb('ratingCount', '+', countDelta),
    }))
    .where('frameId', '=', frameId)
    .execute();
}

export interface SellableVariantRow {
  frameId: number;
  sizeId: number;
  frameSizeId: number;
  frameName: string;
  live: boolean;
  widthCenti: number;
  heightCenti: number;
  pricePaise: number;
  offerPricePaise: number | null;
  remaining: number;
}

/**
 * The variants of these frames with their frames' names and whether the frame is live: what a
 * cart line needs, read straight from the tables (money and stock never come from a cache).
 */
export async function variantsOfFrames(db: Db, frameIds: number[]): Promise<SellableVariantRow[]> {
  if (frameIds.length === 0) return [];
  const rows = await db
    .selectFrom('frame_sizes as v')
    .innerJoin('frames as f', 'f.frameId', 'v.frameId')
    .innerJoin('sizes as s', 's.sizeId', 'v.sizeId')
    .select([
      'v.frameId',
      'v.sizeId',
      'v.frameSizeId',
      'f.name as frameName',
      'f.archivedAt',
      's.widthCenti',
      's.heightCenti',
      'v.pricePaise',
      'v.offerPricePaise',
      'v.remainedQty',
    ])
    .where('v.frameId', 'in', frameIds)
    .execute();
  return rows.map((r) => ({
    frameId: Number(r.frameId),
    sizeId: Number(r.sizeId),
    frameSizeId: Number(r.frameSizeId),
    frameName: r.frameName,
    live: r.archivedAt === null,
    widthCenti: toNumber(r.widthCenti),
    heightCenti: toNumber(r.heightCenti),
    pricePaise: toNumber(r.pricePaise),
    offerPricePaise: r.offerPricePaise === null ? null : toNumber(r.offerPricePaise),
    remaining: toNumber(r.remainedQty),
  }));
}
