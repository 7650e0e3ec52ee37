import type { FastifyInstance } from 'fastify';
import { startHourlyJobs } from './hourly';
import { startMailOutbox } from './mail-outbox';
import { startPaymentWorker } from './payment-worker';
import { startWebhookDeliveries } from './webhooks';

/**
 * The background work of this process, by WORKER_MODE: none in `server` mode. Registered before
 * the app is ready, started when it listens (docs/decisions/0021-boot-order.md).
 */
export function registerJobs(app: FastifyInstance): string[] {
  if (app.config.WORKER_MODE === 'server') return [];
  // Expired sessions (the ones nobody comes back with) and unordered photos past their time.
  startHourlyJobs(app);
  // Payments pending at PhonePe, its webhooks, refunds, unpaid orders past their time.
  startPaymentWorker(app);
  // Mail queued by any change (orders, payments, refunds), sent after its commit.
  startMailOutbox(app);
  // Webhook deliveries queued by the same changes, sent after their commit.
  startWebhookDeliveries(app);
  return ['hourly', 'payment-worker', 'mail-outbox', 'webhooks'];
}
