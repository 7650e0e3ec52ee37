import { UNPAID_ORDER_TTL_MS } from '@frameshop/contracts/payment/schedule';
import { toNumber } from '@frameshop/db/rows';
import type { RefundRow } from '@frameshop/db/schema';
import { z } from 'zod';
import { stockMark } from '../catalogue/stock.published';
import { cancelUnconfirmedCod } from '../orders/cod-confirm.published';
import {
  changeOrder,
  lockOrderForChange,
  paymentEnded,
  releaseIfUnpaid,
} from '../orders/order-changes.published';
import type { ServiceContext } from '../shared/context';
import { defineUseCase } from '../shared/use-case';
import * as attempts from './attempts.repository';
import { advanceRefund, createRefund } from './refund-rules';
import * as refunds from './refunds.repository';
import { checkAttempt, reviewEndedAttempt, watchEndedAttempt } from './settlement';
import * as webhooks from './webhooks.repository';

/**
 * The payment worker (issue 12). A webhook is only a hint, stored by webhooks.service.ts; the
 * worker confirms each with the status API. The worker also runs the reconciler on PhonePe's
 * schedule, sends and tracks refunds, and gives back the stock of orders nobody paid for (and of
 * cash-on-delivery orders the shop did not confirm in time).
 * Each attempt and refund is claimed by one process at a time (a lease row), so several
 * server processes on one MySQL can all run it.
 */

async function advance(ctx: ServiceContext, refund: RefundRow): Promise<string> {
  const original = await attempts.attemptById(ctx.db, toNumber(refund.attemptId));
  if (!original) return 'no original payment';
  return advanceRefund(ctx, refund, original);
}

/** What one notification was about, confirmed with the gateway. */
async function processWebhook(ctx: ServiceContext, id: string | null): Promise<string> {
  if (!id) return 'no id';
  // v1 callbacks carry refund ids in the same field; refund ids start with FR.
  const refund = await refunds.findRefund(ctx.db, id);
  if (refund) {
    // A NEW refund is the lease holder's to send; a webhook only makes us ask.
    if (refund.state !== 'PENDING' && refund.state !== 'CONFIRMED') return `refund ${refund.state}`;
    return `refund ${await advance(ctx, refund)}`;
  }
  const attempt = await attempts.findAttempt(ctx.db, id);
  if (!attempt) return 'unknown id';
  if (attempt.state !== 'pending') {
    const review = await reviewEndedAttempt(ctx, attempt);
    if (review.outcome === 'unknown') throw new RetryLater(review.detail);
    return review.detail;
  }
  return (await checkAttempt(ctx, attempt)).state;
}

/** The gateway could not confirm a notification yet: it is processed again later. */
class RetryLater extends Error {}
const WEBHOOK_RETRY_MS = 30_000;
const WEBHOOK_TRIES = 20;

export interface WorkReport {
  webhooks: number;
  checked: number;
  refunds: number;
  expiredOrders: number;
  /** Cash-on-delivery orders cancelled because the shop did not confirm them in time. */
  unconfirmedCod: number;
  /** Whether the stock ledger moved during the run (a release): only then is the catalogue stale. */
  stockMoved: boolean;
}

export const runPaymentWorker = defineUseCase({
  name: 'payment.work',
  access: 'system',
  kind: 'mutation',
  input: z.strictObject({ owner: z.string().min(1).max(64) }),
  // Every 2 s in every process: a run that released no stock must not empty the catalogue
  // cache (issue 20), so the run reports whether the stock ledger moved.
  invalidates: ['catalogue'],
  changed: (report: WorkReport) => (report.stockMoved ? ['catalogue'] : []),
  async handler(ctx, { owner }): Promise<WorkReport> {
    const now = ctx.now();
    const mark = await stockMark(ctx.db);
    const report: WorkReport = {
      webhooks: 0,
      checked: 0,
      refunds: 0,
      expiredOrders: 0,
      unconfirmedCod: 0,
      stockMoved: false,
    };

    for (const hook of await webhooks.claimUnprocessed(ctx.db, now, 50)) {
      const webhookId = toNumber(hook.webhookId);
      try {
        const outcome = await processWebhook(ctx, hook.merchantRefundId ?? hook.merchantOrderId);
        await webhooks.setOutcome(ctx.db, webhookId, outcome);
      } catch (error) {
        // Unconfirmed (gateway down) or failed (a deadlock): put it back, a while later.
        const why = error instanceof Error ? error.message : String(error);
        const tries = toNumber(hook.tries) + 1;
        if (tries >= WEBHOOK_TRIES) await webhooks.setOutcome(ctx.db, webhookId, `gave up: ${why}`);
        else await webhooks.retryLater(ctx.db, webhookId, tries, now + WEBHOOK_RETRY_MS, why);
      }
      report.webhooks++;
    }

    for (const attempt of await attempts.claimDue(ctx.db, now, owner, 60_000, 20)) {
      if (attempt.state === 'pending') {
        await checkAttempt(ctx, attempt);
        report.checked++;
      } else {
        await watchEndedAttempt(ctx, attempt);
      }
    }

    // Cancelled paid orders: a refund of what is left, decided in the order's own lock.
    for (const { orderId } of await refunds.ordersToRefund(ctx.db, 20)) {
      await ctx.db.transaction().execute(async (trx) => {
        const id = toNumber(orderId);
        const order = await lockOrderForChange(trx, id);
        const paying = await attempts.payingAttempt(trx, id);
        if (!order || !paying || order.paymentStatus !== 'refund pending') return;
        const left =
          toNumber(order.grandTotalPaise) -
          toNumber(order.refundedPaise) -
          (await refunds.openOrderRefunds(trx, id));
        if (left <= 0) return;
        await createRefund(trx, ctx, {
          orderId: id,
          attempt: paying,
          amountPaise: left,
          reason: 'cancelled',
        });
      });
    }
    for (const refund of await refunds.claimDue(ctx.db, now, owner, 60_000, 20)) {
      await advance(ctx, refund);
      report.refunds++;
    }

    // Orders nobody started (or finished starting) to pay for: their stock goes back.
    for (const { orderId } of await attempts.staleUnpaidOrders(
      ctx.db,
      now - UNPAID_ORDER_TTL_MS,
      50,
    )) {
      await ctx.db.transaction().execute(async (trx) => {
        const order = await lockOrderForChange(trx, toNumber(orderId));
        if (order?.paymentStatus !== 'awaiting payment' || order.deletedAt !== null) return;
        // Someone started paying since the list was read.
        if ((await attempts.otherPending(trx, toNumber(orderId), 0)) > 0) return;
        await releaseIfUnpaid(trx, ctx, order);
        await changeOrder(trx, ctx, order, paymentEnded(order, 'expired'), {
          kind: 'payment',
          detail: 'No payment within 30 minutes: order cancelled, stock released',
        });
        report.expiredOrders++;
      });
    }
    // Cash-on-delivery orders the shop did not confirm in time: the same pass, the same locks.
    report.unconfirmedCod = await cancelUnconfirmedCod(ctx);
    report.stockMoved = (await stockMark(ctx.db)) !== mark;
    return report;
  },
});
