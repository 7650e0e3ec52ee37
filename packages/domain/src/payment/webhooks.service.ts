import { PAYMENT_MESSAGES as m } from '@frameshop/contracts/payment/payment';
import { z } from 'zod';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as webhooks from './webhooks.repository';

/**
 * The gateway's notifications (issue 12). A webhook is only a hint: verified, stored under its
 * dedupe key (a duplicate is a no-op) and acknowledged at once; the payment worker
 * (payment-worker.service.ts) then confirms it with the status API.
 */

/** Below MySQL's TEXT (65,535 bytes), where the body is kept. */
const MAX_WEBHOOK_BYTES = 60 * 1024;

export const receiveWebhook = defineUseCase({
  name: 'payment.webhook',
  // Public, verified here: the v2 Authorization header or the v1 X-VERIFY.
  access: 'public',
  kind: 'mutation',
  input: z.strictObject({
    headers: z.record(z.string(), z.union([z.string(), z.array(z.string())]).optional()),
    body: z.string().max(MAX_WEBHOOK_BYTES),
  }),
  invalidates: [],
  async handler(ctx, { headers, body }): Promise<{ success: true }> {
    // The configured version first; then the other, whose attempts may still be open after
    // PHONEPE_API changed (a version without credentials verifies nothing).
    const other = ctx.payment.gateway.api === 'v1' ? 'v2' : 'v1';
    const event =
      ctx.payment.gateway.verifyWebhook(headers, body) ??
      ctx.payment.gatewayFor(other).verifyWebhook(headers, body);
    if (!event) throw new AppError('UNAUTHORIZED', m.badSignature);
    const stored = await webhooks.insertWebhook(ctx.db, {
      dedupeKey: event.dedupeKey.slice(0, 191),
      event: event.event.slice(0, 64),
      merchantOrderId: event.merchantOrderId?.slice(0, 64) ?? null,
      merchantRefundId: event.merchantRefundId?.slice(0, 64) ?? null,
      body,
      receivedAt: ctx.now(),
    });
    if (stored) ctx.payment.kick();
    return { success: true };
  },
});
