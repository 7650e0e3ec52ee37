import type { PaymentAttemptDto, RefundDto } from '@frameshop/contracts/payment/payment';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { toIso, toNumber } from '@frameshop/db/rows';
import type { PaymentAttemptRow, RefundRow } from '@frameshop/db/schema';

export function toAttemptDto(a: PaymentAttemptRow): PaymentAttemptDto {
  return {
    merchantTransactionId: a.merchantOrderId,
    api: a.api,
    amount: paiseToRupees(toNumber(a.amountPaise)),
    state: a.state,
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
    state: r.state,
    reason: r.reason,
    requestedBy: r.requestedBy,
    createdAt: toIso(r.createdAt),
    updatedAt: toIso(r.updatedAt),
    note: r.note,
  };
}
