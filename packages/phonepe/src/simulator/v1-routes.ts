/**
 * The v1 surface: /pg/v1/pay, /pg/v1/status/{merchantId}/{merchantTransactionId}, /pg/v1/refund.
 * Matched against developer.phonepe.com /v1/reference/pay-api-1, check-status-api-1 and refund-8
 * (X-VERIFY formulas, X-MERCHANT-ID, field names, PAYMENT_INITIATED / PAYMENT_PENDING answers,
 * AUTHORIZATION_FAILED "X-VERIFY header is incorrect", TRANSACTION_NOT_FOUND).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual, v1XVerify } from '../signing';
import { createOrder, createRefund, refreshExpiry, settleRefund } from './orders';
import { v1Answer, v1Error, v1OrderStatus, v1RefundStatus } from './payloads';
import { ID_RE, isValidAmount, type Sim } from './state';

type Body = Record<string, unknown>;

function bad(reply: FastifyReply, message: string, code = 'BAD_REQUEST') {
  return reply.code(400).send(v1Error(code, message));
}

function unauthorized(reply: FastifyReply) {
  return reply.code(401).send(v1Error('AUTHORIZATION_FAILED', 'X-VERIFY header is incorrect'));
}

export function registerV1Routes(app: FastifyInstance, sim: Sim): void {
  const { state, opts } = sim;

  function xVerifyOk(request: FastifyRequest, payload: string, path: string): boolean {
    const given = request.headers['x-verify'];
    if (typeof given !== 'string') return false;
    return safeEqual(given, v1XVerify(payload, path, opts.saltKey, opts.saltIndex));
  }

  /** Checks X-VERIFY over the base64 `request` and decodes it; null after replying with an error. */
  function signedPayload(request: FastifyRequest, reply: FastifyReply, path: string): Body | null {
    const encoded = (request.body as Body | null)?.request;
    if (typeof encoded !== 'string' || encoded === '') {
      void bad(reply, 'request must be a base64 encoded JSON payload');
      return null;
    }
    if (!xVerifyOk(request, encoded, path)) {
      void unauthorized(reply);
      return null;
    }
    try {
      const decoded: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
      if (decoded && typeof decoded === 'object' && !Array.isArray(decoded)) {
        const payload = decoded as Body;
        if (payload.merchantId !== opts.merchantId) {
          void unauthorized(reply);
          return null;
        }
        return payload;
      }
    } catch {
      // fall through to the 400 below
    }
    void bad(reply, 'request is not base64 encoded JSON');
    return null;
  }

  app.post('/pg/v1/pay', { config: { endpoint: 'v1.pay' } }, async (request, reply) => {
    const p = signedPayload(request, reply, '/pg/v1/pay');
    if (!p) return reply;
    const id = p.merchantTransactionId;
    if (typeof id !== 'string' || !ID_RE.test(id)) {
      return bad(reply, 'merchantTransactionId must be 1-35 characters of A-Z a-z 0-9 _ -');
    }
    if (!isValidAmount(p.amount))
      return bad(reply, 'amount must be an integer of at least 100 paise');
    if (typeof p.merchantUserId !== 'string' || !ID_RE.test(p.merchantUserId)) {
      return bad(reply, 'merchantUserId must be 1-35 characters of A-Z a-z 0-9 _ -');
    }
    if (typeof p.redirectUrl !== 'string' || !/^https?:\/\//.test(p.redirectUrl)) {
      return bad(reply, 'redirectUrl must be an http(s) URL');
    }
    if (p.redirectMode !== 'REDIRECT' && p.redirectMode !== 'POST') {
      return bad(reply, 'redirectMode must be REDIRECT or POST');
    }
    if (typeof p.callbackUrl !== 'string' || !/^https?:\/\//.test(p.callbackUrl)) {
      return bad(reply, 'callbackUrl must be an http(s) URL');
    }
    if ((p.paymentInstrument as Body | undefined)?.type !== 'PAY_PAGE') {
      return bad(reply, 'paymentInstrument.type must be PAY_PAGE');
    }
    if (state.orders.has(id) || state.refunds.has(id))
      return bad(reply, 'Duplicate merchantTransactionId');
    const order = createOrder(sim, {
      api: 'v1',
      merchantOrderId: id,
      amount: p.amount,
      expireAfterSeconds: opts.v1ExpireAfterSeconds ?? 900,
      redirectUrl: p.redirectUrl,
      callbackUrl: p.callbackUrl,
      message: '',
    });
    return {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId: opts.merchantId,
        merchantTransactionId: id,
        instrumentResponse: {
          type: 'PAY_PAGE',
          redirectInfo: { url: sim.pageUrl(order), method: 'GET' },
        },
      },
    };
  });

  app.get<{ Params: { merchantId: string; id: string } }>(
    '/pg/v1/status/:merchantId/:id',
    { config: { endpoint: 'v1.status' } },
    async (request, reply) => {
      const { merchantId, id } = request.params;
      const path = `/pg/v1/status/${encodeURIComponent(merchantId)}/${encodeURIComponent(id)}`;
      if (!xVerifyOk(request, '', path)) return unauthorized(reply);
      if (request.headers['x-merchant-id'] !== opts.merchantId || merchantId !== opts.merchantId) {
        return unauthorized(reply);
      }
      const order = state.orders.get(id);
      if (order && order.api === 'v1') {
        refreshExpiry(sim, order);
        return v1OrderStatus(sim, order, state.takePendingOverride(id));
      }
      const refund = state.refunds.get(id);
      if (refund && refund.api === 'v1') {
        settleRefund(sim, refund);
        return v1RefundStatus(sim, refund);
      }
      return bad(reply, 'No transaction found with the given details', 'TRANSACTION_NOT_FOUND');
    },
  );

  app.post('/pg/v1/refund', { config: { endpoint: 'v1.refund' } }, async (request, reply) => {
    const p = signedPayload(request, reply, '/pg/v1/refund');
    if (!p) return reply;
    const id = p.merchantTransactionId;
    if (typeof id !== 'string' || !ID_RE.test(id)) {
      return bad(reply, 'merchantTransactionId must be 1-35 characters of A-Z a-z 0-9 _ -');
    }
    if (state.orders.has(id)) return bad(reply, 'Duplicate merchantTransactionId');
    if (typeof p.originalTransactionId !== 'string')
      return bad(reply, 'originalTransactionId is required');
    if (!isValidAmount(p.amount))
      return bad(reply, 'amount must be an integer of at least 100 paise');
    const refund = createRefund(sim, {
      api: 'v1',
      merchantRefundId: id,
      originalMerchantOrderId: p.originalTransactionId,
      amount: p.amount,
      callbackUrl: typeof p.callbackUrl === 'string' ? p.callbackUrl : null,
    });
    if (typeof refund === 'string') {
      const code = refund === 'Original order not found' ? 'TRANSACTION_NOT_FOUND' : 'BAD_REQUEST';
      return bad(reply, refund, code);
    }
    return v1Answer(sim, {
      code: 'PAYMENT_PENDING',
      id,
      txn: refund.refundId,
      amount: refund.amount,
    });
  });
}
