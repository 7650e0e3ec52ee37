import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { type Mailer, type MailMessage, MailRejected } from '../shared/mailer';

export interface MailerOptions {
  /** smtp:// or smtps:// URL (user and password inside); unset: write .eml files instead. */
  smtpUrl?: string;
  /** Where .eml files go without SMTP. */
  outboxDir: string;
  /** The From header: "Frame Shop <no-reply@example.com>". */
  from: string;
  /** A line per message filed, and per failure with its error (the server passes its logger). */
  log?: (line: string, error?: unknown) => void;
}

/**
 * SMTP through nodemailer when a server is configured; otherwise each message is written as an
 * RFC 822 `.eml` file (open it in any mail client) and logged, so `npm start` needs nothing.
 */
export function createMailer(options: MailerOptions): Mailer {
  const log =
    options.log ??
    ((line: string, error?: unknown) => (error ? console.error(line, error) : console.info(line)));
  /** Failures are logged here, then rethrown for the caller to decide. */
  const logged =
    (send: (message: MailMessage) => Promise<void>) =>
    async (message: MailMessage): Promise<void> => {
      try {
        await send(message);
      } catch (error) {
        log(`Mail to ${message.to} ("${message.subject}") failed`, error);
        throw error;
      }
    };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      // A slow or dead server must not hold the request that sends for long. (These are
      // transport options: given as createTransport's second argument they would be message
      // defaults and never reach the connection.)
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      send: logged(async (message) => {
        try {
          await transport.sendMail({ from: options.from, ...message });
        } catch (error) {
          // nodemailer puts the server's reply code on the error; none: it was never reached.
          const reply = (error as { responseCode?: unknown }).responseCode;
          if (typeof reply === 'number' && reply >= 500 && reply < 600) {
            throw new MailRejected((error as Error).message, { cause: error });
          }
          throw error;
        }
      }),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: logged(async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log(`Mail to ${message.to} ("${message.subject}") written to ${file} (no SMTP_URL set)`);
    }),
  };
}
