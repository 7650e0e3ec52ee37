import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { submitContact } from '../../src/content/contacts.service';
import { createReview } from '../../src/content/reviews.service';
import { getCustomer, listCustomers } from '../../src/customers/customers.service';
import { deleteOrder } from '../../src/orders/order-admin.service';
import { ctxFor, refusal } from '../helpers';
import { stockShop } from '../stock-fixtures';

/**
 * Issue 24, customers: shoppers' accounts with orders count, money kept (paid, net of refunds)
 * and last order, searched by name, e-mail or an order's phone; a customer's page.
 */
describeEachDialect('customers', (t) => {
  beforeEach(() => t.truncate());

  const totalOf = async (orderId: number) =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select('grandTotalPaise')
          .where('orderId', '=', orderId)
          .executeTakeFirstOrThrow()
      ).grandTotalPaise,
    );

  async function shop() {
    const s = await stockShop(t);
    const [asha, vikram] = s.shoppers as [(typeof s.shoppers)[0], (typeof s.shoppers)[0]];
    const paid = await s.place(asha, [1, 0]);
    await s.pay(paid.orderId);
    const unpaid = await s.place(asha, [0, 1]);
    const refunded = await s.place(vikram, [2, 0]);
    await s.pay(refunded.orderId);
    await s.refundAll(refunded.orderId);
    return { ...s, asha, vikram, paid, unpaid, refunded };
  }

  it('lists shoppers with orders, money kept net of refunds and the last order; admins are not customers', async () => {
    const s = await shop();
    const page = await listCustomers.run(s.admin, { search: '', page: 1 });
    expect(page.total).toBe(2);
    const byEmail = Object.fromEntries(page.data.map((c) => [c.email, c]));
    expect(byEmail['p1@example.com']).toMatchObject({
      name: 'P1 K',
      orderCount: 2,
      spentPaise: await totalOf(s.paid.orderId),
      lastOrderAt: expect.any(String),
    });
    expect(byEmail['p2@example.com']).toMatchObject({ orderCount: 1, spentPaise: 0 });
    expect(byEmail['p0@example.com']).toBeUndefined();
    // A deleted order is not counted (an unpaid one can be deleted).
    await deleteOrder.run(s.admin, { orderId: s.unpaid.orderId });
    const after = await listCustomers.run(s.admin, { search: 'p1@', page: 1 });
    expect(after.data.map((c) => [c.email, c.orderCount])).toEqual([['p1@example.com', 1]]);
  });

  it('searches by name words, e-mail and an order phone; LIKE wildcards are dropped', async () => {
    const s = await shop();
    const emails = async (search: string) =>
      (await listCustomers.run(s.admin, { search, page: 1 })).data.map((c) => c.email).sort();
    expect(await emails('p2 k')).toEqual(['p2@example.com']);
    expect(await emails('P1')).toEqual(['p1@example.com']);
    expect(await emails('98765 43210')).toEqual(['p1@example.com', 'p2@example.com']);
    expect(await emails('nobody')).toEqual([]);
    // LIKE wildcards are dropped, not patterns.
    expect(await emails('k%1')).toEqual([]);
    expect(await emails('_2@')).toEqual(['p2@example.com']);
  });

  it('pages on the server, 20 a page', async () => {
    const s = await stockShop(t);
    for (let i = 0; i < 23; i++) {
      await t.db
        .insertInto('users')
        .values({
          firstName: `Extra${i}`,
          lastName: 'S',
          email: `x${i}@example.com`,
          passwordHash: 'x',
          role: 'user',
          createdAt: 100 + i,
        })
        .execute();
    }
    const first = await listCustomers.run(s.admin, { search: '', page: 1 });
    const second = await listCustomers.run(s.admin, { search: '', page: 2 });
    expect([first.total, first.totalPages, first.data.length, second.data.length]).toEqual([
      25, 2, 20, 5,
    ]);
    expect(first.data[0]!.email).toBe('x22@example.com');
  });

  it("a customer's page: details, addresses from orders, orders, reviews with the frame, inquiries", async () => {
    const s = await shop();
    await createReview.run(s.asha, {
      frameId: s.frame.frameId,
      rating: 4,
      title: 'Nice',
      review: '',
    });
    await submitContact.execute(ctxFor(s.admin, null, '198.51.100.4'), {
      name: 'P1',
      email: 'P1@Example.com',
      phone: '',
      message: 'Where is my frame?',
    });
    const userId = (s.asha.actor as { userId: number }).userId;
    const c = await getCustomer.run(s.admin, { userId });
    expect(c).toMatchObject({ email: 'p1@example.com', orderCount: 2, role: 'user' });
    expect(c.orders.map((o) => o.orderId)).toEqual([s.unpaid.orderId, s.paid.orderId]);
    expect(c.orders[1]).toMatchObject({ paymentStatus: 'paid', refundedPaise: 0 });
    expect(c.addresses).toEqual([
      {
        name: 'Asha Rao',
        address: '1 MG Road',
        apt: null,
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        phone: '9876543210',
      },
    ]);
    expect(c.reviews).toMatchObject([
      { frameId: s.frame.frameId, frameName: 'Oak Classic', rating: 4 },
    ]);
    expect(c.inquiries).toMatchObject([{ message: 'Where is my frame?' }]);
  });

  it('admins only; an unknown customer is a 404; bad input a 400', async () => {
    const s = await shop();
    expect((await refusal(() => listCustomers.run(s.asha, { search: '', page: 1 }))).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await refusal(() => listCustomers.run({ ...s.admin, actor: null }, { search: '', page: 1 })))
        .code,
    ).toBe('UNAUTHORIZED');
    expect((await refusal(() => getCustomer.run(s.asha, { userId: 1 }))).code).toBe('FORBIDDEN');
    expect((await refusal(() => getCustomer.run(s.admin, { userId: 999_999 }))).code).toBe(
      'NOT_FOUND',
    );
    for (const bad of [{ page: 0 }, { search: 'x'.repeat(101) }, { page: 1.5 }, { extra: 1 }]) {
      expect((await refusal(() => listCustomers.execute(s.admin, bad))).code).toBe('BAD_REQUEST');
    }
  });
});
