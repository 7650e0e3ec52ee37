import type { OneSidePriceDto, PairPriceDto } from '@frameshop/contracts/catalogue/dtos';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import type { Kysely } from 'kysely';
import type { Db } from '../shared/db';

/** A price table: one price per square foot per key (material, or material + frame material). */
export interface PriceTable {
  table: 'pair_prices' | 'one_side_prices';
  keyColumns: readonly ('materialId' | 'frameMaterialId')[];
}
export type PriceKey = Partial<Record<'materialId' | 'frameMaterialId', number>>;

// Both tables share a shape the type system cannot see through a union of names.
const loose = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

function whereKey<Q extends { where(c: string, op: '=', v: number): Q }>(
  query: Q,
  t: PriceTable,
  key: PriceKey,
): Q {
  return t.keyColumns.reduce((q, column) => q.where(column, '=', key[column] as number), query);
}

export async function insertPrice(db: Db, t: PriceTable, key: PriceKey, pricePaise: number) {
  const values = Object.fromEntries(t.keyColumns.map((c) => [c, key[c]]));
  await loose(db)
    .insertInto(t.table)
    .values({ ...values, pricePaise })
    .execute();
}

/** The key's price in paise, or undefined when it has none. */
export async function findPricePaise(
  db: Db,
  t: PriceTable,
  key: PriceKey,
): Promise<number | undefined> {
  const row = await whereKey(
    loose(db).selectFrom(t.table).select('pricePaise'),
    t,
    key,
  ).executeTakeFirst();
  return row ? Number(row.pricePaise) : undefined;
}

/** False when the key has no price yet. */
export async function updatePrice(db: Db, t: PriceTable, key: PriceKey, pricePaise: number) {
  const result = await whereKey(
    loose(db).updateTable(t.table).set({ pricePaise }),
    t,
    key,
  ).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False when the key had no price. */
export async function deletePrice(db: Db, t: PriceTable, key: PriceKey) {
  const result = await whereKey(loose(db).deleteFrom(t.table), t, key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listPairPrices(db: Db): Promise<PairPriceDto[]> {
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

export async function listOneSidePrices(db: Db): Promise<OneSidePriceDto[]> {
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
