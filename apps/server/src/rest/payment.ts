import { shopperOrderResponse } from '@frameshop/contracts/orders/responses';
import {
  paymentStartedResponse,
  verifyResultSchema,
  webhookReceivedResponse,
} from '@frameshop/contracts/payment/responses';
import {
  orderByTransaction,
  startPayment,
  verifyPayment,
} from '@frameshop/domain/payment/payment.service';
import { receiveWebhook } from '@frameshop/domain/payment/webhooks.service';
import type { FastifyInstance } from 'fastify';
import { params, restRoute } from './route';

/** PhonePe's webhooks and v1 callbacks are small; anything bigger is not PhonePe. */
const WEBHOOK_BODY_LIMIT = 60 * 1024;

/**
 * Spec section 7 and issue 12: /phonepe and the order-by-transaction read. The use cases are
 * in packages/domain/src/payment.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'POST',
    url: '/phonepe/pay',
    useCase: startPayment,
    response: paymentStartedResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/phonepe/phonepe-callback',
    useCase: verifyPayment,
    response: verifyResultSchema,
  });
  restRoute(app, {
    method: 'GET',
    url: '/order/get-order-by-transaction/:merchantTransactionId',
    useCase: orderByTransaction,
    input: (r) => ({ merchantTransactionId: params(r).merchantTransactionId }),
    output: (data) => ({ data }),
    response: shopperOrderResponse,
  });
  // The body exactly as received: the v1 callback's X-VERIFY is computed over it.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    restRoute(raw, {
      method: 'POST',
      url: '/phonepe/webhook',
      useCase: receiveWebhook,
      input: (r) => ({
        headers: r.headers,
        body: typeof r.body === 'string' ? r.body : '',
      }),
      response: webhookReceivedResponse,
    });
  });
}
