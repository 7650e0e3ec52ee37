import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { priceCart } from '../../src/orders/cart.service';
import { saveCodSettings } from '../../src/orders/fulfilment.service';
import { listOrders, setOrderStatus } from '../../src/orders/order-admin.service';
import { placeOrder } from '../../src/orders/orders.service';
import { runPaymentWorker } from '../../src/payment/payment-worker.service';
import type { ServiceContext } from '../../src/shared/context';
import { ctxFor, refusal } from '../helpers';
import {
  eventsOf,
  openShop,
  orderRow,
  SHIPPING,
  type Shop,
  stockOf,
} from '../support/shop-fixtures';

/**
 * Cash on delivery cannot hoard stock (decision 0022): a verified e-mail, at most
 * MAX_COD_ORDERS open COD orders per account and per mobile number, and a COD order the shop
 * has not confirmed within COD_CONFIRM_HOURS cancelled by the payment worker, its stock
 * released and the shopper mailed. The admin's list shows the orders to confirm first.
 */
const HOUR = 3_600_000;

describeEachDialect('cash on delivery bounds', (t) => {
  let shop: Shop;
  let shopper: ServiceContext;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 10);
    await saveCodSettings.execute(shop.admin, {
      enabled: true,
      maxOrderPaise: 1_000_000,
      feePaise: 0,
    });
    // The defaults: one open COD order, 48 hours to confirm it.
    shopper = {
      ...shop.shopper,
      limits: { ...shop.shopper.limits, maxCodOrders: 1, codConfirmHours: 48 },
    };
  });

  const verify = (userId?: number) => {
    let q = t.db.updateTable('users').set({ emailVerifiedAt: Date.now() });
    if (userId !== undefined) q = q.where('userId', '=', userId);
    return q.execute();
  };
  const placeCod = (who: ServiceContext = shopper, phone = SHIPPING.phone) =>
    placeOrder.execute(who, {
      shipping: { ...SHIPPING, phone },
      lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 }],
      paymentMethod: 'cod',
    });
  /** Everything a refused placing must leave as it was. */
  const state = async () => ({
    orders: await t.db.selectFrom('orders').select(['orderId', 'status']).execute(),
    items: await t.db.selectFrom('order_items').select('orderItemId').execute(),
    stock: await stockOf(shop),
    mails: await t.db.selectFrom('mail_outbox').select('mailId').execute(),
  });
  async function anotherShopper(email: string): Promise<ServiceContext> {
    const row = await t.db
      .insertInto('users')
      .values({
        firstName: 'Ravi',
        lastName: 'Kumar',
        email,
        passwordHash: 'x',
        role: 'user',
        createdAt: Date.now(),
        emailVerifiedAt: Date.now(),
      })
      .executeTakeFirstOrThrow();
    return {
      ...ctxFor(shop.deps, { userId: Number(row.insertId), role: 'user', sessionId: email }),
      limits: shopper.limits,
    };
  }

  it('needs a verified e-mail: an unverified account gets 403 and nothing changes (online payment still works)', async () => {
    // The cart says so before checkout, in the same words.
    const lines = [
      { kind: 'ready' as const, frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 },
    ];
    expect((await priceCart.execute(shopper, { lines })).cod).toMatchObject({
      enabled: true,
      offered: false,
      reason: expect.stringMatching(/^Cash on delivery needs a verified e-mail address/),
    });
    const before = await state();
    expect(await refusal(() => placeCod())).toEqual({
      code: 'FORBIDDEN',
      message:
        'Cash on delivery needs a verified e-mail address: open the link we sent you (or send it again from your profile), or pay online',
    });
    expect(await state()).toEqual(before);
    await placeOrder.execute(shopper, {
      shipping: SHIPPING,
      lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 }],
    });
  });

  it('allows one open COD order per account and per mobile number (409, nothing changes); a cancelled or paid one frees the place', async () => {
    await verify();
    const lines = [
      { kind: 'ready' as const, frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 },
    ];
    expect((await priceCart.execute(shopper, { lines })).cod).toMatchObject({ offered: true });
    const first = await placeCod();
    let before = await state();
    expect(await refusal(() => placeCod(shopper, '9123456780'))).toEqual({
      code: 'CONFLICT',
      message:
        'You already have 1 cash-on-delivery order open: pay online, or wait until it is delivered',
    });
    expect(await state()).toEqual(before);

    // A second (throwaway) account with the same mobile number.
    const other = await anotherShopper('ravi@example.com');
    before = await state();
    expect(await refusal(() => placeCod(other))).toEqual({
      code: 'CONFLICT',
      message: 'This mobile number already has 1 open cash-on-delivery order: pay online instead',
    });
    expect(await state()).toEqual(before);
    // Another number is that account's own first.
    await placeCod(other, '9123456780');

    // Shipped is still open (the cash is due); delivered with the cash received is not.
    await setOrderStatus.execute(shop.admin, { orderId: first.orderId, status: 3 });
    expect((await refusal(() => placeCod())).code).toBe('CONFLICT');
    await setOrderStatus.execute(shop.admin, {
      orderId: first.orderId,
      status: 4,
      cashReceived: true,
    });
    const second = await placeCod();
    await setOrderStatus.execute(shop.admin, { orderId: second.orderId, status: 5 });
    await placeCod();
  });

  it('cancels a COD order the shop did not confirm within 48 hours: stock back, shopper mailed; a confirmed one stays', async () => {
    await verify();
    const other = await anotherShopper('ravi@example.com');
    const waiting = await placeCod();
    const confirmed = await placeCod(other, '9123456780');
    await setOrderStatus.execute(shop.admin, { orderId: confirmed.orderId, status: 2 });
    expect((await stockOf(shop)).remained).toBe(8);
    await t.db.deleteFrom('mail_outbox').execute();
    const at = (hours: number) => ({ ...shop.system, now: () => Date.now() + hours * HOUR });

    const early = await runPaymentWorker.run(at(47), { owner: 'test' });
    expect(early).toMatchObject({ unconfirmedCod: 0, stockMoved: false });
    expect(toNumber((await orderRow(shop, waiting.orderId)).status)).toBe(1);

    const late = await runPaymentWorker.run(at(49), { owner: 'test' });
    expect(late).toMatchObject({ unconfirmedCod: 1, stockMoved: true });
    const row = await orderRow(shop, waiting.orderId);
    expect([toNumber(row.status), row.paymentStatus]).toEqual([5, 'cod due']);
    expect(toNumber((await orderRow(shop, confirmed.orderId)).status)).toBe(2);
    expect((await stockOf(shop)).remained).toBe(9);
    expect(await eventsOf(shop, waiting.orderId)).toContain(
      'status: Cash on delivery not confirmed within 48 hours: order cancelled, stock released',
    );
    const mails = await t.db.selectFrom('mail_outbox').select(['toAddress', 'subject']).execute();
    expect(mails).toEqual([
      {
        toAddress: (await orderRow(shop, waiting.orderId)).email,
        subject: `Frame Shop: Order #${waiting.orderId} cancelled`,
      },
    ]);
    // Run again: nothing more moves, and the place is free for a new COD order.
    expect(await runPaymentWorker.run(at(50), { owner: 'test' })).toMatchObject({
      unconfirmedCod: 0,
      stockMoved: false,
    });
    await placeCod();
  });

  it("lists the COD orders to confirm first in the admin's list, newest first within each group", async () => {
    await verify();
    const other = await anotherShopper('ravi@example.com');
    const codOld = await placeCod();
    const online = await placeOrder.execute(other, {
      shipping: { ...SHIPPING, phone: '9123456780' },
      lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 }],
    });
    const codConfirmed = await placeCod(other, '9123456780');
    await setOrderStatus.execute(shop.admin, { orderId: codConfirmed.orderId, status: 2 });
    const page = await listOrders.execute(shop.admin, { page: 1, limit: 10 });
    expect(page.data.map((o) => o.orderId)).toEqual([
      codOld.orderId,
      codConfirmed.orderId,
      online.orderId,
    ]);
  });
});
