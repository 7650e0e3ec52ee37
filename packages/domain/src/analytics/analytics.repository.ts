import { toIso, toNumber } from '@frameshop/db/rows';
import type { SalesTotalsRow } from '@frameshop/db/schema';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../shared/db';
import type { PeriodRange } from './periods';

/**
 * The analytics domain's read-only queries: the rollups it maintains, and the other domains'
 * tables it counts (users, frames, orders, contacts, stock, refunds). It never writes those.
 */

/**
 * Rows of a rollup in the period ranges (and of one status): each range is a primary-key
 * range scan, the period being the key's first column.
 */
function inRanges(ranges: readonly PeriodRange[], status?: number): RawBuilder<SqlBool> {
  const periods = sql.join(
    ranges.map(([lo, hi]) => sql`(period BETWEEN ${lo} AND ${hi})`),
    sql` OR `,
  );
  return status === undefined ? sql`(${periods})` : sql`(${periods}) AND status = ${status}`;
}

/** Every totals row in the ranges (a few hundred at most): the caller folds them. */
export async function totalsIn(
  db: Db,
  ranges: readonly PeriodRange[],
  status?: number,
): Promise<SalesTotalsRow[]> {
  if (ranges.length === 0) return [];
  const rows = await db
    .selectFrom('sales_totals')
    .selectAll()
    .where(inRanges(ranges, status))
    .execute();
  return rows.map((r) => ({
    period: toNumber(r.period),
    status: toNumber(r.status),
    orders: toNumber(r.orders),
    salesPaise: toNumber(r.salesPaise),
    customPaise: toNumber(r.customPaise),
    readyMadePaise: toNumber(r.readyMadePaise),
    customLines: toNumber(r.customLines),
    customAreaE4: toNumber(r.customAreaE4),
  }));
}

export async function topProductsIn(
  db: Db,
  ranges: readonly PeriodRange[],
  status: number | undefined,
  limit: number,
) {
  if (ranges.length === 0) return [];
  const rows = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('sales_products')
        .select((eb) => [
          'frameId',
          eb.fn.sum<number>('units').as('units'),
          eb.fn.sum<number>('revenuePaise').as('revenuePaise'),
        ])
        .where(inRanges(ranges, status))
        .groupBy('frameId')
        .as('p'),
    )
    .leftJoin('sales_product_names as n', 'n.frameId', 'p.frameId')
    .select(['p.frameId', 'p.units', 'p.revenuePaise', 'n.name', 'n.image'])
    .where('p.units', '>', 0)
    .orderBy('p.units', 'desc')
    .orderBy('p.revenuePaise', 'desc')
    .orderBy('p.frameId')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    frameId: toNumber(r.frameId),
    units: toNumber(r.units),
    revenuePaise: toNumber(r.revenuePaise),
    name: r.name ?? `Frame ${r.frameId}`,
    image: r.image ?? null,
  }));
}

export async function topMaterialPairsIn(
  db: Db,
  ranges: readonly PeriodRange[],
  status: number | undefined,
  limit: number,
) {
  if (ranges.length === 0) return [];
  const rows = await db
    .selectFrom('sales_materials')
    .select((eb) => [
      'material',
      'frameMaterial',
      eb.fn.sum<number>('units').as('units'),
      eb.fn.sum<number>('revenuePaise').as('revenuePaise'),
    ])
    .where(inRanges(ranges, status))
    .groupBy(['material', 'frameMaterial'])
    .having((eb) => eb.fn.sum('units'), '>', 0)
    .orderBy('revenuePaise', 'desc')
    .orderBy('units', 'desc')
    .orderBy('material')
    .orderBy('frameMaterial')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    material: r.material,
    frameMaterial: r.frameMaterial,
    units: toNumber(r.units),
    revenuePaise: toNumber(r.revenuePaise),
  }));
}

/**
 * The latest counted orders created in [fromMs, toMs], read backwards from `toMs` on
 * orders_created_idx and stopping at the tenth match. "Not deleted" is written as
 * COALESCE(deletedAt, 0) = 0 (a deletion time is never 0) on purpose: as `deletedAt IS NULL`
 * MariaDB prefers the admin index (deletedAt, createdAt) and scans it from the newest order,
 * ignoring `toMs` (see migration 0008).
 */
export async function recentCountedOrders(
  db: Db,
  fromMs: number,
  toMs: number,
  status: number | undefined,
  limit: number,
) {
  let q = db
    .selectFrom('orders')
    .select(['orderId', 'firstName', 'lastName', 'grandTotalPaise', 'status', 'createdAt'])
    // What a status change would do to the money: the dashboard's drop-down says it first.
    .select(['paymentStatus', 'refundedPaise'])
    .select(['discountPaise', 'couponCode'])
    .where(sql<number>`COALESCE(deletedAt, 0)`, '=', 0)
    .where('createdAt', '>=', fromMs)
    .where('createdAt', '<=', toMs)
    .where('paidAt', 'is not', null);
  if (status !== undefined) q = q.where('status', '=', status);
  const rows = await q
    .orderBy('createdAt', 'desc')
    .orderBy('orderId', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    orderId: toNumber(r.orderId),
    firstName: r.firstName,
    lastName: r.lastName,
    grandTotalPaise: toNumber(r.grandTotalPaise),
    refundedPaise: toNumber(r.refundedPaise),
    discountPaise: toNumber(r.discountPaise),
    couponCode: r.couponCode,
    paymentStatus: r.paymentStatus,
    status: toNumber(r.status),
    createdAt: toIso(r.createdAt),
  }));
}
