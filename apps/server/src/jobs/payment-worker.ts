import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { runPaymentWorker } from '@frameshop/domain/payment/payment-worker.service';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';
import { onListenUntilClose } from './every-tick';

const TICK_MS = 2_000;

/**
 * Every couple of seconds, as the system caller: the payment worker (webhooks, the reconciler on
 * PhonePe's schedule, refunds, unpaid orders). A webhook or a refund wakes it at once; the mail
 * its changes queue goes out with the mail outbox job (mail-outbox.ts). Runs never overlap in one process; across processes, leases decide who works what.
 */
export function startPaymentWorker(app: FastifyInstance): () => Promise<void> {
  const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  const run = (): Promise<void> => {
    if (closing) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runPaymentWorker.run(systemContext(app.deps, 'payment-worker'), { owner });
          app.metrics.jobRan('payment-worker', true);
        } catch (err) {
          app.metrics.jobRan('payment-worker', false);
          app.log.warn({ err }, 'payment worker run failed');
        }
      } while (again && !closing);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  let soon: NodeJS.Timeout | null = null;
  // Kicked before the app listens (the demo seed's payments), the worker waits for its start.
  let started = false;
  app.payment.onKick(() => {
    if (!started || soon || closing) return;
    soon = setTimeout(() => {
      soon = null;
      void run();
    }, 50);
    soon.unref();
  });
  let timer: NodeJS.Timeout | undefined;
  const stop = async () => {
    closing = true;
    clearInterval(timer);
    if (soon) clearTimeout(soon);
    await running;
  };
  onListenUntilClose(
    app,
    () => {
      started = true;
      timer = setInterval(() => void run(), TICK_MS);
      timer.unref();
    },
    stop,
  );
  return stop;
}
