import {
  CANCELLED_STATUS,
  type OrderEventKind,
  SHIPPED_STATUS,
} from '@frameshop/contracts/orders/statuses';
import { toNumber } from '@frameshop/db/rows';
import type { OrderRow } from '@frameshop/db/schema';
import { applyOrderChange } from '../analytics/sales-rollup.published';
import { recordChange } from '../audit/audit.published';
import { releaseStock, takeStockOrConflict } from '../catalogue/stock.published';
import { holdCouponUseAgain, releaseCouponUse, spendCouponUse } from '../coupons/coupons.published';
import { queueMail } from '../mail/outbox.service';
import { type Actor, actingUserId, type ServiceContext } from '../shared/context';
import type { Trx } from '../shared/db';
import { toOrderDto } from './order-dto';
import { type OrderMailKind, orderMail } from './order-mail';
import { publishOrderChange } from './order-webhooks';
import * as orders from './orders.repository';

/**
 * The one way an order changes after it is placed (status, payment, refund, delete): the row,
 * its timeline entry, the sales figures and the shopper's mail, all in the caller's
 * transaction, so none of them can disagree with the others. Stock moves with the
 * `stockReserved` flag, flipped by a conditional UPDATE first, so it moves exactly once.
 */

export type OrderChange = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'paymentStatus'
    | 'deletedAt'
    | 'refundedPaise'
    | 'paymentFlag'
    | 'paidAt'
    | 'carrier'
    | 'trackingNumber'
    | 'trackingUrl'
  >
>;

export function actorName(actor: Actor | null): string {
  if (!actor) return 'anonymous';
  if (actor.role === 'system') return actor.job;
  if (actor.role === 'integration') return `api-key:${actor.apiKeyId}`;
  return actor.role === 'admin' ? 'admin' : 'shopper';
}

export async function changeOrder(
  trx: Trx,
  ctx: ServiceContext,
  before: OrderRow,
  change: OrderChange,
  event: { kind: OrderEventKind; detail: string } | null,
  mail: OrderMailKind | null = null,
): Promise<OrderRow> {
  const at = ctx.now();
  const orderId = toNumber(before.orderId);
  const after: OrderRow = { ...before, ...change, updatedAt: at };
  await orders.updateOrder(trx, orderId, { ...change, updatedAt: at });
  if (event) await addEvent(trx, ctx, orderId, event);
  // Every change of an order, whoever makes it (admin, key, job, the shopper, the gateway),
  // is on its history: this function is the one way an order changes (decision 0025).
  await recordChange(trx, ctx, {
    entity: 'order',
    entityId: orderId,
    before: Object.fromEntries(Object.keys(change).map((k) => [k, before[k as keyof OrderRow]])),
    after: change,
  });
  await moveCouponUse(trx, before, after, at);
  await applyOrderChange(trx, before, after);
  await publishOrderChange(trx, at, before, after);
  // An account deleted since (orders/orders.repository.ts anonymiseOrdersOf) gets no mail.
  if (mail && !after.email.endsWith('.invalid')) {
    const items = await orders.itemsOf(trx, [orderId]);
    const dto = toOrderDto(after, items.get(orderId) ?? []);
    await queueMail(trx, [orderMail(mail, dto, ctx.mail)], at);
  }
  return after;
}

/**
 * A discount code's use follows the order (issue 23): paid spends it; cancelled (or its payment
 * failed or expired) while unpaid gives it back; made active again holds it again. Each move is
 * a conditional flip of the order's redemption, so a replayed change moves nothing twice.
 */
async function moveCouponUse(trx: Trx, before: OrderRow, after: OrderRow, at: number) {
  if (after.couponCode === null) return;
  const orderId = toNumber(after.orderId);
  if (before.paidAt === null && after.paidAt !== null) await spendCouponUse(trx, orderId, at);
  const wasCancelled = toNumber(before.status) === CANCELLED_STATUS;
  const isCancelled = toNumber(after.status) === CANCELLED_STATUS;
  if (!wasCancelled && isCancelled && after.paidAt === null) {
    await releaseCouponUse(trx, orderId, at);
  }
  if (wasCancelled && !isCancelled) await holdCouponUseAgain(trx, orderId, at);
}

export function addEvent(
  trx: Trx,
  ctx: ServiceContext,
  orderId: number,
  event: { kind: OrderEventKind; detail: string },
): Promise<void> {
  return orders.insertEvent(trx, {
    orderId,
    at: ctx.now(),
    actorUserId: actingUserId(ctx.actor),
    actor: actorName(ctx.actor),
    ...event,
  });
}

export const CASH_REFUND_FLAG = 'Paid in cash on delivery: refund the shopper yourself';

/**
 * What cancelling changes: the status, and for an order whose money was taken, the payment
 * status 'refund pending', which the payment domain's refund worker turns into a refund of
 * what is left to refund (issue 12).
 */
export function cancellation(order: OrderRow): OrderChange {
  // Cash taken on delivery cannot go back through PhonePe (there is no payment to refund):
  // the order says so to the admin instead of waiting for a refund that never comes (issue 23).
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'paid') {
    return { status: CANCELLED_STATUS, paymentFlag: CASH_REFUND_FLAG };
  }
  return order.paymentStatus === 'paid'
    ? { status: CANCELLED_STATUS, paymentStatus: 'refund pending' }
    : { status: CANCELLED_STATUS };
}

/**
 * What a payment that failed or expired changes: the payment status, and an order still Pending
 * is Cancelled (it will not be paid: the shopper orders again from the cart, which keeps the
 * lines), so it does not sit among the orders waiting to be framed.
 */
export function paymentEnded(order: OrderRow, state: 'failed' | 'expired'): OrderChange {
  return toNumber(order.status) === 1
    ? { paymentStatus: state, status: CANCELLED_STATUS }
    : { paymentStatus: state };
}

/** Releases the stock an order holds, once (the flag), unless the money for it was taken. */
export async function releaseIfUnpaid(trx: Trx, ctx: ServiceContext, order: OrderRow) {
  if (order.paidAt !== null) return;
  return releaseStockOnce(trx, ctx, order);
}

async function releaseStockOnce(trx: Trx, ctx: ServiceContext, order: OrderRow) {
  const orderId = toNumber(order.orderId);
  if (!(await orders.flipStockReserved(trx, orderId, false))) return;
  for (const r of await orders.reservedQuantities(trx, orderId)) {
    await releaseStock(trx, {
      ...r,
      reason: 'order_release',
      actorUserId: actingUserId(ctx.actor),
      at: ctx.now(),
    });
  }
}

/**
 * Cancelling gives the stock back while the frames are still in the shop: any order before it
 * ships, paid or not (a paid one is refunded too). A shipped or delivered order's frames are with
 * the customer; they come back to stock only when the workshop counts them in.
 */
export async function releaseOnCancel(trx: Trx, ctx: ServiceContext, order: OrderRow) {
  const shipped =
    toNumber(order.status) >= SHIPPED_STATUS && toNumber(order.status) !== CANCELLED_STATUS;
  if (shipped) return releaseIfUnpaid(trx, ctx, order);
  return releaseStockOnce(trx, ctx, order);
}

/**
 * Deleting gives back what an active order holds, as cancelling it would (frames not yet shipped
 * go back on sale). Delete is refused while money is taken and not refunded, so a paid order that
 * was fully refunded owes nothing: before issue 19 it kept its stock reserved for ever
 * (`releaseIfUnpaid` looked only at `paidAt`). A cancelled order still holding stock was shipped
 * and paid when it was cancelled (releaseOnCancel gave every other case back): its frames are
 * with the customer, so they stay sold.
 */
export async function releaseOnDelete(trx: Trx, ctx: ServiceContext, order: OrderRow) {
  if (toNumber(order.status) === CANCELLED_STATUS) return;
  return releaseOnCancel(trx, ctx, order);
}

/** Takes an order's stock again (a cancelled order made active): 409 naming the line if short. */
export async function reserveAgain(trx: Trx, ctx: ServiceContext, orderId: number) {
  const quantities = await orders.reservedQuantities(trx, orderId);
  if (quantities.length === 0) return;
  if (!(await orders.flipStockReserved(trx, orderId, true))) return;
  for (const r of quantities) {
    await takeStockOrConflict(
      trx,
      {
        ...r,
        reason: 'order_reserve',
        actorUserId: actingUserId(ctx.actor),
        at: ctx.now(),
      },
      ctx.webhooks.lowStockAt,
    );
  }
}

/** The order row for a change another domain makes (payment), locked in its transaction. */
export { lockLiveOrder, lockOrderForChange } from './orders.repository';
