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
import { defineUseCase, holds } from '../shared/use-case';
import * as attempts from './attempts.repository';
import { checkAttempt, endStalledAttempt, settleAttempt } from './settlement';

/**
 * The shopper's side of paying (issue 12): start a payment for their order, come back and
 * have it verified, read the order by the payment's id. Every decision is a status call.
 */

/** Attempts one order may make in an hour (issue 19: 25 starts made 25 Pay calls). */
export const MAX_ATTEMPTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
/**
 * How long a start holds a new attempt while its Pay call is out: above the longest gateway
 * timeout (PHONEPE_TIMEOUT_MS is at most 60 s), so a start never takes a call in flight for one
 * that failed.
 */
export const PAY_LEASE_MS = 75_000;

type Started = { merchantTransactionId: string; redirectUrl: string };

/**
 * Starts paying for the shopper's order, with one live attempt per order (issue 19): while an
 * attempt is pending, starting again answers its checkout page (no new Pay call); a new attempt
 * is made only when none is pending, at most MAX_ATTEMPTS_PER_HOUR an hour (429). An attempt
 * whose Pay call is still out answers 409 to a second start; one whose Pay call failed (no
 * checkout page) is ended first if the gateway confirms nobody can pay it (endStalledAttempt).
 */
export const startPayment = defineUseCase({
  name: 'payment.start',
  access: 'user',
  kind: 'mutation',
  input: startPaymentInput,
  invalidates: [],
  async handler(ctx, { orderId }): Promise<Started> {
    const { userId } = shopper(ctx);
    // Counted first, per IPv4 address or IPv6 /64, however the order stands.
    await ctx.throttle.attempt('payment', ctx.ip);
    for (let round = 0; ; round++) {
      const step = await beginAttempt(ctx, orderId, userId);
      if (step.kind === 'new') return callPay(ctx, userId, step);
      const live = step.attempt;
      if (live.redirectUrl) {
        return { merchantTransactionId: live.merchantOrderId, redirectUrl: live.redirectUrl };
      }
      const inFlight =
        live.leaseOwner === attempts.PAY_LEASE_OWNER &&
        live.leaseUntil !== null &&
        toNumber(live.leaseUntil) > ctx.now();
      if (round > 0 || inFlight) throw new AppError('CONFLICT', m.starting);
      const outcome = await endStalledAttempt(ctx, live);
      if (outcome === 'unavailable') throw new AppError('CONFLICT', m.starting);
      // Ended (or paid after all): the next round makes a new attempt or says why not.
    }
  },
});

/**
 * Under the order's lock: the live attempt, or a new one for the grand total from the database.
 * Concurrent starts queue on the lock, so at most one of them makes an attempt.
 */
async function beginAttempt(ctx: ServiceContext, orderId: number, userId: number) {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const order = await lockLiveOrder(trx, orderId, userId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    if (order.paymentStatus !== 'awaiting payment' || toNumber(order.status) === 5) {
      throw new AppError('CONFLICT', m.notPayable);
    }
    const live = await attempts.liveAttempt(trx, orderId);
    if (live) return { kind: 'live' as const, attempt: live };
    if ((await attempts.attemptsSince(trx, orderId, now - HOUR_MS)) >= MAX_ATTEMPTS_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', m.tooManyAttempts(MAX_ATTEMPTS_PER_HOUR));
    }
    const merchantOrderId = newMerchantId(`FP${orderId}`);
    const amountPaise = toNumber(order.grandTotalPaise);
    const attemptId = await attempts.insertAttempt(trx, {
      merchantOrderId,
      orderId,
      userId,
      api: ctx.payment.gateway.api,
      amountPaise,
      state: 'pending',
      createdAt: now,
      expireAt: now + PAYMENT_EXPIRE_AFTER_S * 1000,
      nextCheckAt: nextStatusCheck(now, now),
      leaseOwner: attempts.PAY_LEASE_OWNER,
      leaseUntil: now + PAY_LEASE_MS,
    });
    await addEvent(trx, ctx, orderId, {
      kind: 'payment',
      detail: `Payment ${merchantOrderId} started for ${formatRupees(amountPaise / 100)}`,
    });
    return { kind: 'new' as const, attemptId, amountPaise, merchantOrderId, orderId };
  });
}

/** Asks the gateway for the new attempt's checkout page; records it, or why there is none. */
async function callPay(
  ctx: ServiceContext,
  userId: number,
  a: { attemptId: number; amountPaise: number; merchantOrderId: string; orderId: number },
): Promise<Started> {
  const { attemptId, merchantOrderId } = a;
  const now = ctx.now();
  try {
    const paid = await ctx.payment.gateway.pay({
      merchantOrderId,
      amountPaise: a.amountPaise,
      redirectUrl: `${ctx.payment.returnBase ?? ctx.origin ?? ctx.mail.publicUrl}/phonepe-callback?merchantTransactionId=${merchantOrderId}`,
      callbackUrl: ctx.payment.callbackUrl,
      merchantUserId: `U${userId}`,
      message: `Order #${a.orderId}`,
      expireAfterSeconds: PAYMENT_EXPIRE_AFTER_S,
    });
    await attempts.recordPay(ctx.db, attemptId, {
      redirectUrl: paid.redirectUrl,
      gatewayOrderId: paid.gatewayOrderId,
      expireAt: paid.expireAt ?? now + PAYMENT_EXPIRE_AFTER_S * 1000,
    });
    return { merchantTransactionId: merchantOrderId, redirectUrl: paid.redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayError)) {
      await attempts.releasePayLease(ctx.db, attemptId);
      throw error;
    }
    // A refusal of the request is final; a timeout may still have reached PhonePe, and an
    // auth failure is ours to fix, so those stay pending and the reconciler asks (the next
    // start asks too: see endStalledAttempt).
    if (error.kind === 'bad_request') {
      await settleAttempt(ctx, attemptId, { state: 'FAILED', code: error.code ?? error.kind });
    } else {
      await attempts.releasePayLease(ctx.db, attemptId);
    }
    throw new AppError('UNAVAILABLE', m.gatewayDown);
  }
}

/** The attempt behind a transaction id, if it is the caller's (or the caller may see orders). */
async function ownAttempt(ctx: ServiceContext, merchantTransactionId: string, allowAdmin: boolean) {
  const person = shopper(ctx);
  const attempt = await attempts.findAttempt(ctx.db, merchantTransactionId);
  const mine = attempt && attempt.userId !== null && toNumber(attempt.userId) === person.userId;
  if (!attempt || !(mine || (allowAdmin && holds(person, 'orders:read')))) {
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
