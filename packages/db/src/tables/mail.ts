import type { ColumnType, Generated, Selectable } from 'kysely';

export interface MailTables {
  mail_outbox: MailOutboxTable;
  job_schedule: JobScheduleTable;
}

/** When each periodic job may next run: the process that moves it on runs it (issue 20). */
export interface JobScheduleTable {
  jobName: string;
  nextRunAt: number;
  lastOwner: string | null;
  lastRunAt: number | null;
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
  /** 'reset-link', 'verify-link'; null for other mail (migration 0032). */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  /** A link mail's link expiry: not sent past it, its bodies blanked (migration 0032). */
  expiresAt: ColumnType<number | null, number | null | undefined, number | null>;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;
