import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  /** Headers unfolded and quoted-printable soft breaks joined, so a test can search it. */
  text: string;
}

/**
 * A real SMTP server that keeps what it receives: on a free port, or on `port` (a server that
 * comes back where it was); `delayMs` makes it slow to accept each message; `refuse` names
 * recipients it refuses for good (550, as for an unknown mailbox).
 */
export async function startSmtpCapture(
  options: { port?: number; delayMs?: number; refuse?: (address: string) => boolean } = {},
): Promise<{
  url: string;
  received: CapturedMail[];
  close: () => Promise<void>;
}> {
  const received: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: raw.replace(/=\r?\n/g, '').replace(/\r?\n\s+/g, ' '),
        });
        if (options.delayMs) setTimeout(callback, options.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
