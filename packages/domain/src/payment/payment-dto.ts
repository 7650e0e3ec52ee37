import { oneOfSet } from '@frameshop/contracts/orders/statuses';
import type { PaymentAttemptDto, RefundDto } from '@frameshop/contracts/payment/payment';
import { ATTEMPT_STATES, PAYMENT_APIS, REFUND_STATES } from '@frameshop/contracts/payment/states';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { toIso, toNumber } from '@frameshop/db/rows';
import type { PaymentAttemptRow, RefundRow } from '@frameshop/db/schema';

export function toAttemptDto(a: PaymentAttemptRow): PaymentAttemptDto {
  return {
    merchantTransactionId: a.merchantOrderId,
    api: oneOfSet(PAYMENT_APIS, a.api, 'payment API'),
    amount: paiseToRupees(toNumber(a.amountPaise)),
    state: oneOfSet(ATTEMPT_STATES, a.state, 'payment attempt state'),
    gatewayTransactionId: a.gatewayTransactionId,
    createdAt: toIso(a.createdAt),
    expireAt: toIso(a.expireAt),
    settledAt: a.settledAt === null ? null : toIso(a.settledAt),
    checks: toNumber(a.checks),
    note: a.note,
  };
}

export function toRefundDto(r: RefundRow): RefundDto {
  return {
    merchantRefundId: r.merchantRefundId,
    amount: paiseToRupees(toNumber(r.amountPaise)),
    state: oneOfSet(REFUND_STATES, r.state, 'refund state'),
    reason: r.reason,
    requestedBy: r.requestedBy,
    createdAt: toIso(r.createdAt),
    updatedAt: toIso(r.updatedAt),
    note: r.note,
  };
}
