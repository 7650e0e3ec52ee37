import { toNumber } from '@frameshop/db/rows';
import { z } from 'zod';
import { defineUseCase } from '../shared/use-case';
import * as outbox from './outbox.repository';

/**
 * Mail that reports a change (an order placed, shipped, refunded) is queued in the change's own
 * transaction (`queueMail`) and sent after commit by this job, so a slow or failing mail
 * server never fails or slows the order, and nothing is mailed for a change that rolled back.
 */
export { queueMail } from './outbox.repository';

/** Waits between attempts: a minute, then longer; after the last one the mail is given up. */
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
        const delay = MAIL_RETRY_DELAYS_MS[attempts - 1];
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
