import { toNumber } from '@frameshop/db/rows';
import { z } from 'zod';
import { MailRejected } from '../shared/mailer';
import { defineUseCase } from '../shared/use-case';
import * as outbox from './outbox.repository';

/**
 * Mail that reports a change (an order placed, shipped, refunded) is queued in the change's own
 * transaction (`queueMail`) and sent after commit by this job, so a slow or failing mail
 * server never fails or slows the order, and nothing is mailed for a change that rolled back.
 */
export { queueMail } from './outbox.repository';

/**
 * Waits between attempts: a minute, then longer. A mail the server refused (MailRejected) is
 * given up after the last one; a mail that could not be handed over (no server, a timeout, a
 * "try later") waits the last delay again, for as long as it takes: it was never refused, and
 * giving it up would lose it.
 */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000];
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** Sends what is due; answers how many were sent and how many failed this round. */
export const deliverMail = defineUseCase({
  name: 'mail.deliver',
  access: 'system',
  kind: 'mutation',
  input: z.undefined(),
  invalidates: [],
  async handler(ctx): Promise<{ sent: number; failed: number }> {
    const due = await outbox.claimDue(ctx.db, ctx.now(), LEASE_MS, BATCH);
    let sent = 0;
    let failed = 0;
    for (const row of due) {
      const mailId = toNumber(row.mailId);
      if (row.expiresAt !== null && toNumber(row.expiresAt) <= ctx.now()) {
        // Its link is dead: sending it would only mail a link that no longer works.
        await outbox.markExpired(ctx.db, mailId);
        continue;
      }
      try {
        await ctx.mailer.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        });
        await outbox.markSent(ctx.db, mailId, ctx.now());
        sent++;
      } catch (error) {
        // The mailer has logged it; here it is only scheduled again.
        const attempts = toNumber(row.attempts) + 1;
        const last = MAIL_RETRY_DELAYS_MS.length - 1;
        const delay =
          error instanceof MailRejected
            ? MAIL_RETRY_DELAYS_MS[attempts - 1]
            : MAIL_RETRY_DELAYS_MS[Math.min(attempts - 1, last)];
        await outbox.markFailed(
          ctx.db,
          mailId,
          attempts,
          delay === undefined ? null : ctx.now() + delay,
          error instanceof Error ? error.message : String(error),
        );
        failed++;
      }
    }
    return { sent, failed };
  },
});

const DAY_MS = 24 * 3600_000;

/**
 * The hourly sweep: link mails whose link expired unsent lose their bodies (a sender that never
 * came back leaves no link behind), and sent mail older than `retentionDays`
 * (MAIL_RETENTION_DAYS) goes, with mail given up that long ago.
 */
export const pruneMailOutbox = defineUseCase({
  name: 'mail.prune',
  access: 'system',
  kind: 'mutation',
  input: z.strictObject({ retentionDays: z.number().int().positive() }),
  invalidates: [],
  async handler(ctx, { retentionDays }): Promise<{ pruned: number; expired: number }> {
    const now = ctx.now();
    const expired = await outbox.expireLinkMail(ctx.db, now);
    const pruned = await outbox.pruneMail(ctx.db, now - retentionDays * DAY_MS);
    return { pruned, expired };
  },
});
