import type { Generated, Selectable } from 'kysely';

/** The payment domain (issue 12): attempts at the gateway, its notifications, refunds. */
export interface PaymentTables {
  payment_attempts: PaymentAttemptsTable;
  payment_webhooks: PaymentWebhooksTable;
  refunds: RefundsTable;
}

/** One trip to the payment gateway (issue 12), keyed by our merchantOrderId. */
export interface PaymentAttemptsTable {
  attemptId: Generated<number>;
  merchantOrderId: string;
  orderId: number;
  userId: number | null;
  api: string;
  amountPaise: number;
  /** pending | completed | failed | expired */
  state: string;
  gatewayOrderId: string | null;
  gatewayTransactionId: string | null;
  redirectUrl: string | null;
  createdAt: number;
  expireAt: number;
  /** When the reconciler asks the gateway next; null once settled. */
  nextCheckAt: number | null;
  checks: Generated<number>;
  leaseOwner: string | null;
  leaseUntil: number | null;
  settledAt: number | null;
  note: string | null;
  /** When the shopper's return page last had the gateway asked (verify's pause). */
  shopperCheckedAt: number | null;
}
export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;

/** A gateway notification as received; unique by dedupeKey, processed by a status call. */
export interface PaymentWebhooksTable {
  webhookId: Generated<number>;
  dedupeKey: string;
  event: string;
  merchantOrderId: string | null;
  merchantRefundId: string | null;
  body: string;
  receivedAt: number;
  processedAt: number | null;
  outcome: string | null;
  /** Not to be processed before this (a retry); null: at once. */
  notBefore: number | null;
  tries: Generated<number>;
}
export type PaymentWebhookRow = Selectable<PaymentWebhooksTable>;

export interface RefundsTable {
  refundId: Generated<number>;
  merchantRefundId: string;
  orderId: number;
  attemptId: number;
  amountPaise: number;
  /** PENDING | CONFIRMED | COMPLETED | FAILED, as the gateway says. */
  state: string;
  reason: string;
  requestedBy: string;
  createdAt: number;
  updatedAt: number;
  nextCheckAt: number | null;
  checks: Generated<number>;
  leaseOwner: string | null;
  leaseUntil: number | null;
  note: string | null;
}
export type RefundRow = Selectable<RefundsTable>;
