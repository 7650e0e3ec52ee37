import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describeAdapter } from '@frameshop/db/testing/test-database';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config';
import { useApp } from './helpers';
import { useContentRest } from './support/content-rest';

/** Contact inquiries over REST, the admin's mail over real SMTP, and where mail goes without it. */
describeAdapter('content REST (issue 9 calls)', (t) => {
  const suite = useContentRest(t);
  const { call, refused } = suite;
  let shopper: Record<string, string>;
  beforeAll(() => {
    ({ shopper } = suite);
  });

  it('contacts: public submit 201, admin list and delete; bad input and honeypot store nothing', async () => {
    const inquiry = {
      name: 'Kiran',
      email: 'kiran@example.com',
      phone: '9876543210',
      message: 'Can you frame a 24x36 poster?',
      inquiryType: 'Custom frame',
    };
    const res = await call('POST', '/contact/create', inquiry, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const list = await call('GET', '/contact/getall');
    expect(list.json()).toEqual([
      { contactId: expect.any(Number), ...inquiry, status: 'new', createdAt: expect.any(String) },
    ]);
    const honeypot = await refused(201, () =>
      call('POST', '/contact/create', { ...inquiry, website: 'http://spam' }, {}),
    );
    expect(honeypot.json()).toEqual(res.json());
    await refused(400, () =>
      call('POST', '/contact/create', { ...inquiry, message: 'x'.repeat(100_000) }, {}),
    );
    await refused(400, () => call('POST', '/contact/create', { ...inquiry, email: 'nope' }, {}));
    await refused(400, () => call('POST', '/contact/create', { ...inquiry, message: '' }, {}));
    expect((await call('GET', '/contact/getall', undefined, shopper)).statusCode).toBe(403);
    const id = list.json()[0].contactId;
    expect((await call('DELETE', `/contact/remove/${id}`)).json()).toEqual({
      message: 'Request Deleted...',
    });
    expect((await call('DELETE', `/contact/remove/${id}`)).statusCode).toBe(404);
  });
});

describeAdapter('contact inquiry e-mail over real SMTP', (t) => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const env: Record<string, string> = { ADMIN_NOTIFY_EMAIL: 'owner@frameshop.test' };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    env.MAIL_FROM = 'Frame Shop <shop@frameshop.test>';
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const ctx = useApp(t, { env });

  it('sends "new contact inquiry" to the admin address after the inquiry is stored', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: {
        name: 'Kiran Mehta',
        email: 'kiran@example.com',
        phone: '9876543210',
        message: 'Please call me about <b>bulk</b> frames.',
        inquiryType: 'Bulk order',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(received).toHaveLength(1);
    const mail = received[0] as (typeof received)[number];
    expect(mail.to).toEqual(['owner@frameshop.test']);
    expect(mail.from).toBe('shop@frameshop.test');
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/\r?\n\s+/g, ' ');
    expect(unfolded).toContain('Subject: Frame Shop: new contact inquiry from Kiran Mehta');
    expect(unfolded).toMatch(/Reply-To: kiran@example\.com/i);
    expect(unfolded).toContain('Please call me about <b>bulk</b> frames.');
    expect(unfolded).toContain('&lt;b&gt;bulk&lt;/b&gt;');
    expect(unfolded).toContain('Inquiry type: Bulk order');
  });

  it('a mail server that is down does not fail the submission', async () => {
    const before = received.length;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: { name: 'A', email: 'a@example.com', message: 'Hello' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(received.length).toBe(before);
    const count = await t.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});

describe('mail configuration', () => {
  it('derives the outbox beside UPLOADS_DIR, notifies ADMIN_EMAIL unless ADMIN_NOTIFY_EMAIL is set', () => {
    const c = loadConfig({});
    expect(c.outboxDir).toBe(join(REPO_ROOT, 'data/outbox'));
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.adminNotifyEmail).toBeNull();
    expect(loadConfig({ UPLOADS_DIR: '/srv/up' }).outboxDir).toBe('/srv/outbox');
    expect(
      loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long-enough' })
        .adminNotifyEmail,
    ).toBe('boss@example.com');
    expect(
      loadConfig({
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'long-enough',
        ADMIN_NOTIFY_EMAIL: 'desk@example.com',
      }).adminNotifyEmail,
    ).toBe('desk@example.com');
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ UPLOADS_DIR: '/srv/up', OUTBOX_DIR: '/srv/up/mail' })).toThrow(
      /OUTBOX_DIR/,
    );
  });
});
