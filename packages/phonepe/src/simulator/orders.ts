/**
 * State transitions shared by the v1 and v2 surfaces, the hosted page and the controls: create,
 * decide, expire, refund, settle refund. Each transition that PhonePe would notify about sends
 * its notification here, so no caller can forget one.
 */
import { randomId, type Sim, type SimOrder, type SimRefund } from './state';
import { notifyOrder, notifyRefund } from './webhooks';

export type Decision = 'pay' | 'decline';

export function createOrder(
  sim: Sim,
  args: {
    api: 'v1' | 'v2';
    merchantOrderId: string;
    amount: number;
    expireAfterSeconds: number;
    redirectUrl: string;
    callbackUrl: string | null;
    message: string;
  },
): SimOrder {
  const now = sim.now();
  const order: SimOrder = {
    ...args,
    orderId: randomId('OMO'),
    createdAt: now,
    expireAt: now + args.expireAfterSeconds * 1000,
    state: 'PENDING',
    code: 'PAYMENT_PENDING',
    errorCode: null,
    pageToken: randomId('', 16).toLowerCase(),
    transactionId: null,
    decidedAt: null,
  };
  sim.state.orders.set(order.merchantOrderId, order);
  sim.state.byPageToken.set(order.pageToken, order);
  return order;
}

/**
 * Lazily applies expiry: a pending order past expireAt becomes FAILED (v1: TIMED_OUT), and PhonePe
 * would send the failure notification then.
 */
export function refreshExpiry(sim: Sim, o: SimOrder): void {
  if (o.state === 'PENDING' && sim.now() >= o.expireAt) expireOrder(sim, o);
}

export function expireOrder(sim: Sim, o: SimOrder): void {
  if (o.state !== 'PENDING') return;
  o.state = 'FAILED';
  o.code = 'TIMED_OUT';
  o.errorCode = 'TXN_AUTO_FAILED';
  o.decidedAt = sim.now();
  o.expireAt = Math.min(o.expireAt, sim.now());
  notifyOrder(sim, o);
}

/** Pays or declines a pending order; false when it was no longer pending (already decided). */
export function decideOrder(sim: Sim, o: SimOrder, decision: Decision, notify: boolean): boolean {
  refreshExpiry(sim, o);
  if (o.state !== 'PENDING') return false;
  o.transactionId = randomId('OM');
  o.decidedAt = sim.now();
  if (decision === 'pay') {
    o.state = 'COMPLETED';
    o.code = 'PAYMENT_SUCCESS';
  } else {
    o.state = 'FAILED';
    o.code = 'PAYMENT_DECLINED';
    o.errorCode = 'AUTHORIZATION_ERROR';
  }
  if (notify) notifyOrder(sim, o);
  return true;
}

/** Returns an error message when the refund cannot be accepted, else the new refund. */
export function createRefund(
  sim: Sim,
  args: {
    api: 'v1' | 'v2';
    merchantRefundId: string;
    originalMerchantOrderId: string;
    amount: number;
    callbackUrl: string | null;
  },
): SimRefund | string {
  const { state } = sim;
  if (state.refunds.has(args.merchantRefundId)) return 'Duplicate merchantRefundId';
  const original = state.orders.get(args.originalMerchantOrderId);
  if (!original || original.api !== args.api) return 'Original order not found';
  if (original.state !== 'COMPLETED') return 'Original order is not completed';
  if (args.amount > original.amount - state.refundedAmount(original.merchantOrderId)) {
    return 'Refund amount exceeds the refundable amount';
  }
  const refund: SimRefund = {
    ...args,
    refundId: randomId('OMR'),
    state: 'PENDING',
    willFail: state.failRefunds,
    createdAt: sim.now(),
    timer: null,
  };
  state.refunds.set(refund.merchantRefundId, refund);
  notifyRefund(sim, refund);
  const settleMs = sim.opts.refundSettleMs ?? 2_000;
  refund.timer = setTimeout(() => settleRefund(sim, refund), settleMs);
  refund.timer.unref();
  return refund;
}

/** PENDING -> COMPLETED (or FAILED when refunds were set to fail), notifying once. */
export function settleRefund(sim: Sim, r: SimRefund): void {
  if (r.timer) clearTimeout(r.timer);
  r.timer = null;
  if (r.state !== 'PENDING') return;
  r.state = r.willFail ? 'FAILED' : 'COMPLETED';
  notifyRefund(sim, r);
}
