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

export interface Mailer {
  /** Sends (or files) one message; rejects when it could not. */
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
