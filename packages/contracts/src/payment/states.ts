/*
 * The closed sets the payment DTOs carry, zod-free for the admin's and the shop's bundles.
 * Stored rows are narrowed to them when a DTO is built (orders/statuses.ts `oneOfSet`).
 */

/** The PhonePe API version an attempt was made with. */
export const PAYMENT_APIS = ['v1', 'v2'] as const;
export type PaymentApi = (typeof PAYMENT_APIS)[number];

/** One trip to the gateway: 'mismatch' is money taken for another amount (never paid). */
export const ATTEMPT_STATES = ['pending', 'completed', 'failed', 'expired', 'mismatch'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** A refund as PhonePe reports it; NEW is ours, before the gateway has been asked. */
export const REFUND_STATES = ['NEW', 'PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
