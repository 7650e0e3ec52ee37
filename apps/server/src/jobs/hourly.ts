import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { claimJobRun } from '@frameshop/db/job-schedule';
import { pruneAudit } from '@frameshop/domain/audit/audit.service';
import { pruneMailOutbox } from '@frameshop/domain/mail/outbox.service';
import { expirePhotos } from '@frameshop/domain/orders/photos.service';
import { systemContext } from '@frameshop/domain/shared/context';
import { pruneExpiredSessions } from '@frameshop/domain/users/sessions.service';
import type { FastifyInstance } from 'fastify';
import { onListenUntilClose } from './every-tick';

const HOUR_MS = 60 * 60_000;
/** How often a process asks whether a sweep is due (the schedule itself is in the database). */
const CHECK_MS = 60_000;

/**
 * Housekeeping once an hour, as the system caller: sessions nobody comes back with, shoppers'
 * photos no order took within PHOTO_LIMITS.keepDays, and the mail outbox (link mails whose link
 * expired unsent lose their bodies; sent mail goes after MAIL_RETENTION_DAYS), and audit entries
 * older than AUDIT_RETENTION_DAYS. Every process asks once a
 * minute; the database's job schedule gives each hour's run to one of them (issue 20), and a
 * redeploy does not reset it. Starts when the app listens and stops when it closes.
 */
export function startHourlyJobs(app: FastifyInstance): () => Promise<void> {
  const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const jobs: { name: string; run: () => Promise<void> }[] = [
    { name: 'session-sweep', run: async () => void (await pruneExpiredSessions(app.deps)) },
    {
      name: 'photo-expiry',
      run: async () => {
        const removed = await expirePhotos.run(systemContext(app.deps, 'photo-expiry'), undefined);
        if (removed > 0) app.log.info(`Removed ${removed} unordered photo(s) past their keep time`);
      },
    },
    {
      name: 'mail-retention',
      run: async () => {
        const { pruned } = await pruneMailOutbox.run(systemContext(app.deps, 'mail-retention'), {
          retentionDays: app.config.MAIL_RETENTION_DAYS,
        });
        if (pruned > 0) app.log.info(`Removed ${pruned} mail outbox row(s) past their retention`);
      },
    },
    {
      // The only thing that ever removes an audit entry (docs/decisions/0025-audit-log.md).
      name: 'audit-retention',
      run: async () => {
        const { pruned } = await pruneAudit.run(systemContext(app.deps, 'audit-retention'), {
          retentionDays: app.config.AUDIT_RETENTION_DAYS,
        });
        if (pruned > 0) app.log.info(`Removed ${pruned} audit entries past their retention`);
      },
    },
  ];
  let closing = false;
  let running: Promise<void> | null = null;
  const tick = async () => {
    for (const job of jobs) {
      if (closing) return;
      try {
        const mine = await claimJobRun(app.deps.db, {
          name: job.name,
          everyMs: HOUR_MS,
          owner,
          now: app.deps.now(),
        });
        if (mine) {
          await job.run();
          app.metrics.jobRan(job.name, true);
        }
      } catch (err) {
        app.metrics.jobRan(job.name, false);
        app.log.warn({ err }, `${job.name} failed`);
      }
    }
  };
  const run = () => {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  };
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  const stop = async () => {
    closing = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
  onListenUntilClose(
    app,
    () => {
      first = setTimeout(run, Math.min(CHECK_MS, 5_000));
      timer = setInterval(run, CHECK_MS);
      first.unref();
      timer.unref();
    },
    stop,
  );
  return stop;
}
