import { ORDER_MESSAGES } from '@frameshop/contracts/orders/messages';
import {
  PAYMENT_MESSAGES as m,
  type OrderPaymentDto,
  orderPaymentInput,
  refundInput,
} from '@frameshop/contracts/payment/payment';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { paiseToRupees, rupeesToPaise } from '@frameshop/contracts/shared/money';
import { toNumber } from '@frameshop/db/rows';
import { recordChange } from '../audit/audit.published';
import { changeOrder, lockLiveOrder } from '../orders/order-changes.published';
import type { ServiceContext } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase, MONEY_ACCESS } from '../shared/use-case';
import * as attempts from './attempts.repository';
import { toAttemptDto, toRefundDto } from './payment-dto';
import { advanceRefund, createRefund } from './refund-rules';
import * as refunds from './refunds.repository';
import { isStrayPaymentRefund, OPEN_REFUND_STATES } from './refunds.repository';
import { checkAttempt } from './settlement';

/** The admin's side of payments (issue 12): see them, check one now, refund. */

async function orderPayment(ctx: ServiceContext, orderId: number): Promise<OrderPaymentDto> {
  const [tries, backs, order] = await Promise.all([
    attempts.attemptsOf(ctx.db, orderId),
    refunds.refundsOf(ctx.db, orderId),
    attempts.orderMoney(ctx.db, orderId),
  ]);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
  const open = backs
    .filter((r) => !isStrayPaymentRefund(r.reason) && OPEN_REFUND_STATES.includes(r.state as 'NEW'))
    .reduce((sum, r) => sum + toNumber(r.amountPaise), 0);
  const refundable =
    order.paidAt === null
      ? 0
      : Math.max(0, toNumber(order.grandTotalPaise) - toNumber(order.refundedPaise) - open);
  return {
    orderId,
    attempts: tries.map(toAttemptDto),
    refunds: backs.map(toRefundDto),
    refundable: paiseToRupees(refundable),
  };
}

export const orderPaymentDetail = defineUseCase({
  name: 'payment.forOrder',
  access: 'orders:read',
  kind: 'query',
  input: orderPaymentInput,
  handler: (ctx, { orderId }) => orderPayment(ctx, orderId),
});

/** 'Check status now': asks the gateway about the order's pending attempts and open refunds. */
export const checkPaymentNow = defineUseCase({
  name: 'payment.checkNow',
  access: 'orders:write',
  kind: 'mutation',
  input: orderPaymentInput,
  invalidates: ['catalogue'],
  async handler(ctx, { orderId }): Promise<{ message: string; data: OrderPaymentDto }> {
    for (const attempt of await attempts.attemptsOf(ctx.db, orderId)) {
      if (attempt.state === 'pending') await checkAttempt(ctx, attempt);
    }
    const tries = await attempts.attemptsOf(ctx.db, orderId);
    for (const refund of await refunds.refundsOf(ctx.db, orderId)) {
      // NEW ones are the worker's to send (it holds the lease); here we only ask.
      if (refund.state !== 'PENDING' && refund.state !== 'CONFIRMED') continue;
      const original = tries.find((a) => toNumber(a.attemptId) === toNumber(refund.attemptId));
      if (original) await advanceRefund(ctx, refund, original);
    }
    return { message: m.checked, data: await orderPayment(ctx, orderId) };
  },
});

/**
 * Refunds what is left of a paid order, or part of it. The whole remainder makes the payment
 * status 'refund pending'; the worker sends it to the gateway right after commit.
 */
export const refundOrder = defineUseCase({
  name: 'payment.refund',
  // orders:refund, which no API key may hold (decisions 0022 and 0024).
  access: MONEY_ACCESS,
  kind: 'mutation',
  input: refundInput,
  invalidates: [],
  async handler(ctx, { orderId, amount }): Promise<{ message: string; data: OrderPaymentDto }> {
    await ctx.db.transaction().execute(async (trx) => {
      const order = await lockLiveOrder(trx, orderId);
      if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
      if (order.paidAt === null) throw new AppError('CONFLICT', m.notPaid);
      const paying = await attempts.payingAttempt(trx, orderId);
      if (!paying) throw new AppError('CONFLICT', m.notPaid);
      const left =
        toNumber(order.grandTotalPaise) -
        toNumber(order.refundedPaise) -
        (await refunds.openOrderRefunds(trx, orderId));
      if (left <= 0) throw new AppError('CONFLICT', m.refundNothing);
      const wanted = amount === undefined ? left : rupeesToPaise(amount);
      if (wanted > left)
        throw new AppError('BAD_REQUEST', m.refundTooMuch(formatRupees(left / 100)));
      await createRefund(trx, ctx, {
        orderId,
        attempt: paying,
        amountPaise: wanted,
        reason: wanted === left ? 'admin: full' : 'admin: partial',
      });
      // The request to refund is the admin's act; the order's own change (if any) follows.
      await recordChange(trx, ctx, {
        entity: 'order',
        entityId: orderId,
        before: { refundRequestedPaise: null },
        after: { refundRequestedPaise: wanted },
      });
      if (wanted === left && order.paymentStatus !== 'refund pending') {
        await changeOrder(trx, ctx, order, { paymentStatus: 'refund pending' }, null);
      }
    });
    return { message: m.refundCreated, data: await orderPayment(ctx, orderId) };
  },
});
