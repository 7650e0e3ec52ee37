import { z } from 'zod';
import { atLeastOnePaisa, rupeeAmount } from '../shared/money';
import { idParam } from '../shared/text';
import type { AttemptState, PaymentApi, RefundState } from './states';

/**
 * Payment through PhonePe (issue 12). Our id for one trip to the gateway is its
 * `merchantOrderId` (v2) / `merchantTransactionId` (v1): at most 35 of [A-Za-z0-9_-].
 */
export const merchantTransactionId = z
  .string({ error: 'Invalid transaction ID' })
  .regex(/^[A-Za-z0-9_-]{1,35}$/, 'Invalid transaction ID');

export const startPaymentInput = z.strictObject({ orderId: idParam });

/**
 * The return page's POST: `orderData` is what the browser kept (an object, or null when it kept
 * nothing); the server ignores it. Typed, not `unknown`, so no field of the client's input takes
 * anything at all.
 */
export const verifyPaymentInput = z.strictObject({
  merchantTransactionId,
  orderData: z
    .custom<object>(
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
      'orderData must be an object',
    )
    .nullable()
    .optional(),
});

export const transactionInput = z.strictObject({ merchantTransactionId });

export const orderPaymentInput = z.strictObject({ orderId: idParam });

/** An admin's refund: the whole remaining amount unless a (partial) amount is given. */
export const refundInput = z.strictObject({
  orderId: idParam,
  amount: rupeeAmount.refine(atLeastOnePaisa, 'Amount must be more than zero').optional(),
});

/** What the return page learns: `success` decides, `state` says why not. */
export interface VerifyResult {
  success: boolean;
  /** COMPLETED, FAILED, EXPIRED, PENDING, or MISMATCH (amount differs; not paid). */
  state: 'COMPLETED' | 'FAILED' | 'EXPIRED' | 'PENDING' | 'MISMATCH';
  merchantTransactionId: string;
  orderId: number;
  /** A sentence for the shopper when it is not a success. */
  message: string | null;
}

export interface PaymentAttemptDto {
  merchantTransactionId: string;
  api: PaymentApi;
  amount: number;
  state: AttemptState;
  gatewayTransactionId: string | null;
  createdAt: string;
  expireAt: string;
  settledAt: string | null;
  checks: number;
  note: string | null;
}

export interface RefundDto {
  merchantRefundId: string;
  amount: number;
  state: RefundState;
  reason: string;
  requestedBy: string;
  createdAt: string;
  updatedAt: string;
  note: string | null;
}

/** The payment side of one order, for the admin's expanded row. */
export interface OrderPaymentDto {
  orderId: number;
  attempts: PaymentAttemptDto[];
  refunds: RefundDto[];
  /** What an admin may still refund, rupees. */
  refundable: number;
}

/** What payment says, word for word (spec sections 5 and 8, issue 12). */
export const PAYMENT_MESSAGES = {
  loginToVerify: 'Please log in to verify payment',
  invalidTransaction: 'Invalid transaction ID',
  orderDataNotFound: 'Order data not found',
  verificationFailed: 'Payment verification failed',
  verifyError: 'Failed to verify payment',
  pending: 'We are confirming your payment; we will e-mail you',
  processing: 'Processing your payment...',
  declined: 'Your payment was declined. Nothing was charged; you can try again.',
  expired: 'The payment was not completed in time. Nothing was charged; you can try again.',
  mismatch:
    'The amount paid does not match your order. Our team will check it and contact you; any money taken will be refunded.',
  lateRefunded:
    'The payment arrived after your order had expired, so it is being refunded. Approved refunds are credited in 7 days.',
  notPayable: 'This order cannot be paid now',
  gatewayDown: 'Payment could not be started. Please try again in a minute.',
  starting: 'A payment for this order is still being started. Please try again in a few minutes.',
  tooManyAttempts: (max: number) =>
    `This order has had ${max} payment attempts in the last hour. Please try again later.`,
  tooManyStarts: 'Too many payment attempts from your network. Please wait a few minutes.',
  refundPromise: 'Approved refunds are credited in 7 days',
  refundCreated: 'Refund requested',
  refundNothing: 'Nothing is left to refund on this order',
  refundTooMuch: (max: string) => `At most ${max} can be refunded`,
  notPaid: 'This order has not been paid',
  checked: 'Payment status checked',
  badSignature: 'Invalid webhook authorization',
} as const;
