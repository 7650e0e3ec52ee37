/**
 * PhonePe-shaped answers and notifications built from simulator state.
 * v2 shapes: PhonePe/phonepe-pg-sdk-node src/common/models/response/OrderStatusResponse.ts,
 * PaymentDetail.ts, RefundStatusResponse.ts, CallbackResponse.ts/CallbackData.ts, and the docs'
 * webhook samples ({event, type, payload}). v1 shapes: developer.phonepe.com
 * /v1/reference/check-status-api-1 ({success, code, message, data: {merchantId,
 * merchantTransactionId, transactionId, amount, state, responseCode, paymentInstrument}}).
 */
import type { Sim, SimOrder, SimRefund } from './state';

export function v2OrderStatus(sim: Sim, o: SimOrder, forcePending: boolean) {
  const state = forcePending ? 'PENDING' : o.state;
  const decided = !forcePending && o.state !== 'PENDING' && o.transactionId;
  return {
    merchantId: sim.opts.merchantId,
    merchantOrderId: o.merchantOrderId,
    orderId: o.orderId,
    state,
    amount: o.amount,
    payableAmount: o.amount,
    feeAmount: 0,
    expireAt: o.expireAt,
    ...(state === 'FAILED' && o.errorCode ? { errorCode: o.errorCode } : {}),
    metaInfo: {},
    paymentDetails: decided
      ? [
          {
            transactionId: o.transactionId,
            paymentMode: 'UPI_COLLECT',
            timestamp: o.decidedAt,
            amount: o.amount,
            payableAmount: o.amount,
            feeAmount: 0,
            state: o.state,
            ...(o.state === 'FAILED' && o.errorCode ? { errorCode: o.errorCode } : {}),
          },
        ]
      : [],
  };
}

export function v2OrderWebhook(sim: Sim, o: SimOrder) {
  const completed = o.state === 'COMPLETED';
  return {
    event: completed ? 'checkout.order.completed' : 'checkout.order.failed',
    type: completed ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
    payload: v2OrderStatus(sim, o, false),
  };
}

export function v2RefundStatus(sim: Sim, r: SimRefund) {
  return {
    merchantId: sim.opts.merchantId,
    merchantRefundId: r.merchantRefundId,
    originalMerchantOrderId: r.originalMerchantOrderId,
    refundId: r.refundId,
    amount: r.amount,
    state: r.state,
    ...(r.state === 'FAILED' ? { errorCode: 'REFUND_FAILED' } : {}),
    paymentDetails: [],
  };
}

export function v2RefundWebhook(sim: Sim, r: SimRefund) {
  const suffix =
    r.state === 'PENDING' ? 'accepted' : r.state === 'COMPLETED' ? 'completed' : 'failed';
  return {
    event: `pg.refund.${suffix}`,
    type: `PG_REFUND_${suffix.toUpperCase()}`,
    payload: { ...v2RefundStatus(sim, r), timestamp: sim.now() },
  };
}

const V1_MESSAGES: Record<string, string> = {
  PAYMENT_SUCCESS: 'Your payment is successful.',
  PAYMENT_PENDING: 'Your payment is in progress.',
  PAYMENT_DECLINED: 'Payment declined by user',
  PAYMENT_ERROR: 'Payment Failed',
  TIMED_OUT: 'Payment timed out',
};

export function v1Answer(
  sim: Sim,
  args: { code: string; id: string; txn: string; amount: number },
) {
  const state =
    args.code === 'PAYMENT_SUCCESS'
      ? 'COMPLETED'
      : args.code === 'PAYMENT_PENDING'
        ? 'PENDING'
        : 'FAILED';
  return {
    success: args.code === 'PAYMENT_SUCCESS' || args.code === 'PAYMENT_PENDING',
    code: args.code,
    message: V1_MESSAGES[args.code] ?? args.code,
    data: {
      merchantId: sim.opts.merchantId,
      merchantTransactionId: args.id,
      transactionId: args.txn,
      amount: args.amount,
      state,
      responseCode: args.code === 'PAYMENT_DECLINED' ? 'REQUEST_DECLINE_BY_REQUESTEE' : args.code,
      paymentInstrument: state === 'COMPLETED' ? { type: 'UPI', utr: '206850679072' } : null,
    },
  };
}

export function v1OrderStatus(sim: Sim, o: SimOrder, forcePending: boolean) {
  return v1Answer(sim, {
    code: forcePending ? 'PAYMENT_PENDING' : o.code,
    id: o.merchantOrderId,
    txn: o.transactionId ?? o.orderId,
    amount: o.amount,
  });
}

export function v1RefundStatus(sim: Sim, r: SimRefund) {
  const code =
    r.state === 'COMPLETED'
      ? 'PAYMENT_SUCCESS'
      : r.state === 'FAILED'
        ? 'PAYMENT_ERROR'
        : 'PAYMENT_PENDING';
  return v1Answer(sim, { code, id: r.merchantRefundId, txn: r.refundId, amount: r.amount });
}

/** v2 error body: the SDK's PhonePeResponse reads `errorCode || code` and `message`. */
export function v2Error(code: string, message: string) {
  return { code, message, data: {} };
}

export function v1Error(code: string, message: string) {
  return { success: false, code, message, data: {} };
}
