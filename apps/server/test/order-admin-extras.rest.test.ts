import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { deliverMail } from '@frameshop/domain/mail/outbox.service';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  signupAndLogin,
  tableCounts,
  useApp,
} from './helpers';
import { placeOrder, SHIPPING, variantPicker } from './support/order-fixtures';
import { type CapturedMail, startSmtpCapture } from './support/smtp-capture';

/**
 * Issue 11 beyond placing: notes, mail after commit with retries, the CSV export, the paid
 * order that cannot be deleted, and the reviews' 'Verified purchase' badge.
 */
describeEachDialect('order admin: notes, mail, export, delete, verified badge', (t) => {
  const env: Record<string, string> = {};
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env.SMTP_URL = smtp.url;
    env.MAIL_FROM = 'Frame Shop <shop@frameshop.test>';
  });
  afterAll(() => smtp.close());
  const ctx = useApp(t, { env });
  const pick = variantPicker(() => t.db);
  let admin: { authorization: string };
  let asha: { authorization: string };
  beforeAll(async () => {
    await seedDemoCatalogue.run(systemContext(ctx.app.deps, 'seed'), undefined);
    await createAdmin(ctx.app);
    admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    asha = bearer(await signupAndLogin(ctx.app));
  }, 120_000);

  const trpc = (
    path: string,
    input: unknown,
    headers: Record<string, string>,
    method: 'GET' | 'POST' = 'POST',
  ) =>
    method === 'GET'
      ? ctx.app.inject({
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers,
        })
      : ctx.app.inject({ method, url: `/trpc/${path}`, headers, payload: input as object });
  const deliver = () => deliverMail.run(systemContext(ctx.app.deps, 'mail'), undefined);
  const mailsTo = (address: string, subject: string): CapturedMail[] =>
    smtp.received.filter((m) => m.to.includes(address) && m.text.includes(subject));

  describe('notes', () => {
    it('an admin adds a note to the timeline; a shopper cannot; a bad note stores nothing', async () => {
      const [v] = await pick(1, 3);
      const order = await placeOrder(ctx.app, asha, v);
      const add = await trpc(
        'orders.addNote',
        { orderId: order.orderId, note: 'Call before 6pm' },
        admin,
      );
      expect(add.statusCode, add.body).toBe(200);
      expect(add.json().result.data.message).toBe('Note added');
      const before = await tableCounts(t);
      const shopper = await trpc('orders.addNote', { orderId: order.orderId, note: 'x' }, asha);
      expect(shopper.statusCode).toBe(403);
      const empty = await trpc('orders.addNote', { orderId: order.orderId, note: '   ' }, admin);
      expect(empty.statusCode).toBe(400);
      const missing = await trpc('orders.addNote', { orderId: 999_999, note: 'x' }, admin);
      expect(missing.statusCode).toBe(404);
      // Longer than the timeline keeps (500): a 400, where MySQL used to answer 500 (fuzzer).
      const long = await trpc(
        'orders.addNote',
        { orderId: order.orderId, note: 'é'.repeat(501) },
        admin,
      );
      expect(long.statusCode).toBe(400);
      expect(await tableCounts(t)).toEqual(before);
      const longest = await trpc(
        'orders.addNote',
        { orderId: order.orderId, note: 'é'.repeat(500) },
        admin,
      );
      expect(longest.statusCode, longest.body).toBe(200);
      const detail = await trpc('orders.byId', { orderId: order.orderId }, admin, 'GET');
      const note = detail
        .json()
        .result.data.timeline.find((e: { kind: string }) => e.kind === 'note');
      expect(note).toMatchObject({ actor: 'admin', detail: 'Call before 6pm' });
      // The shopper's own view of the order carries the timeline but is the same order.
      const mine = await trpc('orders.mineById', { orderId: order.orderId }, asha, 'GET');
      expect(mine.statusCode).toBe(200);
    });
  });

  describe('mail after commit', () => {
    it('mails Shipped, Delivered and Cancelled to the shopper once each, after the change', async () => {
      // The sign-up's verification mail (issue 22) goes first, so only the order's are counted.
      await deliver();
      const [v] = await pick(1, 3);
      const order = await placeOrder(ctx.app, asha, v);
      for (const status of [3, 4]) {
        const res = await trpc('orders.setStatus', { orderId: order.orderId, status }, admin);
        expect(res.statusCode, res.body).toBe(200);
      }
      // Nothing is sent inside the request: the outbox holds them until the job runs.
      expect(mailsTo('asha@example.com', `Order #${order.orderId} has shipped`)).toHaveLength(0);
      expect(await deliver()).toMatchObject({ sent: 2, failed: 0 });
      const shipped = mailsTo('asha@example.com', `Order #${order.orderId} has shipped`);
      expect(shipped).toHaveLength(1);
      expect(shipped[0]?.text).toContain('12 MG Road');
      expect(shipped[0]?.text).toContain(v.name);
      expect(mailsTo('asha@example.com', `Order #${order.orderId} delivered`)).toHaveLength(1);
      // A second run sends nothing again.
      expect(await deliver()).toMatchObject({ sent: 0 });
    });

    it('a mail server that is down never fails the change: the mail is retried later', async () => {
      const [v] = await pick(1, 3);
      const order = await placeOrder(ctx.app, asha, v);
      await smtp.close();
      const res = await trpc('orders.setStatus', { orderId: order.orderId, status: 5 }, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(await deliver()).toMatchObject({ sent: 0, failed: 1 });
      const row = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('subject', 'like', `%Order #${order.orderId} cancelled%`)
        .executeTakeFirstOrThrow();
      expect(Number(row.attempts)).toBe(1);
      expect(row.sentAt).toBeNull();
      expect(Number(row.nextAttemptAt)).toBeGreaterThan(Date.now());
      expect(row.lastError).toBeTruthy();
      // The server is back and the retry is due: it goes out.
      smtp = await startSmtpCapture();
      ctx.app.deps.mailer = (await import('@frameshop/domain/mail/nodemailer-mailer')).createMailer(
        {
          smtpUrl: smtp.url,
          outboxDir: '/tmp',
          from: 'Frame Shop <shop@frameshop.test>',
          log: () => {},
        },
      );
      await t.db
        .updateTable('mail_outbox')
        .set({ nextAttemptAt: Date.now() - 1 })
        .where('mailId', '=', row.mailId)
        .execute();
      expect(await deliver()).toMatchObject({ sent: 1 });
      expect(mailsTo('asha@example.com', `Order #${order.orderId} cancelled`)).toHaveLength(1);
    });
  });

  describe('CSV export', () => {
    it('streams the current filter with en-IN amounts and IST dates, to admins only', async () => {
      const [v] = await pick(1, 5);
      const order = await placeOrder(ctx.app, asha, v, 2);
      const url = `/api/order/export.csv?search=${order.orderId}`;
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url, headers: asha })).statusCode).toBe(403);
      const res = await ctx.app.inject({ url, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-.*\.csv"/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toContain('Order,Date (IST),First name');
      const row = lines.find((l) => l.startsWith(`#${order.orderId},`));
      expect(row).toBeDefined();
      const grand = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(
        order.grandTotal,
      );
      expect(row).toContain(grand.includes(',') ? `"${grand}"` : grand);
      expect(row).toContain(`2 × ${v.name}`);
      const ist = new Intl.DateTimeFormat('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date());
      expect(row).toContain(ist);
      const bad = await ctx.app.inject({ url: '/api/order/export.csv?status=9', headers: admin });
      expect(bad.statusCode).toBe(400);
    });
    it('writes a name that looks like a formula as text (CSV injection)', async () => {
      const [v] = await pick(1, 2);
      const res = await trpc(
        'orders.place',
        {
          shipping: { ...SHIPPING, firstName: '=HYPERLINK("http://evil.test")', lastName: '+Rao' },
          lines: [{ kind: 'ready', frameId: v?.frameId, sizeId: v?.sizeId, quantity: 1 }],
        },
        asha,
      );
      expect(res.statusCode, res.body).toBe(200);
      const orderId = res.json().result.data.orderId as number;
      const csv = await ctx.app.inject({
        url: `/api/order/export.csv?search=${orderId}`,
        headers: admin,
      });
      const row = csv.body.split('\n').find((l) => l.startsWith(`#${orderId},`));
      expect(row).toContain(`"'=HYPERLINK(""http://evil.test"")",'+Rao`);
    });
  });

  describe('delete', () => {
    it('refuses a paid order with a clear 409 and changes nothing', async () => {
      const [v] = await pick(1, 3);
      const order = await placeOrder(ctx.app, asha, v);
      await t.db
        .updateTable('orders')
        .set({ paymentStatus: 'paid', paidAt: Date.now() })
        .where('orderId', '=', order.orderId)
        .execute();
      const before = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('orderId', '=', order.orderId)
        .executeTakeFirstOrThrow();
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/order/delete/${order.orderId}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This order is paid: cancel and refund it first');
      const after = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('orderId', '=', order.orderId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });
  });

  describe('verified purchase', () => {
    it("marks a review 'verified' once the author's order with that frame is delivered", async () => {
      const [v] = await pick(1, 3);
      const order = await placeOrder(ctx.app, asha, v);
      const review = await trpc(
        'content.reviews.create',
        { frameId: v.frameId, rating: 5, title: 'Lovely', review: 'Sturdy and well finished.' },
        asha,
      );
      expect(review.statusCode, review.body).toBe(200);
      const listed = async () => {
        const r = await trpc('content.reviews.listForFrame', { frameId: v.frameId }, {}, 'GET');
        if (r.statusCode !== 200) throw new Error(r.body);
        return r.json().result.data.reviews[0];
      };
      expect((await listed()).verified).toBe(false);
      await trpc('orders.setStatus', { orderId: order.orderId, status: 4 }, admin);
      expect((await listed()).verified).toBe(true);
      const all = await trpc('content.reviews.listAll', {}, admin, 'GET');
      const mine = all.json().result.data.find((r: { frameId: number }) => r.frameId === v.frameId);
      expect(mine.verified).toBe(true);
    });
  });
});
