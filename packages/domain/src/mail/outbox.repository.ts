import { toNumber } from '@frameshop/db/rows';
import type { MailOutboxRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';
import type { MailMessage } from '../shared/mailer';

/** Every SQL statement of the mail outbox. */

/** Written inside the transaction of the change the mail reports: both commit, or neither. */
export async function enqueue(trx: Trx, messages: MailMessage[], at: number): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto('mail_outbox')
    .values(
      messages.map((m) => ({
        toAddress: m.to,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html,
        replyTo: m.replyTo ?? null,
        createdAt: at,
        nextAttemptAt: at,
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` due mails for `leaseMs`: a conditional UPDATE per mail, so of several
 * server processes exactly one sends each mail, and a process that dies mid-send only delays
 * it until the lease runs out.
 */
export async function claimDue(
  db: Db,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<MailOutboxRow[]> {
  const due = await db
    .selectFrom('mail_outbox')
    .select('mailId')
    .where('nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute();
  const claimed: number[] = [];
  for (const { mailId } of due) {
    const result = await db
      .updateTable('mail_outbox')
      .set({ leaseUntil: now + leaseMs })
      .where('mailId', '=', mailId)
      .where('nextAttemptAt', '<=', now)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(toNumber(mailId));
  }
  if (claimed.length === 0) return [];
  return db.selectFrom('mail_outbox').selectAll().where('mailId', 'in', claimed).execute();
}

export async function markSent(db: Db, mailId: number, at: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sentAt: at, nextAttemptAt: null, leaseUntil: null, lastError: null })
    .where('mailId', '=', mailId)
    .execute();
}

/** `nextAttemptAt` null: given up (the row and its error stay for the admin). */
export async function markFailed(
  db: Db,
  mailId: number,
  attempts: number,
  nextAttemptAt: number | null,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ attempts, nextAttemptAt, leaseUntil: null, lastError: error.slice(0, 500) })
    .where('mailId', '=', mailId)
    .execute();
}
