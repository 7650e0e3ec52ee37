import {
  FRAME_SHAPES,
  type OneSidePriceDto,
  oneSidePriceInput,
  type PairPriceDto,
  pairPriceInput,
} from '@frameshop/contracts/catalogue';
import { paiseToRupees, rupeesToPaise } from '@frameshop/contracts/money';
import {
  type PriceTables,
  pairKey,
  QuoteError,
  quoteCustomFrame,
} from '@frameshop/contracts/quote';
import { idParam } from '@frameshop/contracts/text';
import { z } from 'zod';
import type { ServiceContext } from '../shared/context';
import type { Db } from '../shared/db';
import { isUniqueViolation } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { frameMaterials, materials } from './attributes.service';

async function loadPairPrices(db: Db): Promise<PairPriceDto[]> {
  const rows = await db
    .selectFrom('pair_prices as p')
    .innerJoin('materials as m', 'm.materialId', 'p.materialId')
    .innerJoin('frame_materials as f', 'f.frameMaterialId', 'p.frameMaterialId')
    .select([
      'p.materialId',
      'p.frameMaterialId',
      'p.pricePaise',
      'm.materialName',
      'f.materialName as frameMaterialName',
    ])
    .orderBy('m.nameKey')
    .orderBy('f.nameKey')
    .execute();
  return rows.map((r) => ({
    materialId: Number(r.materialId),
    frameMaterialId: Number(r.frameMaterialId),
    materialName: r.materialName,
    frameMaterialName: r.frameMaterialName,
    pricePerSqft: paiseToRupees(Number(r.pricePaise)),
  }));
}

async function loadOneSidePrices(db: Db): Promise<OneSidePriceDto[]> {
  const rows = await db
    .selectFrom('one_side_prices as o')
    .innerJoin('materials as m', 'm.materialId', 'o.materialId')
    .select(['o.materialId', 'o.pricePaise', 'm.materialName'])
    .orderBy('m.nameKey')
    .execute();
  return rows.map((r) => ({
    materialId: Number(r.materialId),
    materialName: r.materialName,
    pricePerSqft: paiseToRupees(Number(r.pricePaise)),
  }));
}

export interface PriceTablesDto {
  pairs: PairPriceDto[];
  oneSide: OneSidePriceDto[];
}

/** Both tables, cached with the other hot catalogue reads. */
function priceTables(ctx: ServiceContext): Promise<PriceTablesDto> {
  return ctx.catalogueCache.get('prices', async () => ({
    pairs: await loadPairPrices(ctx.db),
    oneSide: await loadOneSidePrices(ctx.db),
  }));
}

export const listPrices = defineUseCase({
  name: 'prices.list',
  cacheable: true,
  access: 'public',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  handler: (ctx) => priceTables(ctx),
});

async function requireMaterials(db: Db, materialId: number, frameMaterialId?: number) {
  const material = await materials.findById(db, materialId);
  if (!material) throw new AppError('NOT_FOUND', 'Material not found');
  if (frameMaterialId === undefined) return { material, frameMaterial: undefined };
  const frameMaterial = await frameMaterials.findById(db, frameMaterialId);
  if (!frameMaterial) throw new AppError('NOT_FOUND', 'Frame material not found');
  return { material, frameMaterial };
}

/** Runs a price write, turning a duplicate key into the 409 the price forms expect. */
async function writePrice(ctx: ServiceContext, duplicate: string, write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', duplicate);
    throw error;
  }
  ctx.catalogueCache.clear();
  return { success: true as const };
}

export const addPairPrice = defineUseCase({
  name: 'prices.addPair',
  access: 'admin',
  kind: 'mutation',
  input: pairPriceInput,
  async handler(ctx, input) {
    const { material, frameMaterial } = await requireMaterials(
      ctx.db,
      input.materialId,
      input.frameMaterialId,
    );
    return writePrice(
      ctx,
      `${material.materialName} with ${frameMaterial?.materialName} already has a price`,
      async () => {
        await ctx.db
          .insertInto('pair_prices')
          .values({
            materialId: input.materialId,
            frameMaterialId: input.frameMaterialId,
            pricePaise: rupeesToPaise(input.pricePerSqft),
          })
          .execute();
      },
    );
  },
});

export const updatePairPrice = defineUseCase({
  name: 'prices.updatePair',
  access: 'admin',
  kind: 'mutation',
  input: pairPriceInput,
  async handler(ctx, input) {
    const existing = await ctx.db
      .selectFrom('pair_prices')
      .select('pricePaise')
      .where('materialId', '=', input.materialId)
      .where('frameMaterialId', '=', input.frameMaterialId)
      .executeTakeFirst();
    if (!existing) {
      throw new AppError('NOT_FOUND', 'No price for this material and frame material yet');
    }
    await ctx.db
      .updateTable('pair_prices')
      .set({ pricePaise: rupeesToPaise(input.pricePerSqft) })
      .where('materialId', '=', input.materialId)
      .where('frameMaterialId', '=', input.frameMaterialId)
      .execute();
    ctx.catalogueCache.clear();
    return { success: true as const };
  },
});

export const deletePairPrice = defineUseCase({
  name: 'prices.deletePair',
  access: 'admin',
  kind: 'mutation',
  input: z.strictObject({ materialId: idParam, frameMaterialId: idParam }),
  async handler(ctx, input) {
    const result = await ctx.db
      .deleteFrom('pair_prices')
      .where('materialId', '=', input.materialId)
      .where('frameMaterialId', '=', input.frameMaterialId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) {
      throw new AppError('NOT_FOUND', 'No price for this pair');
    }
    ctx.catalogueCache.clear();
    return { success: true as const };
  },
});

export const addOneSidePrice = defineUseCase({
  name: 'prices.addOneSide',
  access: 'admin',
  kind: 'mutation',
  input: oneSidePriceInput,
  async handler(ctx, input) {
    const { material } = await requireMaterials(ctx.db, input.materialId);
    return writePrice(
      ctx,
      `${material.materialName} already has a one-side round price`,
      async () => {
        await ctx.db
          .insertInto('one_side_prices')
          .values({ materialId: input.materialId, pricePaise: rupeesToPaise(input.pricePerSqft) })
          .execute();
      },
    );
  },
});

export const updateOneSidePrice = defineUseCase({
  name: 'prices.updateOneSide',
  access: 'admin',
  kind: 'mutation',
  input: oneSidePriceInput,
  async handler(ctx, input) {
    const result = await ctx.db
      .updateTable('one_side_prices')
      .set({ pricePaise: rupeesToPaise(input.pricePerSqft) })
      .where('materialId', '=', input.materialId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const exists = await ctx.db
        .selectFrom('one_side_prices')
        .select('materialId')
        .where('materialId', '=', input.materialId)
        .executeTakeFirst();
      if (!exists) throw new AppError('NOT_FOUND', 'No one-side round price for this material');
    }
    ctx.catalogueCache.clear();
    return { success: true as const };
  },
});

export const deleteOneSidePrice = defineUseCase({
  name: 'prices.deleteOneSide',
  access: 'admin',
  kind: 'mutation',
  input: z.strictObject({ materialId: idParam }),
  async handler(ctx, { materialId }) {
    const result = await ctx.db
      .deleteFrom('one_side_prices')
      .where('materialId', '=', materialId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) {
      throw new AppError('NOT_FOUND', 'No one-side round price for this material');
    }
    ctx.catalogueCache.clear();
    return { success: true as const };
  },
});

export function toPriceTables(dto: PriceTablesDto): PriceTables {
  return {
    pairs: new Map(
      dto.pairs.map((p) => [
        pairKey(p.materialId, p.frameMaterialId),
        rupeesToPaise(p.pricePerSqft),
      ]),
    ),
    oneSide: new Map(dto.oneSide.map((p) => [p.materialId, rupeesToPaise(p.pricePerSqft)])),
  };
}

export const quoteInput = z.strictObject({
  widthIn: z.coerce.number().gt(0, 'Width must be greater than 0').max(1000),
  heightIn: z.coerce.number().gt(0, 'Height must be greater than 0').max(1000),
  shape: z.enum(FRAME_SHAPES, { error: 'Choose one of the frame shapes' }),
  materialId: idParam,
  frameMaterialId: idParam,
});

/** The server-side use of the shared quote: the price a custom frame costs right now. */
export const quote = defineUseCase({
  name: 'prices.quote',
  cacheable: true,
  access: 'public',
  kind: 'query',
  input: quoteInput,
  async handler(ctx, input) {
    try {
      const q = quoteCustomFrame(input, toPriceTables(await priceTables(ctx)));
      return {
        areaSqFt: Math.round(q.areaSqFt * 10_000) / 10_000,
        ratePerSqft: paiseToRupees(q.ratePaisePerSqFt),
        price: paiseToRupees(q.pricePaise),
      };
    } catch (error) {
      if (error instanceof QuoteError) throw new AppError('BAD_REQUEST', error.message);
      throw error;
    }
  },
});
