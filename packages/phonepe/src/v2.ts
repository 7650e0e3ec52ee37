/**
 * PhonePe Standard Checkout v2. Matched against PhonePe/phonepe-pg-sdk-node:
 * - paths: src/payments/v2/standardcheckout/Constants.ts (/checkout/v2/pay,
 *   /checkout/v2/order/{ORDER_ID}/status, /payments/v2/refund, /payments/v2/refund/{REFUND_ID}/status)
 * - pay body: src/payments/v2/models/request/StandardCheckoutPayRequest.ts + PgCheckoutPaymentFlow.ts
 *   ({merchantOrderId, amount, metaInfo, expireAfter, paymentFlow: {type: 'PG_CHECKOUT', message,
 *   merchantUrls: {redirectUrl}}}); answer StandardCheckoutPayResponse {orderId, state, expireAt,
 *   redirectUrl}
 * - status: models/response/OrderStatusResponse.ts (root state, amount, paymentDetails[])
 * - refund: models/request/RefundRequest.ts, models/response/RefundResponse.ts {refundId, amount,
 *   state}, RefundStatusResponse.ts
 * - 401 -> refresh token once and retry once: src/common/BaseClient.ts executeWithRetry
 * - webhook: CommonUtils.isCallbackValid + CallbackResponse {type, payload}; docs "Handling
 *   Webhooks" (event: checkout.order.completed|failed, pg.refund.accepted|completed|failed).
 */
import {
  asRecord,
  errorFor,
  type HttpOptions,
  joinUrl,
  num,
  requireObject,
  send,
  str,
} from './http';
import { headerValue, safeEqual, webhookAuthorization } from './signing';
import { TokenCache } from './token';
import {
  GatewayError,
  type GatewayState,
  type HeaderBag,
  type PaymentGateway,
  type PayRequest,
  type PayResult,
  type RefundRequest,
  type RefundResult,
  type RefundState,
  type StatusResult,
  type WebhookEvent,
} from './types';

export interface V2Config {
  pgUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
}

/** The deprecated `type` field, for senders that omit `event`. */
const TYPE_TO_EVENT: Record<string, string> = {
  CHECKOUT_ORDER_COMPLETED: 'checkout.order.completed',
  CHECKOUT_ORDER_FAILED: 'checkout.order.failed',
  CHECKOUT_TRANSACTION_ATTEMPT_FAILED: 'checkout.transaction.attempt.failed',
  PG_ORDER_COMPLETED: 'pg.order.completed',
  PG_ORDER_FAILED: 'pg.order.failed',
  PG_TRANSACTION_ATTEMPT_FAILED: 'pg.transaction.attempt.failed',
  PG_REFUND_ACCEPTED: 'pg.refund.accepted',
  PG_REFUND_COMPLETED: 'pg.refund.completed',
  PG_REFUND_FAILED: 'pg.refund.failed',
};

function orderState(raw: string | null): GatewayState {
  if (raw === 'COMPLETED' || raw === 'FAILED') return raw;
  // Anything else (PENDING, or a state PhonePe adds later) is "not decided yet": keep checking.
  return 'PENDING';
}

function refundState(raw: string | null): RefundState {
  if (raw === 'CONFIRMED' || raw === 'COMPLETED' || raw === 'FAILED') return raw;
  return 'PENDING';
}

export class V2Gateway implements PaymentGateway {
  readonly api = 'v2' as const;
  private readonly tokens: TokenCache;

  constructor(
    private readonly config: V2Config,
    private readonly http: HttpOptions,
    now: () => number,
  ) {
    this.tokens = new TokenCache(config, http, now);
  }

  /** An authorized call; on 401 one fresh token and one retry (as the SDK's BaseClient does). */
  private async call(method: 'GET' | 'POST', path: string, what: string, body?: unknown) {
    const url = joinUrl(this.config.pgUrl, path);
    const attempt = async (auth: string) =>
      send(this.http, url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: auth,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const auth = await this.tokens.header();
    let answer = await attempt(auth);
    if (answer.status === 401) {
      this.tokens.invalidate(auth);
      answer = await attempt(await this.tokens.header());
    }
    if (answer.status < 200 || answer.status > 299) throw errorFor(answer, what);
    return requireObject(answer, what);
  }

  async pay(req: PayRequest): Promise<PayResult> {
    const body = await this.call('POST', '/checkout/v2/pay', 'Pay', {
      merchantOrderId: req.merchantOrderId,
      amount: req.amountPaise,
      expireAfter: req.expireAfterSeconds,
      metaInfo: {},
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: req.message,
        merchantUrls: { redirectUrl: req.redirectUrl },
      },
    });
    const redirectUrl = str(body.redirectUrl);
    if (!redirectUrl) throw new GatewayError('unavailable', 'Pay: answer without redirectUrl');
    return { redirectUrl, gatewayOrderId: str(body.orderId), expireAt: num(body.expireAt) };
  }

  async status(merchantOrderId: string): Promise<StatusResult> {
    const id = encodeURIComponent(merchantOrderId);
    const body = await this.call('GET', `/checkout/v2/order/${id}/status?details=false`, 'Status');
    const raw = str(body.state);
    const details = Array.isArray(body.paymentDetails) ? body.paymentDetails.map(asRecord) : [];
    // The transaction that settled the order is the completed one; otherwise the latest attempt.
    const settled = details.find((d) => d.state === 'COMPLETED') ?? details[details.length - 1];
    return {
      merchantOrderId,
      state: orderState(raw),
      amountPaise: num(body.amount),
      gatewayOrderId: str(body.orderId),
      transactionId: settled ? str(settled.transactionId) : null,
      code: raw ?? 'UNKNOWN',
    };
  }

  async refund(req: RefundRequest): Promise<RefundResult> {
    const body = await this.call('POST', '/payments/v2/refund', 'Refund', {
      merchantRefundId: req.merchantRefundId,
      originalMerchantOrderId: req.originalMerchantOrderId,
      amount: req.amountPaise,
    });
    return {
      merchantRefundId: req.merchantRefundId,
      state: refundState(str(body.state)),
      amountPaise: num(body.amount),
      gatewayRefundId: str(body.refundId),
    };
  }

  async refundStatus(merchantRefundId: string): Promise<RefundResult> {
    const id = encodeURIComponent(merchantRefundId);
    const body = await this.call('GET', `/payments/v2/refund/${id}/status`, 'Refund status');
    return {
      merchantRefundId,
      state: refundState(str(body.state)),
      amountPaise: num(body.amount),
      gatewayRefundId: str(body.refundId),
    };
  }

  verifyWebhook(headers: HeaderBag, rawBody: string): WebhookEvent | null {
    const given = headerValue(headers, 'authorization');
    const { webhookUsername, webhookPassword } = this.config;
    if (!given || !webhookUsername) return null;
    if (!safeEqual(given.trim(), webhookAuthorization(webhookUsername, webhookPassword))) {
      return null;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const body = asRecord(parsed);
    const payload = asRecord(body.payload);
    const event = str(body.event) ?? TYPE_TO_EVENT[str(body.type) ?? ''] ?? str(body.type);
    if (!event) return null;
    const kind = event.includes('.refund.') ? 'refund' : 'order';
    const merchantRefundId = kind === 'refund' ? str(payload.merchantRefundId) : null;
    const merchantOrderId = str(payload.merchantOrderId) ?? str(payload.originalMerchantOrderId);
    const state = str(payload.state);
    const id = merchantRefundId ?? merchantOrderId;
    if (!id) return null;
    return {
      event,
      kind,
      merchantOrderId,
      merchantRefundId,
      state,
      amountPaise: num(payload.amount),
      dedupeKey: `${event}:${id}:${state ?? ''}`,
    };
  }
}
