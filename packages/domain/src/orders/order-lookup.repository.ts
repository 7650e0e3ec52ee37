import type { AdminOrderHit } from '@frameshop/contracts/admin-search/admin-search';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { toNumber } from '@frameshop/db/rows';
import type { Db } from '../shared/db';

/**
 * Orders for the admin's top-bar search: the order number, part of the phone (4 digits or
 * more), or part of the e-mail or name (first, last, or both as written). Newest first, bounded.
 */
export async function lookUpOrders(
  db: Db,
  find: { text: string; digits: string; orderId?: number },
  limit: number,
): Promise<AdminOrderHit[]> {
  const like = `%${find.text}%`;
  const rows = await db
    .selectFrom('orders')
    .select([
      'orderId',
      'firstName',
      'lastName',
      'email',
      'phone',
      'status',
      'grandTotalPaise',
      'hasPrelisted',
    ])
    .where('deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        ...(find.orderId !== undefined ? [eb('orderId', '=', find.orderId)] : []),
        ...(find.digits ? [eb('phone', 'like', `%${find.digits}%`)] : []),
        eb('email', 'like', like),
        eb('firstName', 'like', like),
        eb('lastName', 'like', like),
        eb(eb.fn('concat', ['firstName', eb.val(' '), 'lastName']), 'like', like),
      ]),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('orderId', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    orderId: Number(r.orderId),
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    phone: r.phone,
    status: toNumber(r.status),
    grandTotal: paiseToRupees(toNumber(r.grandTotalPaise)),
    customOnly: toNumber(r.hasPrelisted) === 0,
  }));
}
