/**
 * PhonePe PG v1 (salt-key accounts). Matched against developer.phonepe.com:
 * - /v1/reference/pay-api-1: POST /pg/v1/pay {request: base64(payload)}, X-VERIFY
 *   sha256(base64 + '/pg/v1/pay' + saltKey)###saltIndex; payload {merchantId, merchantTransactionId,
 *   merchantUserId, amount, redirectUrl, redirectMode: 'REDIRECT' (GET back) | 'POST', callbackUrl,
 *   paymentInstrument: {type: 'PAY_PAGE'}}; answer data.instrumentResponse.redirectInfo.url
 * - /v1/reference/check-status-api-1: GET /pg/v1/status/{merchantId}/{merchantTransactionId},
 *   X-VERIFY sha256(path + saltKey)###saltIndex, X-MERCHANT-ID; decide on `code`
 * - /v1/reference/refund-8: POST /pg/v1/refund {merchantId, merchantUserId, originalTransactionId,
 *   merchantTransactionId, amount, callbackUrl}; refund status is the same status API on the
 *   refund's merchantTransactionId
 * - /v1/reference/php-callback-verification: S2S body {response: base64}, X-VERIFY
 *   sha256(response + saltKey)###saltIndex
 */
import { asRecord, errorCode, errorFor, type HttpOptions, joinUrl, num, send, str } from './http';
import {
  fromBase64Json,
  headerValue,
  safeEqual,
  toBase64Json,
  v1CallbackXVerify,
  v1XVerify,
} from './signing';
import {
  GatewayError,
  type GatewayState,
  type HeaderBag,
  type PaymentGateway,
  type PayRequest,
  type PayResult,
  type RefundRequest,
  type RefundResult,
  type StatusResult,
  type WebhookEvent,
} from './types';

export interface V1Config {
  pgUrl: string;
  merchantId: string;
  saltKey: string;
  saltIndex: string;
}

const TERMINAL_FAILED = new Set(['PAYMENT_ERROR', 'PAYMENT_DECLINED', 'TIMED_OUT']);
/** Codes that answer the question "what is this transaction's state" (vs. request errors). */
const STATE_CODES = new Set([
  'PAYMENT_SUCCESS',
  'PAYMENT_ERROR',
  'PAYMENT_DECLINED',
  'TIMED_OUT',
  'PAYMENT_PENDING',
  'INTERNAL_SERVER_ERROR',
]);

/** PAYMENT_PENDING, INTERNAL_SERVER_ERROR and unknown codes all mean "keep checking". */
export function v1State(code: string): GatewayState {
  if (code === 'PAYMENT_SUCCESS') return 'COMPLETED';
  if (TERMINAL_FAILED.has(code)) return 'FAILED';
  return 'PENDING';
}

export class V1Gateway implements PaymentGateway {
  readonly api = 'v1' as const;

  constructor(
    private readonly config: V1Config,
    private readonly http: HttpOptions,
  ) {}

  private async post(path: string, payload: unknown, what: string) {
    const request = toBase64Json(payload);
    const { saltKey, saltIndex } = this.config;
    const answer = await send(this.http, joinUrl(this.config.pgUrl, path), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-VERIFY': v1XVerify(request, path, saltKey, saltIndex),
      },
      body: JSON.stringify({ request }),
    });
    if (answer.status < 200 || answer.status > 299) throw errorFor(answer, what);
    return asRecord(answer.body);
  }

  /** The status API serves both payments and refunds (a refund is a transaction of its own). */
  private async statusOf(merchantTransactionId: string) {
    const { merchantId, saltKey, saltIndex } = this.config;
    const path = `/pg/v1/status/${encodeURIComponent(merchantId)}/${encodeURIComponent(merchantTransactionId)}`;
    const answer = await send(this.http, joinUrl(this.config.pgUrl, path), {
      method: 'GET',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-VERIFY': v1XVerify('', path, saltKey, saltIndex),
        'X-MERCHANT-ID': merchantId,
      },
    });
    const code = errorCode(answer.body);
    // A transaction-state code is the answer whatever 4xx/2xx status carries it (PhonePe pairs
    // success:false with PAYMENT_ERROR, and INTERNAL_SERVER_ERROR means "unknown, check again").
    // Anything else is a request error; a 2xx without any code cannot be read.
    if (code && STATE_CODES.has(code) && answer.status < 500) {
      return { code, data: asRecord(asRecord(answer.body).data) };
    }
    if (answer.status >= 200 && answer.status <= 299 && !code) {
      throw new GatewayError('unavailable', 'Status: unreadable answer', null, answer.status);
    }
    throw errorFor(answer, 'Status');
  }

  async pay(req: PayRequest): Promise<PayResult> {
    const body = await this.post(
      '/pg/v1/pay',
      {
        merchantId: this.config.merchantId,
        merchantTransactionId: req.merchantOrderId,
        merchantUserId: req.merchantUserId,
        amount: req.amountPaise,
        redirectUrl: req.redirectUrl,
        // REDIRECT brings the shopper back with a GET, which our return page can handle; POST
        // mode would need a form-accepting endpoint.
        redirectMode: 'REDIRECT',
        callbackUrl: req.callbackUrl,
        paymentInstrument: { type: 'PAY_PAGE' },
      },
      'Pay',
    );
    const info = asRecord(asRecord(asRecord(body.data).instrumentResponse).redirectInfo);
    const url = str(info.url);
    if (body.success !== true || !url) {
      const code = errorCode(body);
      throw new GatewayError('bad_request', str(body.message) ?? 'Pay refused', code, 200);
    }
    return { redirectUrl: url, gatewayOrderId: null, expireAt: null };
  }

  async status(merchantOrderId: string): Promise<StatusResult> {
    const { code, data } = await this.statusOf(merchantOrderId);
    return {
      merchantOrderId,
      state: v1State(code),
      amountPaise: num(data.amount),
      gatewayOrderId: null,
      transactionId: str(data.transactionId),
      code,
    };
  }

  async refund(req: RefundRequest): Promise<RefundResult> {
    const body = await this.post(
      '/pg/v1/refund',
      {
        merchantId: this.config.merchantId,
        merchantUserId: req.merchantUserId,
        originalTransactionId: req.originalMerchantOrderId,
        merchantTransactionId: req.merchantRefundId,
        amount: req.amountPaise,
        callbackUrl: req.callbackUrl,
      },
      'Refund',
    );
    const code = errorCode(body) ?? '';
    if (!STATE_CODES.has(code)) {
      throw new GatewayError('bad_request', str(body.message) ?? 'Refund refused', code, 200);
    }
    return this.refundResult(req.merchantRefundId, code, asRecord(body.data));
  }

  async refundStatus(merchantRefundId: string): Promise<RefundResult> {
    const { code, data } = await this.statusOf(merchantRefundId);
    return this.refundResult(merchantRefundId, code, data);
  }

  private refundResult(id: string, code: string, data: Record<string, unknown>): RefundResult {
    const state = v1State(code);
    return {
      merchantRefundId: id,
      state: state === 'COMPLETED' ? 'COMPLETED' : state === 'FAILED' ? 'FAILED' : 'PENDING',
      amountPaise: num(data.amount),
      gatewayRefundId: str(data.transactionId),
    };
  }

  /**
   * v1 callbacks carry the same payload for payments and refunds (both are "transactions"), so
   * the event reports kind 'order' with the id in merchantOrderId; the domain tells refunds apart
   * by looking the id up (refund ids use their own prefix).
   */
  verifyWebhook(headers: HeaderBag, rawBody: string): WebhookEvent | null {
    const given = headerValue(headers, 'x-verify');
    if (!given) return null;
    let response: string | null;
    try {
      response = str(asRecord(JSON.parse(rawBody)).response);
    } catch {
      return null;
    }
    if (!response) return null;
    const expected = v1CallbackXVerify(response, this.config.saltKey, this.config.saltIndex);
    if (!safeEqual(given.trim(), expected)) return null;
    let decoded: Record<string, unknown>;
    try {
      decoded = asRecord(fromBase64Json(response));
    } catch {
      return null;
    }
    const data = asRecord(decoded.data);
    const code = str(decoded.code);
    const id = str(data.merchantTransactionId);
    if (!code || !id) return null;
    const state = str(data.state) ?? v1State(code);
    return {
      event: code,
      kind: 'order',
      merchantOrderId: id,
      merchantRefundId: null,
      state,
      amountPaise: num(data.amount),
      dedupeKey: `${code}:${id}:${state}`,
    };
  }
}
