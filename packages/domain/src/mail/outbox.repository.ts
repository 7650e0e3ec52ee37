import { claimLeases } from '@frameshop/db/leases';
import type { MailOutboxRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';
import type { MailMessage } from '../shared/mailer';

/** Every SQL statement of the mail outbox. */

/** Written inside the transaction of the change the mail reports: both commit, or neither. */
export async function queueMail(trx: Trx, messages: MailMessage[], at: number): Promise<void> {
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
 * Claims up to `limit` due mails for `leaseMs`, so of several server processes exactly one sends
 * each mail (jobs/leases.repository.ts).
 */
export async function claimDue(
  db: Db,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<MailOutboxRow[]> {
  const ids = await claimLeases(
    db,
    { table: 'mail_outbox', key: 'mailId', due: 'nextAttemptAt', openStates: null },
    { now, leaseMs, limit, owner: null },
  );
  if (ids.length === 0) return [];
  return db.selectFrom('mail_outbox').selectAll().where('mailId', 'in', ids).execute();
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

/** Deletes the mail not yet sent to these addresses (the demo seed's made-up shoppers). */
export async function discardUnsent(db: Db, addresses: readonly string[]): Promise<void> {
  if (addresses.length === 0) return;
  await db
    .deleteFrom('mail_outbox')
    .where('toAddress', 'in', addresses)
    .where('sentAt', 'is', null)
    .execute();
}
