import { orderItemSnapshot } from '@frameshop/contracts/orders/orders';
import { toNumber } from '@frameshop/db/rows';
import type { DB } from '@frameshop/db/schema';
import { MysqlAdapter, sql } from 'kysely';
import type { Db, Trx } from '../shared/db';
import type { ItemFacts, OrderFacts, RollupDelta } from './rollup-math';

/** The rollups' writes, and the reads of orders that feed them. */

const FACT_COLUMNS = [
  'orderId',
  'createdAt',
  'status',
  'grandTotalPaise',
  'refundedPaise',
  'paidAt',
  'deletedAt',
  'hasPrelisted',
  'hasCustom',
] as const;

export function toFacts(row: Record<(typeof FACT_COLUMNS)[number], unknown>): OrderFacts {
  return {
    orderId: toNumber(row.orderId),
    createdAt: toNumber(row.createdAt),
    status: toNumber(row.status),
    grandTotalPaise: toNumber(row.grandTotalPaise),
    refundedPaise: toNumber(row.refundedPaise),
    paidAt: row.paidAt === null ? null : toNumber(row.paidAt),
    deletedAt: row.deletedAt === null ? null : toNumber(row.deletedAt),
    hasPrelisted: toNumber(row.hasPrelisted),
    hasCustom: toNumber(row.hasCustom),
  };
}

/** Counted orders after `afterId`, by id: the rebuild's batches. */
export async function countedOrderBatch(
  db: Db,
  afterId: number,
  limit: number,
): Promise<OrderFacts[]> {
  const rows = await db
    .selectFrom('orders')
    .select(FACT_COLUMNS)
    .where('orderId', '>', afterId)
    .where('paidAt', 'is not', null)
    .where('deletedAt', 'is', null)
    .orderBy('orderId')
    .limit(limit)
    .execute();
  return rows.map(toFacts);
}

/** The facts of one order as stored now (tests and the bench compare with it). */
export async function orderFacts(db: Db, orderId: number): Promise<OrderFacts | null> {
  const row = await db
    .selectFrom('orders')
    .select(FACT_COLUMNS)
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  return row ? toFacts(row) : null;
}

/** The lines of these orders, with what the rollups need from their snapshots. */
export async function itemsOfOrders(db: Db, orderIds: readonly number[]): Promise<ItemFacts[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .select(['orderId', 'quantity', 'totalPaise', 'discountPaise', 'snapshot'])
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('position')
    .execute();
  return rows.map((row): ItemFacts => {
    // A stored snapshot that fails its schema is our bug: let it fail loudly.
    const snap = orderItemSnapshot.parse(JSON.parse(row.snapshot));
    const base = {
      orderId: toNumber(row.orderId),
      quantity: toNumber(row.quantity),
      // Net of the line's share of a discount code (issue 23): sales are after discounts.
      totalPaise: toNumber(row.totalPaise) - toNumber(row.discountPaise),
    };
    return snap.productType === 'pre-listed'
      ? { ...base, kind: 'ready', frameId: snap.frameId, name: snap.frameName, image: snap.image }
      : {
          ...base,
          kind: 'custom',
          material: snap.material,
          frameMaterial: snap.frameMaterial,
          areaE4: Math.round(snap.quote.areaSqFt * 10_000),
        };
  });
}

export async function clearRollups(trx: Trx): Promise<void> {
  await trx.deleteFrom('sales_materials').execute();
  await trx.deleteFrom('sales_products').execute();
  await trx.deleteFrom('sales_product_names').execute();
  await trx.deleteFrom('sales_totals').execute();
}

/** Rows per INSERT: well under SQLite's variable limit and MySQL's packet size. */
const CHUNK = 400;

/**
 * Adds the delta to the rollups: one multi-row upsert per table (per 400 rows), each adding
 * to the row with the same key or creating it. Additions commute, so two transactions
 * touching the same bucket serialise on the row lock and both land.
 */
export async function writeRollupDelta(trx: Trx, delta: RollupDelta): Promise<void> {
  await upsertAdding(trx, 'sales_totals', ['period', 'status'], [...delta.totals.values()]);
  await upsertAdding(
    trx,
    'sales_products',
    ['period', 'status', 'frameId'],
    [...delta.products.values()],
  );
  await upsertAdding(
    trx,
    'sales_materials',
    ['period', 'status', 'material', 'frameMaterial'],
    [...delta.materials.values()],
  );
  const names = [...delta.names].map(([frameId, v]) => ({ frameId, ...v }));
  const mysql = trx.getExecutor().adapter instanceof MysqlAdapter;
  for (let i = 0; i < names.length; i += CHUNK) {
    const q = trx.insertInto('sales_product_names').values(names.slice(i, i + CHUNK));
    await (mysql
      ? q.onDuplicateKeyUpdate({ name: sql`VALUES(name)`, image: sql`VALUES(image)` })
      : q.onConflict((oc) =>
          oc
            .column('frameId')
            .doUpdateSet({ name: sql`excluded.name`, image: sql`excluded.image` }),
        )
    ).execute();
  }
}

type RollupTable = 'sales_totals' | 'sales_products' | 'sales_materials';

async function upsertAdding<T extends RollupTable>(
  trx: Trx,
  table: T,
  keys: string[],
  rows: object[],
): Promise<void> {
  if (rows.length === 0) return;
  const measures = Object.keys(rows[0] as object).filter((k) => !keys.includes(k));
  // Rows in key order: every writer then locks them in the same order, so two transactions
  // adding to the same buckets (today's, this month's) wait for each other, never deadlock.
  const key = (row: object) => keys.map((k) => (row as Record<string, number | string>)[k]);
  rows.sort((a, b) => compareKeys(key(a), key(b)));
  const mysql = trx.getExecutor().adapter instanceof MysqlAdapter;
  const adding = Object.fromEntries(
    measures.map((m) => [
      m,
      mysql
        ? sql`${sql.ref(m)} + VALUES(${sql.ref(m)})`
        : sql`${sql.ref(m)} + excluded.${sql.ref(m)}`,
    ]),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    // The row shapes come from rollup-math, typed per table there; Kysely cannot follow the
    // generic table name, so the insert is typed loosely here.
    const q = trx.insertInto(table as keyof DB).values(rows.slice(i, i + CHUNK) as never);
    await (mysql
      ? q.onDuplicateKeyUpdate(adding as never)
      : q.onConflict((oc) => oc.columns(keys as never).doUpdateSet(adding as never))
    ).execute();
  }
}

function compareKeys(
  a: (number | string | undefined)[],
  b: (number | string | undefined)[],
): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
