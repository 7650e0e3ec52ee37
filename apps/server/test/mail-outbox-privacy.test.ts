import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { TABLES_CHILD_FIRST } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { deliverMail, pruneMailOutbox } from '@frameshop/domain/mail/outbox.service';
import { systemContext } from '@frameshop/domain/shared/context';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { backupDatabase } from '../src/ops/backup';
import { signupAndLogin, useApp } from './helpers';
import { startSmtpCapture } from './support/smtp-capture';

/**
 * Reset and verification links are not kept: once a mail is sent its bodies are blanked
 * (recipient, subject, kind and times stay), a link mail not sent by its link's expiry is never
 * sent, and sent rows go after MAIL_RETENTION_DAYS. After sending, no table and no backup holds
 * a link's token.
 */
describeEachDialect(
  'mail outbox: links are not kept',
  (t) => {
    const env: Record<string, string> = {};
    let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
    const outDir = mkdtempSync(join(tmpdir(), 'frameshop-test-mail-backups-'));
    beforeAll(async () => {
      smtp = await startSmtpCapture();
      env.SMTP_URL = smtp.url;
      env.MAIL_FROM = 'Frame Shop <shop@frameshop.test>';
    });
    afterAll(() => {
      smtp.close();
      rmSync(outDir, { recursive: true, force: true });
    });
    const ctx = useApp(t, { env });
    beforeEach(async () => {
      await t.truncate();
      smtp.received.length = 0;
    });

    const deliver = (aheadMs = 0) =>
      deliverMail.run(
        { ...systemContext(ctx.app.deps, 'mail'), now: () => Date.now() + aheadMs },
        undefined,
      );
    const tokensMailed = () => [
      ...new Set(
        smtp.received.flatMap((m) =>
          [
            ...m.text
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '=')
              .matchAll(/token=([\w-]{43})/g),
          ].map((x) => x[1] as string),
        ),
      ),
    ];

    /** Every row of every table, as text. */
    async function everyRow(): Promise<string> {
      const all: unknown[] = [];
      for (const table of TABLES_CHILD_FIRST) {
        all.push(await t.db.selectFrom(table).selectAll().execute());
      }
      return JSON.stringify(all);
    }

    it('after sending, no row and no backup holds a reset or verification token', async () => {
      await signupAndLogin(ctx.app);
      const forgot = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: 'asha@example.com' },
      });
      expect(forgot.statusCode).toBe(202);
      expect(await deliver()).toMatchObject({ sent: 2 });
      const tokens = tokensMailed();
      expect(tokens).toHaveLength(2);

      const rows = await t.db.selectFrom('mail_outbox').selectAll().orderBy('mailId').execute();
      expect(rows.map((r) => [r.toAddress, r.kind, r.textBody, r.htmlBody])).toEqual([
        ['asha@example.com', 'verify-link', '', ''],
        ['asha@example.com', 'reset-link', '', ''],
      ]);
      for (const r of rows) {
        expect(r.subject).not.toBe('');
        expect(r.sentAt).not.toBeNull();
        expect(r.createdAt).toBeGreaterThan(0);
      }
      const text = await everyRow();
      for (const token of tokens) expect(text).not.toContain(token);

      const backup = await backupDatabase({ databaseUrl: t.url, baseDir: '/', outDir });
      const raw = readFileSync(backup.file);
      const dump = (backup.file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('latin1');
      expect(dump).toContain('asha@example.com');
      for (const token of tokens) expect(dump).not.toContain(token);
    });

    it('a link mail not sent by its link’s expiry is never sent, and keeps no link', async () => {
      await signupAndLogin(ctx.app);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: 'asha@example.com' },
      });
      // Half an hour and a minute later the reset link is dead; the verification link (24 h) not.
      expect(await deliver(31 * 60_000)).toMatchObject({ sent: 1 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.text).toMatch(/Subject: Verify your e-mail address/);
      const reset = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'reset-link')
        .executeTakeFirstOrThrow();
      expect(reset).toMatchObject({
        textBody: '',
        htmlBody: '',
        sentAt: null,
        nextAttemptAt: null,
        lastError: expect.stringMatching(/expired/),
      });
      // Nothing is left to send, now or later.
      expect(await deliver(40 * 60_000)).toEqual({ sent: 0, failed: 0 });
    });

    it('the hourly sweep prunes sent mail past the retention and blanks expired link mail', async () => {
      await signupAndLogin(ctx.app);
      expect(await deliver()).toMatchObject({ sent: 1 });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: 'asha@example.com' },
      });
      const sweep = (aheadMs: number) =>
        pruneMailOutbox.run(
          { ...systemContext(ctx.app.deps, 'mail-retention'), now: () => Date.now() + aheadMs },
          { retentionDays: 30 },
        );
      // 31 minutes on: the unsent reset mail's link has expired; the sent mail is still kept.
      expect(await sweep(31 * 60_000)).toEqual({ pruned: 0, expired: 1 });
      const rows = await t.db.selectFrom('mail_outbox').selectAll().orderBy('mailId').execute();
      expect(rows.map((r) => [r.kind, r.textBody === '', r.sentAt === null])).toEqual([
        ['verify-link', true, false],
        ['reset-link', true, true],
      ]);
      // 31 days on: the sent mail goes; the expired one (never sent) goes too.
      expect(await sweep(31 * 24 * 3600_000)).toEqual({ pruned: 2, expired: 0 });
      expect(await t.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    });

    it('MAIL_RETENTION_DAYS is 30 unless set, and must be a positive whole number', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).MAIL_RETENTION_DAYS).toBe(30);
      expect(loadConfig({ NODE_ENV: 'test', MAIL_RETENTION_DAYS: '7' }).MAIL_RETENTION_DAYS).toBe(
        7,
      );
      expect(() => loadConfig({ NODE_ENV: 'test', MAIL_RETENTION_DAYS: '0' })).toThrow(
        /MAIL_RETENTION_DAYS/,
      );
    });
  },
  { sqliteFile: true },
);
