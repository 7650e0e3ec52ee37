import { describeAdapter } from '@frameshop/db/testing/test-database';
import { deliverMail } from '@frameshop/domain/mail/outbox.service';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import { brokenStockInvariants, stockFigures } from '@frameshop/domain/testing/stock-invariants';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, bearer, createAdmin, loginToken, signupAndLogin, useApp } from './helpers';
import { startSmtpCapture } from './support/smtp-capture';

/**
 * Issue 24 over real HTTP: the stock screen, customers and contact replies are admins' only
 * (401 anonymous, 403 shopper, nothing changed), and a reply really goes out over SMTP.
 */
describeAdapter('admin daily screens over tRPC', (t) => {
  const env: Record<string, string> = { ADMIN_NOTIFY_EMAIL: 'owner@frameshop.test' };
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env.SMTP_URL = smtp.url;
    env.MAIL_FROM = 'Frame Shop <shop@frameshop.test>';
  });
  afterAll(() => smtp.close());
  const ctx = useApp(t, { env });
  let admin: { authorization: string };
  let asha: { authorization: string };
  beforeAll(async () => {
    await seedDemoCatalogue.run(systemContext(ctx.app.deps, 'seed'), undefined);
    await createAdmin(ctx.app);
    admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    asha = bearer(await signupAndLogin(ctx.app));
  }, 120_000);

  const query = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers,
    });
  const mutate = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input as object });
  const firstVariant = async () => {
    const res = await query('inventory.list', { search: '', page: 1 }, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data.data[0];
  };

  it('every new procedure refuses anonymous callers (401) and shoppers (403), changing nothing', async () => {
    const v = await firstVariant();
    const before = await stockFigures(t);
    const outbox = () => t.db.selectFrom('mail_outbox').selectAll().execute();
    const mailBefore = await outbox();
    const calls: [string, 'query' | 'mutation', unknown][] = [
      ['inventory.list', 'query', { search: '', page: 1 }],
      ['inventory.history', 'query', { frameSizeId: v.frameSizeId }],
      [
        'inventory.adjust',
        'mutation',
        { frameSizeId: v.frameSizeId, kind: 'received', quantity: 5, reason: 'x' },
      ],
      ['customers.list', 'query', { search: '', page: 1 }],
      ['customers.byId', 'query', { userId: 1 }],
      ['content.contacts.replies', 'query', { contactId: 1 }],
      ['content.contacts.reply', 'mutation', { contactId: 1, message: 'Hi' }],
    ];
    for (const [path, kind, input] of calls) {
      const call = kind === 'query' ? query : mutate;
      expect((await call(path, input)).statusCode, path).toBe(401);
      expect((await call(path, input, asha)).statusCode, path).toBe(403);
    }
    expect(await stockFigures(t)).toEqual(before);
    expect(await outbox()).toEqual(mailBefore);
  });

  it('stock: a refused adjustment is a 409 naming the size and changes nothing; a received one moves both figures', async () => {
    const v = await firstVariant();
    const before = await stockFigures(t);
    const refused = await mutate(
      'inventory.adjust',
      { frameSizeId: v.frameSizeId, kind: 'damaged', quantity: v.remaining + 1, reason: 'Flood' },
      admin,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(`of ${v.frameName} ${v.size} as damaged`);
    const bad = await mutate(
      'inventory.adjust',
      { frameSizeId: v.frameSizeId, kind: 'received', quantity: -3, reason: 'x' },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(await stockFigures(t)).toEqual(before);

    const ok = await mutate(
      'inventory.adjust',
      { frameSizeId: v.frameSizeId, kind: 'received', quantity: 2, reason: 'Delivery' },
      admin,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.data.variant).toMatchObject({
      total: v.total + 2,
      remaining: v.remaining + 2,
    });
    const history = await query('inventory.history', { frameSizeId: v.frameSizeId }, admin);
    expect(history.json().result.data.movements[0]).toMatchObject({
      reason: 'received',
      delta: 2,
      note: 'Delivery',
      balance: v.remaining + 2,
    });
    expect(await brokenStockInvariants(t)).toEqual([]);
  });

  it('customers: the shopper is listed and has a page', async () => {
    const list = await query('customers.list', { search: 'asha', page: 1 }, admin);
    expect(list.statusCode, list.body).toBe(200);
    const [asha] = list.json().result.data.data;
    expect(asha).toMatchObject({ email: 'asha@example.com', orderCount: 0, spentPaise: 0 });
    const page = await query('customers.byId', { userId: asha.userId }, admin);
    expect(page.json().result.data).toMatchObject({ name: 'Asha Rao', orders: [], addresses: [] });
    expect((await query('customers.byId', { userId: 999_999 }, admin)).statusCode).toBe(404);
  });

  it('contact reply: kept, closes the request, and the mail really goes out over SMTP', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: { name: 'Kiran', email: 'kiran@example.com', message: 'Do you ship to Goa?' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [contact] = (await query('content.contacts.list', {}, admin)).json().result.data;
    const tooLong = await mutate(
      'content.contacts.reply',
      { contactId: contact.contactId, message: 'x'.repeat(5001) },
      admin,
    );
    expect(tooLong.statusCode).toBe(400);
    const reply = await mutate(
      'content.contacts.reply',
      { contactId: contact.contactId, message: 'Yes, in 5 to 7 days.' },
      admin,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const [after] = (await query('content.contacts.list', {}, admin)).json().result.data;
    expect(after.status).toBe('closed');
    const replies = await query(
      'content.contacts.replies',
      { contactId: contact.contactId },
      admin,
    );
    expect(replies.json().result.data).toMatchObject([{ message: 'Yes, in 5 to 7 days.' }]);

    await deliverMail.run(systemContext(ctx.app.deps, 'mail'), undefined);
    const mail = smtp.received.find((m) => m.to.includes('kiran@example.com'));
    expect(mail?.text).toContain('Subject: Frame Shop: a reply to your message');
    expect(mail?.text).toContain('Yes, in 5 to 7 days.');
    expect(mail?.text).toContain('> Do you ship to Goa?');
  });
});
