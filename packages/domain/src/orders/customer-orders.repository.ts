import { toIso, toNumber } from '@frameshop/db/rows';
import type { Db } from '../shared/db';

/** What the admin's customer screens read of orders (issue 24). */

/**
 * Per account: orders placed (not deleted), money kept (paid orders' totals net of refunds) and
 * the newest order's time; one grouped statement for a page of accounts.
 */
export async function figuresOf(db: Db, userIds: readonly number[]) {
  const out = new Map<
    number,
    { orderCount: number; spentPaise: number; lastOrderAt: string | null }
  >();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('orders')
    .select([
      'userId',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) =>
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('paidAt', 'is not', null)
              .then(eb('grandTotalPaise', '-', eb.ref('refundedPaise')))
              .else(0)
              .end(),
          )
          .as('spent'),
      (eb) => eb.fn.max<number>('createdAt').as('last'),
    ])
    .where('userId', 'in', [...userIds])
    .where('deletedAt', 'is', null)
    .groupBy('userId')
    .execute();
  for (const r of rows) {
    out.set(Number(r.userId), {
      orderCount: toNumber(r.n),
      spentPaise: toNumber(r.spent ?? 0),
      lastOrderAt: r.last === null ? null : toIso(r.last),
    });
  }
  return out;
}

/** Accounts that gave a phone number containing `digits` on an order (at most 500). */
export async function userIdsWithPhone(db: Db, digits: string): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('userId')
    .distinct()
    .where('userId', 'is not', null)
    .where('phone', 'like', `%${digits}%`)
    .limit(500)
    .execute();
  return rows.map((r) => Number(r.userId));
}

/** An account's orders, newest first, with the addresses they were sent to. */
export function ordersOf(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select([
      'orderId',
      'createdAt',
      'status',
      'paymentStatus',
      'grandTotalPaise',
      'refundedPaise',
      'firstName',
      'lastName',
      'address',
      'apt',
      'city',
      'state',
      'postalCode',
      'phone',
    ])
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('orderId', 'desc')
    .execute();
}
