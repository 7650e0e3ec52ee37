import { claimLeases } from '@frameshop/db/leases';
import type { MailOutboxRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';
import type { QueuedMail } from '../shared/mailer';

/** Every SQL statement of the mail outbox. */

/**
 * Mail bodies are kept only until sent (docs/decisions/0023-personal-data-at-rest.md): a sent
 * mail, and a link mail whose link expired first, keep recipient, subject, kind and times.
 */

/** Written inside the transaction of the change the mail reports: both commit, or neither. */
export async function queueMail(trx: Trx, messages: QueuedMail[], at: number): Promise<void> {
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
        kind: m.kind ?? null,
        expiresAt: m.expiresAt ?? null,
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
    .set({
      sentAt: at,
      nextAttemptAt: null,
      leaseUntil: null,
      lastError: null,
      textBody: '',
      htmlBody: '',
    })
    .where('mailId', '=', mailId)
    .execute();
}

const EXPIRED = 'Not sent: its link expired first';

/** A link mail past its link's expiry: never sent, its bodies (the link) blanked. */
export async function markExpired(db: Db, mailId: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ nextAttemptAt: null, leaseUntil: null, lastError: EXPIRED, textBody: '', htmlBody: '' })
    .where('mailId', '=', mailId)
    .execute();
}

/** Every unsent link mail whose link has expired, whether or not a sender claimed it. */
export async function expireLinkMail(db: Db, now: number): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ nextAttemptAt: null, leaseUntil: null, lastError: EXPIRED, textBody: '', htmlBody: '' })
    .where('sentAt', 'is', null)
    .where('expiresAt', '<=', now)
    .where((eb) => eb.or([eb('textBody', '!=', ''), eb('nextAttemptAt', 'is not', null)]))
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sent mail older than `before`, and mail given up (or expired) before it. */
export async function pruneMail(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb('sentAt', '<', before),
        eb.and([
          eb('sentAt', 'is', null),
          eb('nextAttemptAt', 'is', null),
          eb('createdAt', '<', before),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
