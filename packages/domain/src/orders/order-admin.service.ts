import { ORDER_MESSAGES as m } from '@frameshop/contracts/orders/messages';
import {
  addNoteInput,
  type OrderDto,
  type OrderPage,
  orderIdInput,
  orderListInput,
  setStatusInput,
} from '@frameshop/contracts/orders/orders';
import {
  CANCELLED_STATUS,
  DELIVERED_STATUS,
  SHIPPED_STATUS,
  statusLabel,
} from '@frameshop/contracts/orders/statuses';
import { toNumber } from '@frameshop/db/rows';
import type { OrderRow } from '@frameshop/db/schema';
import { recordChange } from '../audit/audit.published';
import { issueInvoice } from '../invoices/issue.published';
import type { ServiceContext } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase, mayMoveMoney } from '../shared/use-case';
import {
  addEvent,
  cancellation,
  changeOrder,
  releaseOnCancel,
  releaseOnDelete,
  reserveAgain,
} from './order-changes.published';
import type { OrderDetailDto } from './order-dto';
import { statusMailKind } from './order-mail';
import { detail, page } from './order-read.published';
import * as orders from './orders.repository';
import { cashRecorded, type Shipment, shipmentChange, shipmentFor } from './shipment';

/** The order admin (issue 11): list, one order, status, notes, delete. */

/** The admin list: filters, search and paging on the server; no page means every order. */
export const listOrders = defineUseCase({
  name: 'orders.list',
  access: 'orders:read',
  kind: 'query',
  input: orderListInput,
  async handler(ctx, input): Promise<OrderPage> {
    const { rows, total } = await orders.listOrders(ctx.db, input);
    return page(
      ctx,
      rows,
      total,
      input.page ?? 1,
      input.page === undefined ? total || 1 : input.limit,
    );
  },
});

export const orderById = defineUseCase({
  name: 'orders.byId',
  access: 'orders:read',
  kind: 'query',
  input: orderIdInput,
  handler: (ctx, { orderId }): Promise<OrderDetailDto> => detail(ctx, orderId, undefined, true),
});

/**
 * Any status to any status (spec section 4). To Cancelled releases the stock of an order not yet
 * shipped (a paid one also goes to refund); from Cancelled back to an active status takes it again, or
 * answers 409 naming the line. Shipped, Delivered and Cancelled mail the shopper.
 */
export const setOrderStatus = defineUseCase({
  name: 'orders.setStatus',
  access: 'orders:write',
  kind: 'mutation',
  input: setStatusInput,
  // Stock moves (catalogue); Delivered makes reviews 'Verified purchase' (content).
  invalidates: ['catalogue', 'content'],
  async handler(ctx, input): Promise<{ message: string; data: OrderDto }> {
    const { orderId, status } = input;
    // Checked before anything is locked: a carrier not on the list is the caller's mistake.
    const shipment: Shipment | null = await shipmentFor(ctx.db, input);
    await ctx.db.transaction().execute(async (trx) => {
      const order = await orders.lockLiveOrder(trx, orderId);
      if (!order) throw new AppError('NOT_FOUND', m.notFound);
      const from = toNumber(order.status);
      // A shipped order's carrier or AWB corrected: the new ones replace the old, no mail.
      if (from === status && shipment && status === SHIPPED_STATUS) {
        await changeOrder(trx, ctx, order, shipmentChange(shipment), {
          kind: 'status',
          detail: `Tracking changed: ${shipment.detail}`,
        });
        return;
      }
      // Also the second of two concurrent Delivered calls: the cash is recorded once.
      if (from === status) return;
      const cash =
        status === DELIVERED_STATUS ? cashRecorded(order, input.cashReceived, ctx.now()) : null;
      // Recording cash on delivery is money: orders:refund (decision 0024).
      if (cash && !mayMoveMoney(ctx.actor)) throw new AppError('FORBIDDEN', m.cashNeedsRefundRight);
      const refunding =
        toNumber(order.refundedPaise) > 0 || order.paymentStatus === 'refund pending';
      if (from === CANCELLED_STATUS && refunding) {
        throw new AppError('CONFLICT', m.refundedReopen);
      }
      // A failed or expired payment will not be retried: reopening would hold stock forever.
      const reopenable =
        order.paymentStatus === 'awaiting payment' ||
        order.paymentStatus === 'paid' ||
        order.paymentStatus === 'cod due';
      if (from === CANCELLED_STATUS && !reopenable) {
        throw new AppError('CONFLICT', m.unpaidReopen);
      }
      if (status === CANCELLED_STATUS) refuseMoneyMove(ctx, order, from);
      if (status === CANCELLED_STATUS) await releaseOnCancel(trx, ctx, order);
      if (from === CANCELLED_STATUS) await reserveAgain(trx, ctx, orderId);
      const change =
        status === CANCELLED_STATUS
          ? cancellation(order)
          : { status, ...(shipment ? shipmentChange(shipment) : {}), ...(cash?.change ?? {}) };
      const said = [shipment?.detail, cash?.detail].filter(Boolean).join('; ');
      await changeOrder(
        trx,
        ctx,
        order,
        change,
        {
          kind: 'status',
          detail: `${statusLabel(from)} → ${statusLabel(status)}${said ? ` (${said})` : ''}`,
        },
        statusMailKind(status),
      );
      // Cash on delivery is paid now: its tax invoice is issued as a PhonePe payment's is.
      if (cash) await issueInvoice(trx, ctx, orderId);
    });
    return { message: m.statusUpdated, data: await detail(ctx, orderId, undefined, false) };
  },
});

/**
 * Cancelling an order with money taken refunds it (or, paid in cash, tells the admin to): only
 * a caller with the refund right may, never an API key (403). A delivered order paid online is
 * never refunded by a cancel: it comes back as a return, refunded (in part or whole) from the
 * payment panel, and is cancelled once nothing is left to refund (409 until then). Checked
 * before anything moves. docs/decisions/0022-money-never-a-side-effect.md.
 */
function refuseMoneyMove(ctx: ServiceContext, order: OrderRow, from: number): void {
  const moneyTaken = order.paidAt !== null && order.paymentStatus !== 'refunded';
  if (!moneyTaken) return;
  if (!mayMoveMoney(ctx.actor)) throw new AppError('FORBIDDEN', m.paidCancelNeedsAdmin);
  if (
    from === DELIVERED_STATUS &&
    order.paymentMethod !== 'cod' &&
    order.paymentStatus === 'paid'
  ) {
    throw new AppError('CONFLICT', m.deliveredCancel);
  }
}

/** An internal note on the order's timeline, with who wrote it and when. */
export const addOrderNote = defineUseCase({
  name: 'orders.addNote',
  access: 'orders:write',
  kind: 'mutation',
  input: addNoteInput,
  invalidates: [],
  async handler(ctx, { orderId, note }): Promise<{ message: string }> {
    await ctx.db.transaction().execute(async (trx) => {
      const order = await orders.lockLiveOrder(trx, orderId);
      if (!order) throw new AppError('NOT_FOUND', m.notFound);
      await addEvent(trx, ctx, orderId, { kind: 'note', detail: note });
      await recordChange(trx, ctx, { entity: 'order', entityId: orderId, after: { note } });
    });
    return { message: m.noteAdded };
  },
});

/**
 * Soft delete: the order leaves every list and the figures, its stock goes back as on a cancel
 * (releaseOnDelete), the row stays for the accounts. Money taken and not refunded must be
 * refunded first (409).
 */
export const deleteOrder = defineUseCase({
  name: 'orders.delete',
  access: 'orders:write',
  kind: 'mutation',
  input: orderIdInput,
  invalidates: ['catalogue', 'content'],
  async handler(ctx, { orderId }): Promise<{ message: string }> {
    await ctx.db.transaction().execute(async (trx) => {
      const order = await orders.lockLiveOrder(trx, orderId);
      if (!order) throw new AppError('NOT_FOUND', m.notFound);
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refund pending') {
        throw new AppError('CONFLICT', m.paidDelete);
      }
      await releaseOnDelete(trx, ctx, order);
      await changeOrder(
        trx,
        ctx,
        order,
        { deletedAt: ctx.now() },
        { kind: 'deleted', detail: 'Order deleted' },
      );
    });
    return { message: m.deleted };
  },
});
