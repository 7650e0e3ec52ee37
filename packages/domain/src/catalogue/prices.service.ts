import type { OneSidePriceDto, PairPriceDto } from '@frameshop/contracts/catalogue/dtos';
import { QuoteError, quoteCustomFrame, toPriceTables } from '@frameshop/contracts/catalogue/quote';
import {
  oneSidePriceInput,
  pairPriceInput,
  quoteInput,
} from '@frameshop/contracts/catalogue/schemas';
import { paiseToRupees, rupeesToPaise } from '@frameshop/contracts/shared/money';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import type { ServiceContext } from '../shared/context';
import { type Db, saveUnique } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { frameMaterials, materials } from './attributes.service';
import * as prices from './prices.repository';

export interface PriceTablesDto {
  pairs: PairPriceDto[];
  oneSide: OneSidePriceDto[];
}

/** Both tables, cached with the other hot catalogue reads. */
function priceTables(ctx: ServiceContext): Promise<PriceTablesDto> {
  return ctx.caches.catalogue.get('prices', async () => ({
    pairs: await prices.listPairPrices(ctx.db),
    oneSide: await prices.listOneSidePrices(ctx.db),
  }));
}

export const listPrices = defineUseCase({
  name: 'prices.list',
  cachedIn: 'catalogue',
  access: 'public',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  handler: (ctx) => priceTables(ctx),
});

/** The names a price's key stands for; 404 when one of them does not exist. */
async function keyNames(db: Db, key: prices.PriceKey): Promise<string> {
  const material = await materials.findById(db, key.materialId as number);
  if (!material) throw new AppError('NOT_FOUND', 'Material not found');
  if (key.frameMaterialId === undefined) return material.materialName;
  const frameMaterial = await frameMaterials.findById(db, key.frameMaterialId);
  if (!frameMaterial) throw new AppError('NOT_FOUND', 'Frame material not found');
  return `${material.materialName} with ${frameMaterial.materialName}`;
}

type PricedKey = prices.PriceKey & { pricePerSqft: number };

/** The audit log's id of a price: its key's ids ("3:5" for a pair, "3" for one side). */
const priceId = (t: prices.PriceTable, key: prices.PriceKey) =>
  t.keyColumns.map((c) => key[c]).join(':');
const keyOf = (t: prices.PriceTable, key: prices.PriceKey) =>
  Object.fromEntries(t.keyColumns.map((c) => [c, key[c]]));
type Saved = { success: true };

/**
 * The two price tables (material + frame material pairs, and one-side round per material)
 * follow one set of rules, defined once: add (404 for an unknown key, 409 when it already has
 * a price), update (404 when it has none), delete (404 when it has none). The schemas stay
 * generic parameters, bounded by what the handlers read, and the use cases name them
 * explicitly: inferred from a generic, tRPC's client would see their inputs as `unknown`.
 */
function priceTable<S extends z.ZodType<PricedKey>, KS extends z.ZodType<prices.PriceKey>>(kind: {
  key: 'Pair' | 'OneSide';
  entity: 'pairPrice' | 'oneSidePrice';
  table: prices.PriceTable;
  input: S;
  keyInput: KS;
  /** "already has a price" | "already has a one-side round price". */
  what: string;
  missing: string;
}) {
  return {
    add: defineUseCase<S, Saved, 'mutation', 'catalogue:write'>({
      name: `prices.add${kind.key}`,
      access: 'catalogue:write',
      kind: 'mutation',
      invalidates: ['catalogue'],
      input: kind.input,
      async handler(ctx, priced) {
        const names = await keyNames(ctx.db, priced);
        await saveUnique(
          () =>
            ctx.db.transaction().execute(async (trx) => {
              const pricePaise = rupeesToPaise(priced.pricePerSqft);
              await prices.insertPrice(trx, kind.table, priced, pricePaise);
              await recordChange(trx, ctx, {
                entity: kind.entity,
                entityId: priceId(kind.table, priced),
                after: { ...keyOf(kind.table, priced), pricePaise },
              });
              return true;
            }),
          { duplicate: `${names} ${kind.what}`, missing: kind.missing },
        );
        return { success: true as const };
      },
    }),
    update: defineUseCase<S, Saved, 'mutation', 'catalogue:write'>({
      name: `prices.update${kind.key}`,
      access: 'catalogue:write',
      kind: 'mutation',
      invalidates: ['catalogue'],
      input: kind.input,
      async handler(ctx, priced) {
        const pricePaise = rupeesToPaise(priced.pricePerSqft);
        await saveUnique(
          () =>
            ctx.db.transaction().execute(async (trx) => {
              const was = await prices.findPricePaise(trx, kind.table, priced);
              if (!(await prices.updatePrice(trx, kind.table, priced, pricePaise))) return null;
              await recordChange(trx, ctx, {
                entity: kind.entity,
                entityId: priceId(kind.table, priced),
                before: { pricePaise: was },
                after: { pricePaise },
              });
              return true;
            }),
          { duplicate: kind.missing, missing: kind.missing },
        );
        return { success: true as const };
      },
    }),
    remove: defineUseCase<KS, Saved, 'mutation', 'catalogue:write'>({
      name: `prices.delete${kind.key}`,
      access: 'catalogue:write',
      kind: 'mutation',
      invalidates: ['catalogue'],
      input: kind.keyInput,
      async handler(ctx, key) {
        await ctx.db.transaction().execute(async (trx) => {
          const was = await prices.findPricePaise(trx, kind.table, key);
          if (!(await prices.deletePrice(trx, kind.table, key))) {
            throw new AppError('NOT_FOUND', kind.missing);
          }
          await recordChange(trx, ctx, {
            entity: kind.entity,
            entityId: priceId(kind.table, key),
            before: { ...keyOf(kind.table, key), pricePaise: was },
          });
        });
        return { success: true as const };
      },
    }),
  };
}

export const pairPrices = priceTable({
  key: 'Pair',
  entity: 'pairPrice',
  table: { table: 'pair_prices', keyColumns: ['materialId', 'frameMaterialId'] },
  input: pairPriceInput,
  keyInput: z.strictObject({ materialId: idParam, frameMaterialId: idParam }),
  what: 'already has a price',
  missing: 'No price for this material and frame material yet',
});

export const oneSidePrices = priceTable({
  key: 'OneSide',
  entity: 'oneSidePrice',
  table: { table: 'one_side_prices', keyColumns: ['materialId'] },
  input: oneSidePriceInput,
  keyInput: z.strictObject({ materialId: idParam }),
  what: 'already has a one-side round price',
  missing: 'No one-side round price for this material',
});

/** The server-side use of the shared quote: the price a custom frame costs right now. */
export const quote = defineUseCase({
  name: 'prices.quote',
  cachedIn: 'catalogue',
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
