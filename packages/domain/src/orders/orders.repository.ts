import type { OrderListInput } from '@frameshop/contracts/orders/orders';
import {
  CANCELLED_STATUS,
  PENDING_STATUS,
  SHIPPED_STATUS,
} from '@frameshop/contracts/orders/statuses';
import { toNumber } from '@frameshop/db/rows';
import type {
  OrderEventRow,
  OrderItemRow,
  OrderItemsTable,
  OrderRow,
  OrdersTable,
} from '@frameshop/db/schema';
import type { Insertable } from 'kysely';
import { type Db, forUpdate, type Trx } from '../shared/db';

/** Every SQL statement of orders, items and their timeline. */

export async function insertOrder(trx: Trx, values: Insertable<OrdersTable>): Promise<number> {
  const result = await trx.insertInto('orders').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** All of an order's items in one statement. */
/**
 * The account's orders still waiting for payment: a cancelled, expired, failed, paid or
 * deleted order is not one of them. A cash-on-delivery order counts until it ships: it holds
 * frames with no money taken, as an unpaid one does (issue 19's bought-out size); once shipped
 * the frames have left anyway (issue 23).
 */
export async function countUnpaidOrders(trx: Trx, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or([
        eb('paymentStatus', '=', 'awaiting payment'),
        eb.and([eb('paymentStatus', '=', 'cod due'), eb('status', '<', SHIPPED_STATUS)]),
      ]),
    )
    .where('status', '!=', CANCELLED_STATUS)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/**
 * Open cash-on-delivery orders (placed, cash not yet received, not cancelled or deleted) of one
 * account, or to one mobile number from any account: the COD bound (decision 0022).
 */
export async function countOpenCodOrders(
  trx: Trx,
  by: { userId: number } | { phone: string },
): Promise<number> {
  let q = trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('paymentMethod', '=', 'cod')
    .where('paymentStatus', '=', 'cod due')
    .where('status', '!=', CANCELLED_STATUS)
    .where('deletedAt', 'is', null);
  q = 'userId' in by ? q.where('userId', '=', by.userId) : q.where('phone', '=', by.phone);
  const row = await q.executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/** Cash-on-delivery orders still Pending (the shop has not confirmed them) placed before `cutoff`. */
export function unconfirmedCodOrders(db: Db, cutoff: number, limit: number) {
  return db
    .selectFrom('orders')
    .select('orderId')
    .where('paymentMethod', '=', 'cod')
    .where('paymentStatus', '=', 'cod due')
    .where('status', '=', PENDING_STATUS)
    .where('deletedAt', 'is', null)
    .where('createdAt', '<', cutoff)
    .orderBy('orderId')
    .limit(limit)
    .execute();
}

export async function insertItems(trx: Trx, items: Insertable<OrderItemsTable>[]): Promise<void> {
  if (items.length === 0) return;
  await trx.insertInto('order_items').values(items).execute();
}

export async function insertEvent(db: Db, event: Omit<OrderEventRow, 'eventId'>): Promise<void> {
  await db.insertInto('order_events').values(event).execute();
}

/** A live (not deleted) order, optionally only if it is this user's. */
export function findOrder(db: Db, orderId: number, userId?: number): Promise<OrderRow | undefined> {
  let q = db
    .selectFrom('orders')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('deletedAt', 'is', null);
  if (userId !== undefined) q = q.where('userId', '=', userId);
  return q.executeTakeFirst();
}

/** Held until the transaction ends, deleted or not (payment settles whatever became of it). */
export function lockOrderForChange(trx: Trx, orderId: number) {
  return forUpdate(
    trx,
    trx.selectFrom('orders').selectAll().where('orderId', '=', orderId),
  ).executeTakeFirst();
}

/** The same, held until the transaction ends (status changes, cancel, delete). */
export function lockLiveOrder(trx: Trx, orderId: number, userId?: number) {
  let q = trx
    .selectFrom('orders')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('deletedAt', 'is', null);
  if (userId !== undefined) q = q.where('userId', '=', userId);
  return forUpdate(trx, q).executeTakeFirst();
}

export async function updateOrder(
  trx: Trx,
  orderId: number,
  set: Partial<
    Pick<
      OrderRow,
      | 'status'
      | 'paymentStatus'
      | 'updatedAt'
      | 'deletedAt'
      | 'refundedPaise'
      | 'paymentFlag'
      | 'paidAt'
    >
  >,
): Promise<void> {
  await trx.updateTable('orders').set(set).where('orderId', '=', orderId).execute();
}

/**
 * Flips whether the order holds its stock, only if it is in the expected state: true when this
 * call made the change (and must move the stock), false when another already did.
 */
export async function flipStockReserved(trx: Trx, orderId: number, to: boolean): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ stockReserved: to ? 1 : 0 })
    .where('orderId', '=', orderId)
    .where('stockReserved', '=', to ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Quantities an order's pre-listed items hold, per variant (a deleted variant holds none). */
export async function reservedQuantities(
  db: Db,
  orderId: number,
): Promise<{ frameSizeId: number; quantity: number }[]> {
  const rows = await db
    .selectFrom('order_items')
    .select(['frameSizeId', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
    .where('orderId', '=', orderId)
    .where('frameSizeId', 'is not', null)
    .groupBy('frameSizeId')
    .orderBy('frameSizeId')
    .execute();
  return rows.map((r) => ({
    frameSizeId: toNumber(r.frameSizeId),
    quantity: toNumber(r.quantity),
  }));
}

export async function itemsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const out = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const id = toNumber(row.orderId);
    const list = out.get(id) ?? [];
    list.push(row);
    out.set(id, list);
  }
  return out;
}

export function eventsOf(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('at')
    .orderBy('eventId')
    .execute();
}

type ListFilters = Omit<OrderListInput, 'page' | 'limit'>;

function filtered(db: Db, f: ListFilters & { userId?: number }) {
  let q = db.selectFrom('orders').where('deletedAt', 'is', null);
  if (f.userId !== undefined) q = q.where('userId', '=', f.userId);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.paymentStatus !== undefined) q = q.where('paymentStatus', '=', f.paymentStatus);
  if (f.type === 'regular') q = q.where('hasPrelisted', '=', 1);
  if (f.type === 'custom') q = q.where('hasCustom', '=', 1);
  if (f.from !== undefined) q = q.where('createdAt', '>=', f.from);
  if (f.to !== undefined) q = q.where('createdAt', '<=', f.to);
  const search = f.search?.trim().replace(/^#/, '');
  if (search) {
    // LIKE wildcards are dropped rather than escaped: the engines escape differently.
    const like = `%${search.replace(/[\\%_]/g, '')}%`;
    if (/^\d+$/.test(search)) {
      // A number is an order number, or (4 digits or more) part of a phone number.
      const id = Number(search);
      q = q.where((eb) =>
        eb.or([
          ...(id <= 2_147_483_647 ? [eb('orderId', '=', id)] : []),
          ...(search.length >= 4 ? [eb('phone', 'like', like)] : []),
        ]),
      );
    } else {
      q = q.where((eb) =>
        eb.or([
          eb('email', 'like', like),
          eb('firstName', 'like', like),
          eb('lastName', 'like', like),
        ]),
      );
    }
  }
  return q;
}

/** Newest first ('COD to confirm' before the rest in the admin's list); `page` absent means every matching order. */
export async function listOrders(
  db: Db,
  f: ListFilters & { userId?: number; page?: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  let q = filtered(db, f).selectAll();
  // The admin's list (no userId) shows cash-on-delivery orders waiting for the shop's
  // confirmation first: unconfirmed, they are cancelled after COD_CONFIRM_HOURS.
  if (f.userId === undefined) {
    q = q.orderBy((eb) =>
      eb
        .case()
        .when(
          eb.and([
            eb('paymentMethod', '=', 'cod'),
            eb('paymentStatus', '=', 'cod due'),
            eb('status', '=', PENDING_STATUS),
          ]),
        )
        .then(0)
        .else(1)
        .end(),
    );
  }
  q = q.orderBy('createdAt', 'desc').orderBy('orderId', 'desc');
  if (f.page !== undefined) q = q.limit(f.limit).offset((f.page - 1) * f.limit);
  const rows = await q.execute();
  if (f.page === undefined) return { rows, total: rows.length };
  const count = await filtered(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: toNumber(count.n) };
}

/**
 * One page of the CSV export, newest first, after the last row of the previous page (keyset:
 * the cost of a page does not grow with how deep it is, unlike OFFSET).
 */
export function exportPage(
  db: Db,
  f: ListFilters,
  after: { createdAt: number; orderId: number } | null,
  limit: number,
): Promise<OrderRow[]> {
  let q = filtered(db, f).selectAll();
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('createdAt', '<', after.createdAt),
        eb.and([eb('createdAt', '=', after.createdAt), eb('orderId', '<', after.orderId)]),
      ]),
    );
  }
  return q.orderBy('createdAt', 'desc').orderBy('orderId', 'desc').limit(limit).execute();
}

/** Which of these (user, frame) pairs bought the frame in an order now Delivered. */
export async function deliveredPurchases(
  db: Db,
  pairs: { userId: number; frameId: number }[],
): Promise<Set<string>> {
  const found = new Set<string>();
  if (pairs.length === 0) return found;
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.orderId', 'o.orderId')
    .select(['o.userId', 'i.frameId'])
    .distinct()
    .where('o.status', '=', 4)
    .where('o.deletedAt', 'is', null)
    .where('o.userId', 'in', [...new Set(pairs.map((p) => p.userId))])
    .where('i.frameId', 'in', [...new Set(pairs.map((p) => p.frameId))])
    .execute();
  for (const r of rows) found.add(`${toNumber(r.userId)}:${toNumber(r.frameId)}`);
  return found;
}

/**
 * Account deletion (issue 22): the orders stay for the accounts with the name and address an
 * invoice needs; the contact details go. The e-mail becomes an address under `.invalid`
 * (RFC 2606: never delivered), so no later order mail is queued for it.
 */
export async function anonymiseOrdersOf(trx: Trx, userId: number, at: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ email: `deleted-account-${userId}@frameshop.invalid`, phone: '', updatedAt: at })
    .where('userId', '=', userId)
    .execute();
}
