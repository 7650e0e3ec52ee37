import { REFUND_CHECK_EVERY_MS } from '@frameshop/contracts/payment/schedule';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { toNumber } from '@frameshop/db/rows';
import type { PaymentAttemptRow, RefundRow } from '@frameshop/db/schema';
import { newMerchantId } from '@frameshop/phonepe/ids';
import { GatewayError, type RefundResult } from '@frameshop/phonepe/types';
import { issueCreditNote } from '../invoices/issue.published';
import {
  actorName,
  addEvent,
  changeOrder,
  lockOrderForChange,
} from '../orders/order-changes.published';
import type { ServiceContext } from '../shared/context';
import type { Trx } from '../shared/db';
import { publishEvent } from '../webhooks/webhooks.published';
import { gatewayOf } from './gateways';
import * as refunds from './refunds.repository';
import { isStrayPaymentRefund, OPEN_REFUND_STATES } from './refunds.repository';

/**
 * Refunds (issue 12): written as NEW in the transaction that decides them, sent to the gateway
 * by the payment worker after commit, then tracked through the refund status API and the
 * refund webhooks until COMPLETED or FAILED. A refund of the order's own money adds to its
 * `refundedPaise` (sales subtract it); a late payment's refund only returns that payment.
 */

const rupees = (paise: number | bigint) => formatRupees(toNumber(paise) / 100);

export async function createRefund(
  trx: Trx,
  ctx: ServiceContext,
  r: { orderId: number; attempt: PaymentAttemptRow; amountPaise: number; reason: string },
): Promise<string> {
  const now = ctx.now();
  // 'R' ids never look like payment ids: v1 callbacks carry both in one field.
  const merchantRefundId = newMerchantId(`FR${r.orderId}`);
  await refunds.insertRefund(trx, {
    merchantRefundId,
    orderId: r.orderId,
    attemptId: toNumber(r.attempt.attemptId),
    amountPaise: r.amountPaise,
    state: 'NEW',
    reason: r.reason,
    requestedBy: actorName(ctx.actor),
    createdAt: now,
    updatedAt: now,
    nextCheckAt: now,
  });
  await addEvent(trx, ctx, r.orderId, {
    kind: 'refund',
    detail: `Refund ${merchantRefundId} of ${rupees(r.amountPaise)} requested (${r.reason})`,
  });
  ctx.payment.kick();
  return merchantRefundId;
}

/**
 * Sends a NEW refund to the gateway, or asks about an open one; applies what it says. Only the
 * worker that holds the refund's lease sends; webhooks and 'Check status now' only ask. A send
 * that is refused is checked with the refund status API before it is called failed: the first
 * send may have reached PhonePe (a timeout, or a resend), which then refuses a duplicate id.
 * `original` is the payment being refunded: its id and the API version it was made with.
 */
export async function advanceRefund(
  ctx: ServiceContext,
  refund: RefundRow,
  original: Pick<PaymentAttemptRow, 'merchantOrderId' | 'api'>,
): Promise<string> {
  const refundId = toNumber(refund.refundId);
  const now = ctx.now();
  const originalMerchantOrderId = original.merchantOrderId;
  // Through the API version the payment was made with, whatever is configured now.
  const gateway = gatewayOf(ctx, original);
  const ask = () => gateway.refundStatus(refund.merchantRefundId);
  let result: RefundResult;
  try {
    if (refund.state !== 'NEW') {
      result = await ask();
    } else {
      try {
        result = await gateway.refund({
          merchantRefundId: refund.merchantRefundId,
          originalMerchantOrderId,
          amountPaise: toNumber(refund.amountPaise),
          merchantUserId: 'FRAMESHOP',
          callbackUrl: ctx.payment.callbackUrl,
        });
      } catch (error) {
        if (!(error instanceof GatewayError) || error.kind === 'unavailable') throw error;
        // Refused: unless the gateway already has this refund, it failed.
        try {
          result = await ask();
        } catch (again) {
          if (again instanceof GatewayError && again.kind === 'not_found') {
            const why = `${error.kind}: ${error.code ?? error.message}`;
            return finishRefund(ctx, refund, 'FAILED', why);
          }
          throw again;
        }
      }
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await refunds.moveRefund(ctx.db, refundId, [refund.state], {
      state: refund.state,
      updatedAt: now,
      nextCheckAt: now + REFUND_CHECK_EVERY_MS,
      note: `Gateway ${error.kind}; retrying`,
    });
    return refund.state;
  }
  if (result.state === 'COMPLETED' || result.state === 'FAILED') {
    return finishRefund(ctx, refund, result.state, null);
  }
  await refunds.moveRefund(ctx.db, refundId, OPEN_REFUND_STATES, {
    state: result.state,
    updatedAt: now,
    nextCheckAt: now + REFUND_CHECK_EVERY_MS,
    note: null,
  });
  return result.state;
}

/** COMPLETED or FAILED, once: the order's refunded amount, payment status, timeline and mail. */
async function finishRefund(
  ctx: ServiceContext,
  refund: RefundRow,
  state: 'COMPLETED' | 'FAILED',
  note: string | null,
): Promise<string> {
  const orderId = toNumber(refund.orderId);
  const amount = toNumber(refund.amountPaise);
  const ownMoney = !isStrayPaymentRefund(refund.reason);
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrderForChange(trx, orderId);
    if (!order) return;
    const moved = await refunds.moveRefund(trx, toNumber(refund.refundId), OPEN_REFUND_STATES, {
      state,
      updatedAt: ctx.now(),
      nextCheckAt: null,
      note,
    });
    if (!moved) return;
    const id = refund.merchantRefundId;
    if (state === 'FAILED') {
      await changeOrder(
        trx,
        ctx,
        order,
        { paymentFlag: `Refund ${id} of ${rupees(amount)} failed: refund it again` },
        { kind: 'refund', detail: `Refund ${id} failed${note ? ` (${note})` : ''}` },
      );
      return;
    }
    // Both kinds of completed refund: the order's own money, and a stray payment's.
    await publishEvent(trx, ctx.now(), 'refund.completed', {
      refundId: id,
      orderId,
      amountPaise: amount,
      ofOrderTotal: ownMoney,
      orderRefundedPaise: toNumber(order.refundedPaise) + (ownMoney ? amount : 0),
      orderGrandTotalPaise: toNumber(order.grandTotalPaise),
    });
    if (!ownMoney) {
      await changeOrder(
        trx,
        ctx,
        order,
        order.paidAt === null && order.paymentStatus === 'refund pending'
          ? { paymentStatus: 'refunded' }
          : {},
        {
          kind: 'refund',
          detail: `Stray payment refunded (${refund.reason}): ${rupees(amount)} (${id})`,
        },
      );
      return;
    }
    const refunded = toNumber(order.refundedPaise) + amount;
    const whole = refunded >= toNumber(order.grandTotalPaise);
    const flag = order.paymentFlag?.startsWith('Refund') ? null : order.paymentFlag;
    await changeOrder(
      trx,
      ctx,
      order,
      {
        refundedPaise: refunded,
        // Part refunded: a cancelled order stays 'refund pending' until the rest goes back.
        paymentStatus: whole ? 'refunded' : order.paymentStatus,
        paymentFlag: flag,
      },
      { kind: 'refund', detail: `Refunded ${rupees(amount)} (${id})` },
      'refunded',
    );
    await issueCreditNote(trx, ctx, {
      refundId: toNumber(refund.refundId),
      orderId,
      amountPaise: amount,
    });
  });
  return state;
}
