import { toIso, toNumber } from '@frameshop/db/rows';
import { sql } from 'kysely';
import type { Db } from '../shared/db';

/** Read-only counts and lists for the admin dashboard, from the other domains' tables. */

export async function dashboardCounts(db: Db) {
  // One statement, four indexed counts.
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).as('users'),
      eb
        .selectFrom('frames')
        .select(eb.fn.countAll<number>().as('n'))
        .where('archivedAt', 'is', null)
        .as('frames'),
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<number>().as('n'))
        .where('deletedAt', 'is', null)
        .as('orders'),
      eb.selectFrom('contacts').select(eb.fn.countAll<number>().as('n')).as('contacts'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: toNumber(row.users),
    frames: toNumber(row.frames),
    orders: toNumber(row.orders),
    contacts: toNumber(row.contacts),
  };
}

export async function latestInquiries(db: Db, limit: number) {
  const rows = await db
    .selectFrom('contacts')
    .select(['contactId', 'name', 'email', 'message', 'inquiryType', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('contactId', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    contactId: toNumber(r.contactId),
    createdAt: toIso(r.createdAt),
  }));
}

/** Variants of live frames with this many or fewer left, fewest first. */
export async function lowStockVariants(db: Db, atMost: number, limit: number) {
  const rows = await db
    .selectFrom('frame_sizes as fs')
    .innerJoin('frames as f', 'f.frameId', 'fs.frameId')
    .innerJoin('sizes as s', 's.sizeId', 'fs.sizeId')
    .select([
      'fs.frameSizeId',
      'fs.frameId',
      'f.name',
      's.widthCenti',
      's.heightCenti',
      'fs.remainedQty',
    ])
    .where('fs.remainedQty', '<=', atMost)
    .where('f.archivedAt', 'is', null)
    .orderBy('fs.remainedQty')
    .orderBy('fs.frameSizeId')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    frameSizeId: toNumber(r.frameSizeId),
    frameId: toNumber(r.frameId),
    frameName: r.name,
    widthIn: toNumber(r.widthCenti) / 100,
    heightIn: toNumber(r.heightCenti) / 100,
    remainedQty: toNumber(r.remainedQty),
  }));
}

/** Live orders the payment domain flagged, and refunds the gateway failed, newest first. */
export async function paymentsNeedingAttention(db: Db, limit: number) {
  const flagged = await db
    .selectFrom('orders')
    .select(['orderId', 'paymentFlag as reason', 'createdAt', sql<string>`'flag'`.as('kind')])
    .where('paymentFlag', 'is not', null)
    .where('deletedAt', 'is', null)
    .unionAll(
      db
        .selectFrom('refunds as r')
        .innerJoin('orders as o', 'o.orderId', 'r.orderId')
        .select([
          'r.orderId',
          'r.reason',
          'r.updatedAt as createdAt',
          sql<string>`'refund'`.as('kind'),
        ])
        .where('r.state', '=', 'FAILED')
        .where('o.deletedAt', 'is', null),
    )
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
  return flagged.map((r) => ({
    orderId: toNumber(r.orderId),
    reason: r.kind === 'refund' ? `Refund failed: ${r.reason}` : (r.reason ?? 'Needs attention'),
    createdAt: toIso(r.createdAt),
  }));
}
