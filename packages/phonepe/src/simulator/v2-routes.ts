/**
 * The v2 surface: OAuth token, pay, order status, refund, refund status.
 * Paths from PhonePe/phonepe-pg-sdk-node src/payments/v2/standardcheckout/Constants.ts and
 * src/common/tokenhandler/TokenConstants.ts; token answer fields from OAuthResponse.ts; limits
 * (amount >= 100 paise, expireAfter 300..3600 s) from PhonePe's Standard Checkout docs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOrder, createRefund, refreshExpiry, settleRefund } from './orders';
import { v2Error, v2OrderStatus, v2RefundStatus } from './payloads';
import { ID_RE, isValidAmount, randomId, type Sim } from './state';

type Body = Record<string, unknown>;

function obj(v: unknown): Body {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : {};
}

function bad(reply: FastifyReply, message: string, code = 'BAD_REQUEST') {
  return reply.code(400).send(v2Error(code, message));
}

export function registerV2Routes(app: FastifyInstance, sim: Sim): void {
  const { state, opts } = sim;

  /** Every v2 API call needs `Authorization: O-Bearer <token>` with an unexpired token. */
  async function requireToken(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^O-Bearer (\S+)$/.exec(header);
    const expiresAt = match ? state.tokens.get(match[1]!) : undefined;
    if (expiresAt === undefined || expiresAt * 1000 <= sim.now()) {
      return reply.code(401).send(v2Error('UNAUTHORIZED', 'Invalid or expired access token'));
    }
  }

  app.post('/v1/oauth/token', { config: { endpoint: 'token' } }, async (request, reply) => {
    const form = obj(request.body);
    if (form.grant_type !== 'client_credentials') {
      return bad(reply, 'grant_type must be client_credentials', 'INVALID_GRANT_TYPE');
    }
    const ok =
      form.client_id === opts.clientId &&
      form.client_secret === opts.clientSecret &&
      String(form.client_version ?? '') === opts.clientVersion;
    if (!ok) {
      return reply.code(401).send({
        code: 'AUTHORIZATION_FAILED',
        errorCode: 'invalid_client',
        message: 'Client authentication failed',
      });
    }
    const issuedAt = Math.floor(sim.now() / 1000);
    const expiresAt = issuedAt + (opts.tokenTtlSeconds ?? 3600);
    const token = randomId('SIM', 24);
    state.tokens.set(token, expiresAt);
    state.issuedTokens.push(token);
    return {
      access_token: token,
      encrypted_access_token: token,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    };
  });

  app.post(
    '/checkout/v2/pay',
    { config: { endpoint: 'v2.pay' }, preHandler: requireToken },
    async (request, reply) => {
      const b = obj(request.body);
      const flow = obj(b.paymentFlow);
      const redirectUrl = obj(flow.merchantUrls).redirectUrl;
      const expireAfter = b.expireAfter ?? 1200;
      if (typeof b.merchantOrderId !== 'string' || !ID_RE.test(b.merchantOrderId)) {
        return bad(reply, 'merchantOrderId must be 1-35 characters of A-Z a-z 0-9 _ -');
      }
      if (!isValidAmount(b.amount))
        return bad(reply, 'amount must be an integer of at least 100 paise');
      if (
        typeof expireAfter !== 'number' ||
        !Number.isInteger(expireAfter) ||
        expireAfter < 300 ||
        expireAfter > 3600
      ) {
        return bad(reply, 'expireAfter must be between 300 and 3600 seconds');
      }
      if (flow.type !== 'PG_CHECKOUT') return bad(reply, 'paymentFlow.type must be PG_CHECKOUT');
      if (typeof redirectUrl !== 'string' || !/^https?:\/\//.test(redirectUrl)) {
        return bad(reply, 'paymentFlow.merchantUrls.redirectUrl must be an http(s) URL');
      }
      if (state.orders.has(b.merchantOrderId)) return bad(reply, 'Duplicate merchantOrderId');
      const order = createOrder(sim, {
        api: 'v2',
        merchantOrderId: b.merchantOrderId,
        amount: b.amount,
        expireAfterSeconds: expireAfter,
        redirectUrl,
        callbackUrl: null,
        message: typeof flow.message === 'string' ? flow.message : '',
      });
      return {
        orderId: order.orderId,
        state: order.state,
        expireAt: order.expireAt,
        redirectUrl: sim.pageUrl(order),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/checkout/v2/order/:id/status',
    { config: { endpoint: 'v2.status' }, preHandler: requireToken },
    async (request, reply) => {
      const order = state.orders.get(request.params.id);
      if (order?.api !== 'v2') {
        return bad(reply, 'Merchant order mapping not found', 'MERCHANT_ORDER_MAPPING_NOT_FOUND');
      }
      refreshExpiry(sim, order);
      return v2OrderStatus(sim, order, state.takePendingOverride(order.merchantOrderId));
    },
  );

  app.post(
    '/payments/v2/refund',
    { config: { endpoint: 'v2.refund' }, preHandler: requireToken },
    async (request, reply) => {
      const b = obj(request.body);
      if (typeof b.merchantRefundId !== 'string' || !ID_RE.test(b.merchantRefundId)) {
        return bad(reply, 'merchantRefundId must be 1-35 characters of A-Z a-z 0-9 _ -');
      }
      if (typeof b.originalMerchantOrderId !== 'string')
        return bad(reply, 'originalMerchantOrderId is required');
      if (!isValidAmount(b.amount))
        return bad(reply, 'amount must be an integer of at least 100 paise');
      const refund = createRefund(sim, {
        api: 'v2',
        merchantRefundId: b.merchantRefundId,
        originalMerchantOrderId: b.originalMerchantOrderId,
        amount: b.amount,
        callbackUrl: null,
      });
      if (typeof refund === 'string') return bad(reply, refund);
      return { refundId: refund.refundId, amount: refund.amount, state: refund.state };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/payments/v2/refund/:id/status',
    { config: { endpoint: 'v2.refundStatus' }, preHandler: requireToken },
    async (request, reply) => {
      const refund = state.refunds.get(request.params.id);
      if (refund?.api !== 'v2') return bad(reply, 'Refund not found', 'REFUND_NOT_FOUND');
      // The refund call answered PENDING; the first status call after it sees the final state.
      settleRefund(sim, refund);
      return v2RefundStatus(sim, refund);
    },
  );
}
