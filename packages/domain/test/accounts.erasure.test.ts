import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { migrations } from '@frameshop/migrations';
import type { Kysely } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { deleteMyAccount, deleteUser, exportMyData } from '../src/accounts/accounts.service';
import { submitContact } from '../src/content/contacts.service';
import { createReview } from '../src/content/reviews.service';
import { orderInvoicePdf } from '../src/invoices/invoices.service';
import { settleAttempt } from '../src/payment/settlement';
import type { ServiceContext } from '../src/shared/context';
import { signup } from '../src/users/auth.service';
import { ctxFor, refusal } from './helpers';
import { openShop, order, pay, SHIPPING, type Shop } from './support/shop-fixtures';

/**
 * What deleting an account leaves, and what the data download holds:
 * - tax invoices keep what GST law needs of the buyer (name, address, state), never the e-mail
 *   or phone, in the table or on the PDF;
 * - an admin's deletion of a user erases exactly what the person's own deletion does;
 * - inquiries sent from the account's address belong to it only once the address is verified,
 *   and only those sent before the account asked; otherwise they stay with the shop.
 */

const KARNATAKA = {
  legalName: 'Frame Shop Private Limited',
  address: '4 Residency Road, Bengaluru 560025',
  state: 'Karnataka' as const,
  gstin: '29AAPFU0939F1ZR',
};
const PASSWORD = 'Tulsi-garden-42';

const pdfText = (bytes: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'erasure-pdf-'));
  writeFileSync(join(dir, 'doc.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
};

describeEachDialect('account erasure and the data download', (t) => {
  let shop: Shop;
  let clock: number;
  const at = (ctx: ServiceContext): ServiceContext => ({ ...ctx, now: () => clock });

  beforeEach(async () => {
    await t.truncate();
    clock = Date.UTC(2027, 0, 10, 6, 0, 0);
    shop = await openShop(t, 20, {
      seller: KARNATAKA,
      now: () => clock,
      throttle: { attempt: async () => {}, forgive: async () => {} },
    });
  });

  async function emailOf(userId: number): Promise<string> {
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return row.email;
  }
  const userIdOf = (ctx: ServiceContext) => (ctx.actor as { userId: number }).userId;

  async function verified(ctx: ServiceContext): Promise<void> {
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: clock })
      .where('userId', '=', userIdOf(ctx))
      .execute();
  }

  /** A paid (so invoiced) order, a review and an inquiry of the shopper `who`. */
  async function history(who: ServiceContext): Promise<number> {
    const placed = await order({ ...shop, shopper: who });
    const { attemptId } = await pay({ ...shop, shopper: who }, placed.orderId);
    await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: placed.grandTotalPaise,
      transactionId: `T${placed.orderId}`,
      code: 'COMPLETED',
    });
    await createReview.execute(who, {
      frameId: shop.frameId,
      title: 'Lovely',
      rating: 5,
      review: 'Very nice frame',
    });
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Asha',
      email: await emailOf(userIdOf(who)),
      message: 'Do you ship to Pune?',
    });
    return placed.orderId;
  }

  async function anotherShopper(email: string): Promise<ServiceContext> {
    const user = await signup.execute(ctxFor(shop.deps), {
      firstName: 'Asha',
      lastName: 'Rao',
      email,
      password: PASSWORD,
    });
    return ctxFor(shop.deps, { userId: user.userId, role: 'user', sessionId: `s-${email}` });
  }

  it('an invoice keeps the name, address and state, never the e-mail or phone, before and after deletion', async () => {
    await verified(shop.shopper);
    const email = await emailOf(userIdOf(shop.shopper));
    const orderId = await history(shop.shopper);
    const check = async () => {
      const invoice = await t.db.selectFrom('invoices').selectAll().executeTakeFirstOrThrow();
      const text = JSON.stringify(invoice);
      expect(text).not.toContain(email);
      expect(text).not.toContain(SHIPPING.phone);
      expect(JSON.parse(invoice.buyer)).toEqual({
        name: 'Asha Rao',
        address: expect.stringContaining('12 MG Road'),
        state: 'Karnataka',
        stateCode: '29',
      });
      const pdf = pdfText((await orderInvoicePdf.execute(shop.admin, { orderId })).body as Buffer);
      expect(pdf).toContain('Asha Rao');
      expect(pdf).not.toContain(email);
      expect(pdf).not.toContain(SHIPPING.phone);
    };
    await check();
    await deleteMyAccount.execute(shop.shopper, { password: PASSWORD });
    await check();
  });

  it("an admin's deletion erases exactly what the shopper's own deletion does", async () => {
    const self = await anotherShopper('self@example.com');
    const byAdmin = await anotherShopper('by-admin@example.com');
    const orderOf = new Map<ServiceContext, number>();
    for (const who of [self, byAdmin]) {
      await verified(who);
      orderOf.set(who, await history(who));
    }
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Someone else',
    });
    await deleteMyAccount.execute(self, { password: PASSWORD });
    await deleteUser.execute(shop.admin, { userId: userIdOf(byAdmin) });

    /** What is left of one person, their own ids and address replaced by markers. */
    const leftOf = async (ctx: ServiceContext, email: string) => {
      const id = userIdOf(ctx);
      const orderId = orderOf.get(ctx) as number;
      const orders = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('orderId', '=', orderId)
        .execute();
      const invoices = await t.db
        .selectFrom('invoices')
        .select('buyer')
        .where('orderId', '=', orderId)
        .execute();
      return {
        users: await t.db.selectFrom('users').select('userId').where('userId', '=', id).execute(),
        orders: orders.map((o) => ({
          userId: o.userId,
          firstName: o.firstName,
          lastName: o.lastName,
          address: o.address,
          city: o.city,
          state: o.state,
          postalCode: o.postalCode,
          phone: o.phone,
          email: o.email.replace(String(id), 'ID').replace(email, 'ADDRESS'),
        })),
        invoices: invoices.map((i) => i.buyer),
        reviews: await t.db
          .selectFrom('reviews')
          .select('ratingId')
          .where('userId', '=', id)
          .execute(),
        contacts: await t.db
          .selectFrom('contacts')
          .select('email')
          .where('email', '=', email)
          .execute(),
        sessions: await t.db
          .selectFrom('sessions')
          .select('sessionId')
          .where('userId', '=', id)
          .execute(),
      };
    };
    const a = await leftOf(self, 'self@example.com');
    const b = await leftOf(byAdmin, 'by-admin@example.com');
    expect(a.orders).toHaveLength(1);
    expect(b).toEqual(a);
    expect(b.orders[0]).toMatchObject({ userId: null, phone: '', firstName: 'Asha' });
    expect(b.orders[0]?.email).not.toContain('ADDRESS');
    expect(await t.db.selectFrom('contacts').select('email').execute()).toEqual([
      { email: 'ravi@example.com' },
    ]);
  });

  it('an unverified account neither downloads nor erases the inquiries sent from its address', async () => {
    const email = await emailOf(userIdOf(shop.shopper));
    // Someone else wrote from this address (the sign-up never proved it is the shopper's).
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Meera',
      email,
      message: 'My private question',
    });
    const data = await exportMyData.execute(shop.shopper, undefined);
    expect(data.inquiries).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('My private question');
    await deleteMyAccount.execute(shop.shopper, { password: PASSWORD });
    expect(
      (await t.db.selectFrom('contacts').select('message').execute()).map((c) => c.message),
    ).toEqual(['My private question']);
  });

  it('a verified account downloads and erases only the inquiries sent before it asked', async () => {
    const email = await emailOf(userIdOf(shop.shopper));
    await submitContact.execute(ctxFor(shop.deps), { name: 'Asha', email, message: 'Earlier' });
    await verified(shop.shopper);
    clock += 60_000;
    const asked = clock;
    clock += 60_000;
    await submitContact.execute(at(ctxFor(shop.deps)), { name: 'Asha', email, message: 'Later' });
    clock = asked;
    const data = await exportMyData.execute(at(shop.shopper), undefined);
    expect(data.inquiries.map((i) => i.message)).toEqual(['Earlier']);
    await deleteMyAccount.execute(at(shop.shopper), { password: PASSWORD });
    expect(
      (await t.db.selectFrom('contacts').select('message').execute()).map((c) => c.message),
    ).toEqual(['Later']);
  });

  it('a refused deletion (wrong password, or the last admin) changes nothing', async () => {
    await verified(shop.shopper);
    await history(shop.shopper);
    const snapshot = async () => ({
      users: await t.db.selectFrom('users').selectAll().orderBy('userId').execute(),
      orders: await t.db.selectFrom('orders').selectAll().orderBy('orderId').execute(),
      invoices: await t.db.selectFrom('invoices').selectAll().execute(),
      contacts: await t.db.selectFrom('contacts').selectAll().execute(),
      reviews: await t.db.selectFrom('reviews').selectAll().execute(),
    });
    const before = await snapshot();
    expect(
      (await refusal(() => deleteMyAccount.execute(shop.shopper, { password: 'wrong-one-42' })))
        .code,
    ).toBe('BAD_REQUEST');
    const boss = toNumber((shop.admin.actor as { userId: number }).userId);
    expect(
      (await refusal(() => deleteMyAccount.execute(shop.admin, { password: 'admin-password' })))
        .code,
    ).toBe('CONFLICT');
    expect((await refusal(() => deleteUser.execute(shop.admin, { userId: boss }))).code).toBe(
      'CONFLICT',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('migration 0032 takes the e-mail and phone out of invoices issued before it', async () => {
    await verified(shop.shopper);
    const email = await emailOf(userIdOf(shop.shopper));
    await history(shop.shopper);
    const invoice = await t.db.selectFrom('invoices').selectAll().executeTakeFirstOrThrow();
    const legacy = { ...JSON.parse(invoice.buyer), email, phone: SHIPPING.phone };
    const m0032 = migrations['2026_11_29_0032_personal_data_at_rest'];
    if (!m0032?.down) throw new Error('migration 0032 is not registered');
    await m0032.down(t.db as unknown as Kysely<unknown>);
    await t.db
      .updateTable('invoices')
      .set({ buyer: JSON.stringify(legacy) })
      .where('invoiceId', '=', invoice.invoiceId)
      .execute();
    await m0032.up(t.db as unknown as Kysely<unknown>);
    const after = await t.db.selectFrom('invoices').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(after)).not.toContain(email);
    expect(JSON.stringify(after)).not.toContain(SHIPPING.phone);
    expect(JSON.parse(after.buyer)).toEqual(JSON.parse(invoice.buyer));
  });
});
