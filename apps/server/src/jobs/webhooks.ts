import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { systemContext } from '@frameshop/domain/shared/context';
import { deliverWebhooks } from '@frameshop/domain/webhooks/webhooks.service';
import type { FastifyInstance } from 'fastify';

const TICK_MS = 2_000;

/**
 * Every couple of seconds, as the system caller: sends the webhook deliveries that changes
 * queued in their own transactions (webhooks.service.ts). Runs never overlap in one process;
 * across processes, the deliveries' leases decide who sends what.
 */
export function startWebhookDeliveries(app: FastifyInstance): () => Promise<void> {
  const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(-64);
  let running: Promise<void> | null = null;
  let closing = false;
  const run = (): Promise<void> => {
    if (closing || running) return running ?? Promise.resolve();
    running = deliverWebhooks
      .run(systemContext(app.deps, 'webhooks'), { owner })
      .then(
        () => app.metrics.jobRan('webhooks', true),
        (err: unknown) => {
          app.metrics.jobRan('webhooks', false);
          app.log.warn({ err }, 'webhook delivery failed');
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), TICK_MS);
  timer.unref();
  const stop = async () => {
    closing = true;
    clearInterval(timer);
    await running;
  };
  app.addHook('onClose', stop);
  return stop;
}
