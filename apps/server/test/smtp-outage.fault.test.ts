import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import {
  deliverMail,
  MAIL_RETRY_DELAYS_MS,
  queueMail,
} from '@frameshop/domain/mail/outbox.service';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';
import { freePort } from './support/raw-http';
import { startSmtpCapture } from './support/smtp-capture';

/**
 * Issue 19 §6: the mail server down. Mail waits in the outbox and is tried again later and later,
 * for as long as the server is away (never given up: it was never refused); when the server comes
 * back, each mail goes out exactly once. A mail the server refuses (550) is given up after the
 * last delay. The outbox job's clock is the test's, so hours pass in milliseconds. SQLite: this
 * is about the mail server, not the database.
 */
describe('faults: the mail server down [sqlite]', () => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  let clock = Date.UTC(2026, 0, 5, 10, 0, 0);
  beforeAll(async () => {
    t = await createTestDatabase('sqlite');
    // Nothing listens on this port until the test starts a mail server there.
    port = await freePort();
    app = await buildApp({
      config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
      database: t,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  const deliver = () =>
    deliverMail.run(systemContext({ ...app.deps, now: () => clock }, 'mail'), undefined);
  const rows = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('mailId').execute();
  const queue = (to: string[]) =>
    t.db.transaction().execute((trx) =>
      queueMail(
        trx,
        to.map((address) => ({
          to: address,
          subject: `Your order, ${address}`,
          text: 'Shipped',
          html: '<p>Shipped</p>',
        })),
        clock,
      ),
    );

  it('waits with growing delays while the server is away, then sends each mail once', async () => {
    await queue(['asha@example.com', 'ravi@example.com']);
    const waits: number[] = [];
    // Seven attempts with nobody listening: more than the delays listed.
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect(await deliver()).toEqual({ sent: 0, failed: 2 });
      const [first, second] = await rows();
      expect(Number(first?.attempts)).toBe(attempt);
      expect(first?.sentAt).toBeNull();
      expect(first?.leaseUntil).toBeNull();
      expect(first?.lastError).toBeTruthy();
      expect(second?.nextAttemptAt).toBe(first?.nextAttemptAt);
      const next = Number(first?.nextAttemptAt);
      waits.push(next - clock);
      // Not due a moment before its time: nothing is tried.
      clock = next - 1;
      expect(await deliver()).toEqual({ sent: 0, failed: 0 });
      clock = next;
    }
    const longest = MAIL_RETRY_DELAYS_MS[MAIL_RETRY_DELAYS_MS.length - 1] as number;
    expect(waits).toEqual([...MAIL_RETRY_DELAYS_MS, longest, longest]);

    // The server comes back where it was: both go out, once.
    const smtp = await startSmtpCapture({ port });
    try {
      expect(await deliver()).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received.map((m) => m.to).sort()).toEqual([
        ['asha@example.com'],
        ['ravi@example.com'],
      ]);
      clock += 24 * 60 * 60_000;
      expect(await deliver()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      for (const row of await rows()) {
        expect(row.sentAt).not.toBeNull();
        expect(row.nextAttemptAt).toBeNull();
        expect(row.leaseUntil).toBeNull();
      }
    } finally {
      await smtp.close();
    }
  });

  it('two workers at once while it comes back: each mail still goes out once', async () => {
    await t.db.deleteFrom('mail_outbox').execute();
    await queue(Array.from({ length: 10 }, (_, i) => `shopper${i}@example.com`));
    expect(await deliver()).toEqual({ sent: 0, failed: 10 });
    clock += MAIL_RETRY_DELAYS_MS[0] as number;
    const smtp = await startSmtpCapture({ port, delayMs: 20 });
    try {
      const [a, b] = await Promise.all([deliver(), deliver()]);
      expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(10);
      expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(10);
      expect(smtp.received).toHaveLength(10);
    } finally {
      await smtp.close();
    }
  });

  it('a mail the server refuses for good (550) is given up after the last delay', async () => {
    await t.db.deleteFrom('mail_outbox').execute();
    await queue(['nobody@example.com']);
    const smtp = await startSmtpCapture({ port, refuse: (to) => to === 'nobody@example.com' });
    try {
      for (let attempt = 1; attempt <= MAIL_RETRY_DELAYS_MS.length + 1; attempt++) {
        expect(await deliver()).toEqual({ sent: 0, failed: 1 });
        const [row] = await rows();
        if (row?.nextAttemptAt === null) break;
        clock = Number(row?.nextAttemptAt);
      }
      const [row] = await rows();
      expect(Number(row?.attempts)).toBe(MAIL_RETRY_DELAYS_MS.length + 1);
      expect(row?.nextAttemptAt).toBeNull();
      expect(row?.sentAt).toBeNull();
      expect(row?.lastError).toMatch(/550/);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
