import type { Generated, Selectable } from 'kysely';

export interface MailTables {
  mail_outbox: MailOutboxTable;
}

/** Mail written with the change it reports, sent after commit and retried (issue 11). */
export interface MailOutboxTable {
  mailId: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  replyTo: string | null;
  createdAt: number;
  attempts: Generated<number>;
  nextAttemptAt: number | null;
  leaseUntil: number | null;
  sentAt: number | null;
  lastError: string | null;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;
