import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs` in this process, never two runs at once, counting each run in
 * the job metrics and logging a failure (the next tick tries again). Starts when the app
 * listens; stopped, and its last run awaited, when the app closes (onListenUntilClose). Across processes each job's own leases decide who does what.
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
  let timer: NodeJS.Timeout | undefined;
  const stop = async () => {
    closing = true;
    clearInterval(timer);
    await running;
  };
  onListenUntilClose(
    app,
    () => {
      timer = setInterval(() => void run(), job.everyMs);
      timer.unref();
    },
    stop,
  );
  return stop;
}

/**
 * A job's life on the app: its hooks are added now, so a job is registered before anything can
 * make the app ready (Fastify refuses hooks after that), and its timers start only when the app
 * listens, after the boot's demo seed. docs/decisions/0021-boot-order.md.
 */
export function onListenUntilClose(
  app: FastifyInstance,
  start: () => void,
  stop: () => Promise<void>,
): void {
  app.addHook('onListen', async () => start());
  app.addHook('onClose', stop);
}
