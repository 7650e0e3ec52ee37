import type { FastifyInstance } from 'fastify';
import { startHourlyJobs } from './hourly';
import { startMailOutbox } from './mail-outbox';
import { startPaymentWorker } from './payment-worker';

/** The background work of this process, by WORKER_MODE: none in `server` mode. */
export function startJobs(app: FastifyInstance): string[] {
  if (app.config.WORKER_MODE === 'server') return [];
  // Expired sessions (the ones nobody comes back with) and unordered photos past their time.
  startHourlyJobs(app);
  // Payments pending at PhonePe, its webhooks, refunds, unpaid orders past their time.
  startPaymentWorker(app);
  // Mail queued by any change (orders, payments, refunds), sent after its commit.
  startMailOutbox(app);
  return ['hourly', 'payment-worker', 'mail-outbox'];
}
