import { toNumber } from '@frameshop/db/rows';
import type { CouponRow, CouponsTable } from '@frameshop/db/schema';
import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../shared/db';

/** Every SQL statement of discount codes and their redemptions (issue 23). */

/** A redemption's use still counts while held (order unpaid) or used (paid). */
const COUNTING = ['held', 'used'] as const;

export async function insertCoupon(db: Db, values: Insertable<CouponsTable>): Promise<number> {
  const result = await db.insertInto('coupons').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** True when the row existed. */
export async function updateCoupon(
  db: Db,
  couponId: number,
  set: Updateable<CouponsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set(set)
    .where('couponId', '=', couponId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findCoupon(db: Db, couponId: number): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('couponId', '=', couponId).executeTakeFirst();
}

/** `code` is already upper-case (the contract's transform). */
export function findByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export function listCoupons(db: Db): Promise<CouponRow[]> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('couponId', 'desc')
    .execute();
}

/** Per code: orders holding or using it, and the paise they took off. */
export async function redemptionFigures(
  db: Db,
): Promise<Map<number, { uses: number; discountPaise: number }>> {
  const rows = await db
    .selectFrom('coupon_redemptions')
    .select([
      'couponId',
      (eb) => eb.fn.countAll().as('uses'),
      (eb) => eb.fn.sum<number>('discountPaise').as('discountPaise'),
    ])
    .where('state', 'in', COUNTING)
    .groupBy('couponId')
    .execute();
  return new Map(
    rows.map((r) => [
      toNumber(r.couponId),
      { uses: toNumber(r.uses), discountPaise: toNumber(r.discountPaise ?? 0) },
    ]),
  );
}

/** Redemptions of any state: a code some order ever named cannot be deleted. */
export async function countRedemptions(db: Db, couponId: number): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('couponId', '=', couponId)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

export async function deleteCoupon(db: Db, couponId: number): Promise<boolean> {
  const result = await db.deleteFrom('coupons').where('couponId', '=', couponId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Uses an account holds or used of a code. */
export async function accountUses(db: Db, couponId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('couponId', '=', couponId)
    .where('userId', '=', userId)
    .where('state', 'in', COUNTING)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/**
 * Takes one use: a conditional UPDATE that succeeds only while uses are left, so under any
 * number of concurrent checkouts the last use goes to exactly one. It also holds the code's row
 * until the transaction ends (MariaDB row lock; SQLite's writer lock), so the per-account count
 * read after it cannot race either. False when no use was left (or the code is gone or paused).
 */
export async function takeUse(trx: Trx, couponId: number): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set((eb) => ({ usesTaken: eb('usesTaken', '+', 1) }))
    .where('couponId', '=', couponId)
    .where('paused', '=', 0)
    .where((eb) => eb.or([eb('maxUses', 'is', null), eb('usesTaken', '<', eb.ref('maxUses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRedemption(
  trx: Trx,
  values: {
    couponId: number;
    orderId: number;
    userId: number | null;
    discountPaise: number;
    at: number;
  },
): Promise<void> {
  await trx
    .insertInto('coupon_redemptions')
    .values({
      couponId: values.couponId,
      orderId: values.orderId,
      userId: values.userId,
      discountPaise: values.discountPaise,
      state: 'held',
      createdAt: values.at,
      updatedAt: values.at,
    })
    .execute();
}

/**
 * Moves an order's redemption from one state to another, only if it is in `from`: true when
 * this call made the change (so the caller moves the counter exactly once).
 */
export async function flipRedemption(
  trx: Trx,
  orderId: number,
  from: 'held' | 'used' | 'released',
  to: 'held' | 'used' | 'released',
  at: number,
): Promise<number | null> {
  const row = await trx
    .selectFrom('coupon_redemptions')
    .select(['couponId', 'state'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!row || row.state !== from) return null;
  const result = await trx
    .updateTable('coupon_redemptions')
    .set({ state: to, updatedAt: at })
    .where('orderId', '=', orderId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? toNumber(row.couponId) : null;
}

/** Gives a use back (its redemption was released by the same transaction). */
export async function giveUseBack(trx: Trx, couponId: number): Promise<void> {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ usesTaken: eb('usesTaken', '-', 1) }))
    .where('couponId', '=', couponId)
    .where('usesTaken', '>', 0)
    .execute();
}
