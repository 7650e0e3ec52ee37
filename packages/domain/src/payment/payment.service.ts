import { ORDER_MESSAGES } from '@frameshop/contracts/orders/messages';
import type { ShopperOrderDto } from '@frameshop/contracts/orders/orders';
import {
  PAYMENT_MESSAGES as m,
  startPaymentInput,
  transactionInput,
  type VerifyResult,
  verifyPaymentInput,
} from '@frameshop/contracts/payment/payment';
import { nextStatusCheck, PAYMENT_EXPIRE_AFTER_S } from '@frameshop/contracts/payment/schedule';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { toNumber } from '@frameshop/db/rows';
import { newMerchantId } from '@frameshop/phonepe/ids';
import { GatewayError } from '@frameshop/phonepe/types';
import { addEvent, lockLiveOrder } from '../orders/order-changes.published';
import { shopperOrder } from '../orders/order-read.published';
import { type ServiceContext, shopper } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as attempts from './attempts.repository';
import { checkAttempt, settleAttempt } from './settlement';

/**
 * The shopper's side of paying (issue 12): start a payment for their order, come back and
 * have it verified, read the order by the payment's id. Every decision is a status call.
 */

/** Creates an attempt for the order's grand total and asks the gateway for its checkout page. */
export const startPayment = defineUseCase({
  name: 'payment.start',
  access: 'user',
  kind: 'mutation',
  input: startPaymentInput,
  invalidates: [],
  async handler(ctx, { orderId }): Promise<{ merchantTransactionId: string; redirectUrl: string }> {
    const { userId } = shopper(ctx);
    const now = ctx.now();
    const merchantOrderId = newMerchantId(`FP${orderId}`);
    const { attemptId, amountPaise } = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockLiveOrder(trx, orderId, userId);
      if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
      if (order.paymentStatus !== 'awaiting payment' || toNumber(order.status) === 5) {
        throw new AppError('CONFLICT', m.notPayable);
      }
      const amount = toNumber(order.grandTotalPaise);
      const id = await attempts.insertAttempt(trx, {
        merchantOrderId,
        orderId,
        userId,
        api: ctx.payment.gateway.api,
        amountPaise: amount,
        state: 'pending',
        createdAt: now,
        expireAt: now + PAYMENT_EXPIRE_AFTER_S * 1000,
        nextCheckAt: nextStatusCheck(now, now),
      });
      await addEvent(trx, ctx, orderId, {
        kind: 'payment',
        detail: `Payment ${merchantOrderId} started for ${formatRupees(amount / 100)}`,
      });
      return { attemptId: id, amountPaise: amount };
    });
    try {
      const paid = await ctx.payment.gateway.pay({
        merchantOrderId,
        amountPaise,
        redirectUrl: `${ctx.payment.returnBase ?? ctx.origin ?? ctx.mail.publicUrl}/phonepe-callback?merchantTransactionId=${merchantOrderId}`,
        callbackUrl: ctx.payment.callbackUrl,
        merchantUserId: `U${userId}`,
        message: `Order #${orderId}`,
        expireAfterSeconds: PAYMENT_EXPIRE_AFTER_S,
      });
      await attempts.recordPay(ctx.db, attemptId, {
        redirectUrl: paid.redirectUrl,
        gatewayOrderId: paid.gatewayOrderId,
        expireAt: paid.expireAt ?? now + PAYMENT_EXPIRE_AFTER_S * 1000,
      });
      return { merchantTransactionId: merchantOrderId, redirectUrl: paid.redirectUrl };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // A refusal of the request is final; a timeout may still have reached PhonePe, and an
      // auth failure is ours to fix, so those stay pending and the reconciler asks.
      if (error.kind === 'bad_request') {
        await settleAttempt(ctx, attemptId, { state: 'FAILED', code: error.code ?? error.kind });
      }
      throw new AppError('UNAVAILABLE', m.gatewayDown);
    }
  },
});

/** The attempt behind a transaction id, if it is the caller's (or the caller is an admin). */
async function ownAttempt(ctx: ServiceContext, merchantTransactionId: string, allowAdmin: boolean) {
  const person = shopper(ctx);
  const attempt = await attempts.findAttempt(ctx.db, merchantTransactionId);
  const mine = attempt && attempt.userId !== null && toNumber(attempt.userId) === person.userId;
  if (!attempt || !(mine || (allowAdmin && person.role === 'admin'))) {
    throw new AppError('NOT_FOUND', m.orderDataNotFound);
  }
  return attempt;
}

const OUTCOMES: Record<string, Pick<VerifyResult, 'success' | 'state' | 'message'>> = {
  completed: { success: true, state: 'COMPLETED', message: null },
  failed: { success: false, state: 'FAILED', message: m.declined },
  expired: { success: false, state: 'EXPIRED', message: m.expired },
  mismatch: { success: false, state: 'MISMATCH', message: m.mismatch },
  pending: { success: false, state: 'PENDING', message: m.pending },
};

/**
 * The shortest pause between two status calls the shopper's return page causes for one attempt
 * (the page itself asks every 2 s while the answer is pending).
 */
export const SHOPPER_CHECK_GAP_MS = 2_000;

/**
 * The return page's POST (`/api/phonepe/phonepe-callback`): whatever the browser sends, the
 * gateway's status API decides. Replays and concurrent calls settle nothing twice.
 */
export const verifyPayment = defineUseCase({
  name: 'payment.verify',
  access: 'user',
  kind: 'mutation',
  input: verifyPaymentInput,
  // Settling a failure gives stock back.
  invalidates: ['catalogue'],
  async handler(ctx, { merchantTransactionId }): Promise<VerifyResult> {
    const attempt = await ownAttempt(ctx, merchantTransactionId, false);
    const asks =
      attempt.state === 'pending' &&
      (await attempts.claimShopperCheck(
        ctx.db,
        toNumber(attempt.attemptId),
        ctx.now(),
        SHOPPER_CHECK_GAP_MS,
      ));
    // Asked again within the pause: the row as it stands (the reconciler keeps checking).
    const after = asks
      ? await checkAttempt(ctx, attempt)
      : { state: attempt.state, note: attempt.note };
    const late = after.state === 'completed' && after.note === 'late';
    const outcome = late
      ? { success: false, state: 'EXPIRED' as const, message: m.lateRefunded }
      : (OUTCOMES[after.state] ?? OUTCOMES.pending);
    return {
      ...(outcome as (typeof OUTCOMES)[string]),
      merchantTransactionId,
      orderId: toNumber(attempt.orderId),
    };
  },
});

/** GET /api/order/get-order-by-transaction/{id}: the order, to its owner and to admins. */
export const orderByTransaction = defineUseCase({
  name: 'payment.orderByTransaction',
  access: 'user',
  kind: 'query',
  input: transactionInput,
  async handler(ctx, { merchantTransactionId }): Promise<ShopperOrderDto> {
    const attempt = await ownAttempt(ctx, merchantTransactionId, true);
    try {
      // The shopper's view, for admins too (the order admin shows everything else).
      return await shopperOrder(ctx, toNumber(attempt.orderId), undefined);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        throw new AppError('NOT_FOUND', m.orderDataNotFound);
      }
      throw error;
    }
  },
});
