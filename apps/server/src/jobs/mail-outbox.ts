import { deliverMail } from '@frameshop/domain/mail/outbox.service';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';
import { everyTick } from './every-tick';

const TICK_MS = 2_000;

/**
 * Every couple of seconds, as the system caller: sends the mail outbox (mail that changes queued
 * in their own transactions; see outbox.service.ts). Runs never overlap in one process; across
 * processes, the outbox rows' leases decide who sends what.
 */
export function startMailOutbox(app: FastifyInstance): () => Promise<void> {
  return everyTick(app, {
    name: 'mail-outbox',
    everyMs: TICK_MS,
    failed: 'mail delivery failed',
    work: () => deliverMail.run(systemContext(app.deps, 'mail'), undefined),
  });
}
