import { EXPIRY_GRACE_MS, nextStatusCheck } from '@frameshop/contracts/payment/schedule';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { toNumber } from '@frameshop/db/rows';
import type { OrderRow, PaymentAttemptRow } from '@frameshop/db/schema';
import { GatewayError, type StatusResult } from '@frameshop/phonepe/types';
import { issueInvoice } from '../invoices/issue.published';
import {
  addEvent,
  changeOrder,
  lockOrderForChange,
  paymentEnded,
  releaseIfUnpaid,
} from '../orders/order-changes.published';
import type { ServiceContext } from '../shared/context';
import type { Trx } from '../shared/db';
import * as attempts from './attempts.repository';
import { gatewayOf } from './gateways';
import { createRefund } from './refund-rules';

/**
 * Turning the gateway's word into order state (issue 12). Only a status call decides (never
 * a browser, a callback body or a webhook body); the amount must equal the attempt's, which
 * is the order's grand total; and an attempt ends with one conditional UPDATE, so of the
 * return page, webhooks, the reconciler and replays, exactly one settles it and sends mail.
 */

export type Verdict =
  | { state: 'COMPLETED'; amountPaise: number | null; transactionId: string | null; code: string }
  | { state: 'FAILED' | 'EXPIRED'; code: string };

const rupees = (paise: number | bigint) => formatRupees(toNumber(paise) / 100);
const NO_ANSWER = 'NO_ANSWER_BEFORE_EXPIRY';

/** Settles one attempt; answers the attempt's state afterwards (whoever settled it). */
export async function settleAttempt(
  ctx: ServiceContext,
  attemptId: number,
  verdict: Verdict,
): Promise<{ state: string; note: string | null }> {
  return ctx.db.transaction().execute(async (trx) => {
    // Attempt first, then its order: every path that holds both takes them in this order.
    const attempt = await attempts.lockAttempt(trx, attemptId);
    if (!attempt) throw new Error(`payment attempt ${attemptId} vanished`);
    if (attempt.state !== 'pending') return { state: attempt.state, note: attempt.note };
    const orderId = toNumber(attempt.orderId);
    const order = await lockOrderForChange(trx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    const now = ctx.now();
    const id = attempt.merchantOrderId;
    const expected = toNumber(attempt.amountPaise);

    if (verdict.state === 'COMPLETED') {
      const txn = verdict.transactionId;
      if (verdict.amountPaise !== expected || expected !== toNumber(order.grandTotalPaise)) {
        const note = `Gateway amount ${verdict.amountPaise === null ? 'missing' : rupees(verdict.amountPaise)}, expected ${rupees(expected)}`;
        await attempts.settle(trx, attemptId, {
          state: 'mismatch',
          settledAt: now,
          gatewayTransactionId: txn,
          note,
        });
        // Not a payment for this order; whatever the gateway took goes back by itself.
        if (verdict.amountPaise !== null && verdict.amountPaise > 0) {
          await createRefund(trx, ctx, {
            orderId,
            attempt,
            amountPaise: verdict.amountPaise,
            reason: 'amount mismatch',
          });
        }
        await changeOrder(
          trx,
          ctx,
          order,
          { paymentFlag: `Amount mismatch (${id}): ${note}; refunded automatically` },
          { kind: 'payment', detail: `Payment ${id} not accepted: ${note}` },
        );
        return { state: 'mismatch', note };
      }
      const payable =
        order.paymentStatus === 'awaiting payment' &&
        order.deletedAt === null &&
        toNumber(order.status) !== 5;
      if (payable) {
        await attempts.settle(trx, attemptId, {
          state: 'completed',
          settledAt: now,
          gatewayTransactionId: txn,
        });
        await changeOrder(
          trx,
          ctx,
          order,
          { paymentStatus: 'paid', paidAt: now },
          {
            kind: 'payment',
            detail: `Paid ${rupees(expected)} through PhonePe (${id}${txn ? `, transaction ${txn}` : ''})`,
          },
          'confirmed',
        );
        await issueInvoice(trx, ctx, orderId);
        return { state: 'completed', note: null };
      }
      // Money for an order that expired, failed, was cancelled or deleted, or was already paid
      // by another attempt: it goes back by itself (PhonePe's own checklist).
      await refundLate(trx, ctx, attempt, order, txn, 'pending');
      return { state: 'completed', note: 'late' };
    }

    const state = verdict.state === 'FAILED' ? 'failed' : 'expired';
    await attempts.settle(trx, attemptId, { state, settledAt: now, note: verdict.code });
    if (verdict.code === NO_ANSWER) {
      // Ended here without the gateway's word: keep asking, in case the money came after all.
      await attempts.watch(trx, attemptId, now + WATCH_EVERY_MS);
    }
    const waiting =
      order.paymentStatus === 'awaiting payment' &&
      order.deletedAt === null &&
      (await attempts.otherPending(trx, orderId, attemptId)) === 0;
    if (waiting) {
      await releaseIfUnpaid(trx, ctx, order);
      await changeOrder(
        trx,
        ctx,
        order,
        paymentEnded(order, state),
        { kind: 'payment', detail: `Payment ${id} ${state} (${verdict.code}); order cancelled` },
        toNumber(order.status) === 5 ? null : 'paymentFailed',
      );
    } else {
      await addEvent(trx, ctx, orderId, {
        kind: 'payment',
        detail: `Payment ${id} ${state} (${verdict.code})`,
      });
    }
    return { state, note: verdict.code };
  });
}

/** What a status answer means for this attempt now; null: still pending, ask again later. */
export function verdictOf(
  attempt: PaymentAttemptRow,
  result: StatusResult,
  now: number,
): Verdict | null {
  if (result.state === 'COMPLETED') {
    return {
      state: 'COMPLETED',
      amountPaise: result.amountPaise,
      transactionId: result.transactionId,
      code: result.code,
    };
  }
  const expired = now > toNumber(attempt.expireAt);
  if (result.state === 'FAILED')
    return { state: expired ? 'EXPIRED' : 'FAILED', code: result.code };
  if (now > toNumber(attempt.expireAt) + EXPIRY_GRACE_MS) {
    return { state: 'EXPIRED', code: NO_ANSWER };
  }
  return null;
}

/**
 * Asks the gateway about one pending attempt and settles it if the answer is final; otherwise
 * schedules the next question on PhonePe's schedule. A gateway that is down or slow leaves it
 * pending (retried), never failed.
 */
export async function checkAttempt(
  ctx: ServiceContext,
  attempt: PaymentAttemptRow,
): Promise<{ state: string; note: string | null }> {
  const now = ctx.now();
  const attemptId = toNumber(attempt.attemptId);
  const later = async (note: string | null) => {
    await attempts.reschedule(
      ctx.db,
      attemptId,
      nextStatusCheck(toNumber(attempt.createdAt), now),
      note,
    );
    return { state: 'pending', note };
  };
  let result: StatusResult;
  try {
    result = await gatewayOf(ctx, attempt).status(attempt.merchantOrderId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'not_found' && now > toNumber(attempt.expireAt)) {
      // The gateway never heard of it (Pay did not reach it) and its time is up.
      return settleAttempt(ctx, attemptId, { state: 'EXPIRED', code: 'NOT_FOUND_AT_GATEWAY' });
    }
    if (now > toNumber(attempt.expireAt) + EXPIRY_GRACE_MS) {
      // A gateway that keeps erroring does not keep an attempt (and its order's stock) open
      // for ever: it ends at its expiry like any other, and stays watched for late money.
      return settleAttempt(ctx, attemptId, { state: 'EXPIRED', code: NO_ANSWER });
    }
    return later(`Status check: ${error.kind}${error.code ? ` ${error.code}` : ''}`);
  }
  // The answer must be about our attempt; anything else is not a decision.
  if (result.merchantOrderId !== attempt.merchantOrderId)
    return later('Status answer for another id');
  const verdict = verdictOf(attempt, result, now);
  return verdict ? settleAttempt(ctx, attemptId, verdict) : later(null);
}

/** Completes an attempt as late (its order no longer wants the money) and refunds it. */
async function refundLate(
  trx: Trx,
  ctx: ServiceContext,
  attempt: PaymentAttemptRow,
  order: OrderRow,
  txn: string | null,
  from: string,
): Promise<boolean> {
  const attemptId = toNumber(attempt.attemptId);
  const amount = toNumber(attempt.amountPaise);
  if (from !== 'pending' && from !== 'failed' && from !== 'expired') return false;
  const moved = await attempts.settle(
    trx,
    attemptId,
    { state: 'completed', settledAt: ctx.now(), gatewayTransactionId: txn, note: 'late' },
    from,
  );
  if (!moved) return false;
  const ended = order.paymentStatus === 'failed' || order.paymentStatus === 'expired';
  const why =
    order.paidAt !== null
      ? 'already paid by another payment'
      : order.deletedAt !== null
        ? 'deleted'
        : ended
          ? order.paymentStatus
          : toNumber(order.status) === 5
            ? 'cancelled'
            : order.paymentStatus;
  await createRefund(trx, ctx, {
    orderId: toNumber(order.orderId),
    attempt,
    amountPaise: amount,
    reason: 'late payment',
  });
  await changeOrder(
    trx,
    ctx,
    order,
    order.paidAt === null ? { paymentStatus: 'refund pending' } : {},
    {
      kind: 'payment',
      detail: `Payment ${attempt.merchantOrderId} of ${rupees(amount)} arrived after the order was ${why}: refunded automatically`,
    },
  );
  return true;
}

/** How long we keep asking about an attempt we expired without the gateway's final word. */
const WATCH_ENDED_FOR_MS = 48 * 60 * 60_000;
const WATCH_EVERY_MS = 60 * 60_000;

/**
 * An attempt we had ended (failed or expired here) that the gateway now calls COMPLETED, as a
 * webhook or a late check can tell: the money was taken, so it is refunded, never kept.
 * `unknown`: the gateway could not say (down, or still pending); ask again later.
 */
export async function reviewEndedAttempt(
  ctx: ServiceContext,
  attempt: PaymentAttemptRow,
): Promise<{ outcome: 'refunded' | 'final' | 'unknown'; detail: string }> {
  if (attempt.state !== 'failed' && attempt.state !== 'expired') {
    return { outcome: 'final', detail: `already ${attempt.state}` };
  }
  let result: StatusResult;
  try {
    result = await gatewayOf(ctx, attempt).status(attempt.merchantOrderId);
  } catch (error) {
    if (error instanceof GatewayError) {
      return { outcome: 'unknown', detail: `status check: ${error.kind}` };
    }
    throw error;
  }
  if (result.merchantOrderId !== attempt.merchantOrderId || result.state === 'PENDING') {
    return { outcome: 'unknown', detail: 'no final answer yet' };
  }
  if (result.state !== 'COMPLETED') return { outcome: 'final', detail: `already ${attempt.state}` };
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await attempts.lockAttempt(trx, toNumber(attempt.attemptId));
    // Decided under the lock: another process may have refunded it a moment ago.
    if (!locked || (locked.state !== 'failed' && locked.state !== 'expired')) {
      return { outcome: 'final' as const, detail: `already ${locked?.state ?? 'gone'}` };
    }
    const order = await lockOrderForChange(trx, toNumber(attempt.orderId));
    if (!order) return { outcome: 'final' as const, detail: 'order gone' };
    const paid = result.amountPaise ?? toNumber(locked.amountPaise);
    await refundLate(
      trx,
      ctx,
      { ...locked, amountPaise: paid },
      order,
      result.transactionId,
      locked.state,
    );
    return { outcome: 'refunded' as const, detail: 'late success refunded' };
  });
}

/**
 * The reconciler's look at an attempt we expired without the gateway's final word: refunded if
 * it completed after all, watched hourly for two days otherwise.
 */
export async function watchEndedAttempt(ctx: ServiceContext, attempt: PaymentAttemptRow) {
  const review = await reviewEndedAttempt(ctx, attempt);
  const now = ctx.now();
  const keep =
    review.outcome === 'unknown' && now < toNumber(attempt.createdAt) + WATCH_ENDED_FOR_MS;
  await attempts.watch(ctx.db, toNumber(attempt.attemptId), keep ? now + WATCH_EVERY_MS : null);
  return review;
}

/**
 * Ends a pending attempt whose Pay call came back without a checkout page (the gateway erred or
 * timed out), so the order can be paid with a new one. Nobody can pay an attempt that has no
 * redirect, so the order stays as it is (no stock moves, no mail); the gateway is asked first:
 * an attempt it completed is settled as paid, and one it knows (pending) stays watched, so money
 * that somehow arrives is refunded. 'unavailable': the gateway could not say; nothing changed.
 */
export async function endStalledAttempt(
  ctx: ServiceContext,
  attempt: PaymentAttemptRow,
): Promise<'ended' | 'settled' | 'unavailable'> {
  const attemptId = toNumber(attempt.attemptId);
  let known: StatusResult | null = null;
  try {
    known = await gatewayOf(ctx, attempt).status(attempt.merchantOrderId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind !== 'not_found') return 'unavailable';
  }
  if (known && known.merchantOrderId !== attempt.merchantOrderId) return 'unavailable';
  if (known?.state === 'COMPLETED') {
    await settleAttempt(ctx, attemptId, verdictOf(attempt, known, ctx.now()) as Verdict);
    return 'settled';
  }
  const code = known ? `NO_CHECKOUT_PAGE_${known.code}` : 'NOT_FOUND_AT_GATEWAY';
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const moved = await attempts.settle(trx, attemptId, {
      state: 'failed',
      settledAt: now,
      note: code,
    });
    if (!moved) return;
    if (known) await attempts.watch(trx, attemptId, now + WATCH_EVERY_MS);
    await addEvent(trx, ctx, toNumber(attempt.orderId), {
      kind: 'payment',
      detail: `Payment ${attempt.merchantOrderId} ended without a checkout page (${code}); a new attempt may start`,
    });
  });
  return 'ended';
}
