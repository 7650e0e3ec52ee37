/**
 * Outgoing e-mail. Interfaces only: mail/ holds the implementation (nodemailer over SMTP, or
 * `.eml` files in an outbox folder when no SMTP server is configured).
 */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: what every client can show. */
  text: string;
  /** The same message as simple HTML; every interpolated value already escaped. */
  html: string;
  replyTo?: string;
}

/** A message as the outbox keeps it until sent. */
export interface QueuedMail extends MailMessage {
  /** What it is, kept after sending for diagnostics ('reset-link', 'verify-link'). */
  kind?: string;
  /** A mail carrying a link: when the link expires. It is not sent after that. */
  expiresAt?: number;
}

/**
 * The mail server refused the message for good (an SMTP 5xx: no such mailbox, refused by
 * policy). Every other failure (no server, a timeout, a 4xx "try later") is worth retrying.
 */
export class MailRejected extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailRejected';
  }
}

export interface Mailer {
  /** Sends (or files) one message; rejects when it could not (MailRejected: for good). */
  send(message: MailMessage): Promise<void>;
}

/** Where notifications go and how the shop signs them. */
export interface MailSettings {
  /** The admin address new inquiries are reported to; null: nobody is notified. */
  adminNotifyEmail: string | null;
  shopName: string;
  /** The shop's public address, for links in mails ("https://shop.example", no trailing /). */
  publicUrl: string;
}
