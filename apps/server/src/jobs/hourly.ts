import { expirePhotos } from '@frameshop/domain/orders/photos.service';
import { systemContext } from '@frameshop/domain/shared/context';
import { pruneExpiredSessions } from '@frameshop/domain/users/sessions.service';
import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60_000;

/**
 * Housekeeping once an hour, as the system caller: sessions nobody comes back with, and
 * shoppers' photos no order took within PHOTO_LIMITS.keepDays. Stops when the app closes.
 */
export function startHourlyJobs(app: FastifyInstance): void {
  let closing = false;
  const run = async () => {
    if (closing) return;
    try {
      await pruneExpiredSessions(app.deps);
    } catch (err) {
      app.log.warn({ err }, 'session sweep failed');
    }
    try {
      const removed = await expirePhotos.run(systemContext(app.deps, 'photo-expiry'), undefined);
      if (removed > 0) app.log.info(`Removed ${removed} unordered photo(s) past their keep time`);
    } catch (err) {
      app.log.warn({ err }, 'photo expiry failed');
    }
  };
  // Once a minute after start too: a server redeployed more often than hourly still sweeps.
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, HOUR_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(first);
    clearInterval(timer);
  });
}
