import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs` in this process, never two runs at once, counting each run in
 * the job metrics and logging a failure (the next tick tries again). Stopped, and its last run
 * awaited, when the app closes. Across processes each job's own leases decide who does what.
 */
export function everyTick(
  app: FastifyInstance,
  job: { name: string; everyMs: number; failed: string; work: () => Promise<unknown> },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let closing = false;
  const run = (): Promise<void> => {
    if (closing || running) return running ?? Promise.resolve();
    running = job
      .work()
      .then(
        () => app.metrics.jobRan(job.name, true),
        (err: unknown) => {
          app.metrics.jobRan(job.name, false);
          app.log.warn({ err }, job.failed);
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), job.everyMs);
  timer.unref();
  const stop = async () => {
    closing = true;
    clearInterval(timer);
    await running;
  };
  app.addHook('onClose', stop);
  return stop;
}
