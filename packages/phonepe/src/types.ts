/**
 * The gateway-neutral shapes the domain speaks. Both protocol versions (src/v2.ts, src/v1.ts) map
 * PhonePe's answers onto these, so the domain never branches on the API version.
 */

/** Root order state; the only thing a payment decision may rest on (PhonePe: "rely only on root state"). */
export type GatewayState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PayRequest {
  merchantOrderId: string;
  amountPaise: number;
  redirectUrl: string;
  /** v1 only: where PhonePe POSTs the S2S callback. v2 webhooks go to the dashboard-configured URL. */
  callbackUrl: string;
  /** v1 only (mandatory there). */
  merchantUserId: string;
  /** v2 paymentFlow.message. */
  message: string;
  /** v2 expireAfter, seconds (PhonePe accepts 300..3600). v1 has no per-request expiry. */
  expireAfterSeconds: number;
}

export interface PayResult {
  redirectUrl: string;
  gatewayOrderId: string | null;
  /** epoch ms (v2 pay answers expireAt in ms); null for v1. */
  expireAt: number | null;
}

export interface StatusResult {
  merchantOrderId: string;
  state: GatewayState;
  amountPaise: number | null;
  gatewayOrderId: string | null;
  transactionId: string | null;
  /** Raw v2 state or v1 code, e.g. 'PAYMENT_DECLINED', for the timeline. */
  code: string;
}

export type RefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

export interface RefundRequest {
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amountPaise: number;
  /** v1 only. */
  merchantUserId: string;
  /** v1 only. */
  callbackUrl: string;
}

export interface RefundResult {
  merchantRefundId: string;
  state: RefundState;
  amountPaise: number | null;
  gatewayRefundId: string | null;
}

export interface WebhookEvent {
  /** v2 `event` (falling back to the deprecated `type`), or the v1 callback `code`. */
  event: string;
  kind: 'order' | 'refund';
  merchantOrderId: string | null;
  merchantRefundId: string | null;
  state: string | null;
  amountPaise: number | null;
  /** Stable per distinct notification, so storing it under a unique key makes duplicates no-ops. */
  dedupeKey: string;
}

export type GatewayErrorKind = 'not_found' | 'bad_request' | 'auth' | 'unavailable';

/**
 * One error type for every failure, classified by what the caller should do: `unavailable` is
 * retryable (5xx, network, timeout), the others are not.
 */
export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly code: string | null;
  readonly httpStatus: number | null;

  constructor(
    kind: GatewayErrorKind,
    message: string,
    code: string | null = null,
    httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
    this.kind = kind;
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

export interface PaymentGateway {
  readonly api: 'v1' | 'v2';
  pay(req: PayRequest): Promise<PayResult>;
  /** Unknown id -> GatewayError 'not_found' (v2 answers 400 MERCHANT_ORDER_MAPPING_NOT_FOUND). */
  status(merchantOrderId: string): Promise<StatusResult>;
  refund(req: RefundRequest): Promise<RefundResult>;
  refundStatus(merchantRefundId: string): Promise<RefundResult>;
  /**
   * Verifies a webhook/S2S callback. headers lower-cased; rawBody exactly as received.
   * null = forged or unreadable. Constant-time compare.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): WebhookEvent | null;
}

export type HeaderBag = Record<string, string | string[] | undefined>;
