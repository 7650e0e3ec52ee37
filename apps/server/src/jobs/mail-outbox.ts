import { deliverMail } from '@frameshop/domain/mail/outbox.service';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';

const TICK_MS = 2_000;

/**
 * Every couple of seconds, as the system caller: sends the mail outbox (mail that changes queued
 * in their own transactions; see outbox.service.ts). Runs never overlap in one process; across
 * processes, the outbox rows' leases decide who sends what.
 */
export function startMailOutbox(app: FastifyInstance): () => Promise<void> {
  let running: Promise<void> | null = null;
  let closing = false;
  const run = (): Promise<void> => {
    if (closing || running) return running ?? Promise.resolve();
    running = deliverMail
      .run(systemContext(app.deps, 'mail'), undefined)
      .then(
        () => app.metrics.jobRan('mail-outbox', true),
        (err: unknown) => {
          app.metrics.jobRan('mail-outbox', false);
          app.log.warn({ err }, 'mail delivery failed');
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
