import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { systemContext } from '@frameshop/domain/shared/context';
import { deliverWebhooks } from '@frameshop/domain/webhooks/webhooks.service';
import type { FastifyInstance } from 'fastify';
import { everyTick } from './every-tick';

const TICK_MS = 2_000;

/**
 * Every couple of seconds, as the system caller: sends the webhook deliveries that changes
 * queued in their own transactions (webhooks.service.ts). Runs never overlap in one process;
 * across processes, the deliveries' leases decide who sends what.
 */
export function startWebhookDeliveries(app: FastifyInstance): () => Promise<void> {
  const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(-64);
  return everyTick(app, {
    name: 'webhooks',
    everyMs: TICK_MS,
    failed: 'webhook delivery failed',
    work: () => deliverWebhooks.run(systemContext(app.deps, 'webhooks'), { owner }),
  });
}
