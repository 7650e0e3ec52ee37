import type { CreateCouponInput } from '@frameshop/contracts/coupons/coupons';
import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { sales } from '../../src/analytics/analytics.service';
import { rebuildSalesRollups } from '../../src/analytics/sales-rollup.published';
import {
  createCoupon,
  deleteCoupon,
  listCoupons,
  pauseCoupon,
  updateCoupon,
} from '../../src/coupons/coupons.service';
import { orderInvoice } from '../../src/invoices/invoices.service';
import { priceCart } from '../../src/orders/cart.service';
import { cancelMyOrder } from '../../src/orders/my-orders.service';
import { placeOrder } from '../../src/orders/orders.service';
import { runPaymentWorker } from '../../src/payment/payment-worker.service';
import { settleAttempt } from '../../src/payment/settlement';
import type { ServiceContext } from '../../src/shared/context';
import { ctxFor, refusal } from '../helpers';
import { openShop, orderRow, pay, SHIPPING, type Shop } from '../support/shop-fixtures';

/**
 * Discount codes (issue 23) without HTTP, on both engines: the rules and each message, the
 * price with a code, the last use taken once under 50 concurrent checkouts, the use given back
 * by a cancel or an expired payment, and the invoice and sales net of the discount.
 */

const SELLER = {
  legalName: 'Frame Shop Private Limited',
  address: '4 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: '29AAPFU0939F1ZR',
};

describeEachDialect('Discount codes', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 60, {
      seller: SELLER,
      throttle: { attempt: async () => {}, forgive: async () => {} },
    });
  });

  const code = (over: Partial<CreateCouponInput> = {}) =>
    createCoupon.execute(shop.admin, { code: 'diwali10', kind: 'percent', value: 10, ...over });
  const cart = (quantity = 1, couponCode?: string, who: ServiceContext = shop.shopper) =>
    priceCart.execute(who, {
      lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity }],
      couponCode,
    });
  const place = (quantity = 1, couponCode?: string, who: ServiceContext = shop.shopper) =>
    placeOrder.execute(who, {
      shipping: SHIPPING,
      lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity }],
      couponCode,
    });
  const coupons = () => shop.deps.db.selectFrom('coupons').selectAll().execute();
  const redemptions = () =>
    shop.deps.db.selectFrom('coupon_redemptions').selectAll().orderBy('redemptionId').execute();

  /** What a refused checkout must leave as it was: orders, uses, stock. */
  const everything = async () => ({
    orders: await shop.deps.db.selectFrom('orders').select('orderId').execute(),
    redemptions: await redemptions(),
    coupons: await coupons(),
    stock: await shop.deps.db
      .selectFrom('frame_sizes')
      .select('remainedQty')
      .where('frameSizeId', '=', shop.frameSizeId)
      .executeTakeFirstOrThrow(),
  });

  it('stores codes upper-case and unique whatever the case, and refuses bad input changing nothing', async () => {
    const made = await code();
    expect(made).toMatchObject({
      code: 'DIWALI10',
      kind: 'percent',
      value: 10,
      uses: 0,
      paused: false,
    });
    expect(await refusal(() => code({ code: 'Diwali10' }))).toEqual({
      code: 'CONFLICT',
      message: 'A code with this name already exists',
    });
    expect((await refusal(() => code({ code: 'X2', value: 101 }))).code).toBe('BAD_REQUEST');
    expect((await refusal(() => code({ code: 'X3', appliesTo: 'frames' }))).message).toContain(
      'Choose at least one frame',
    );
    expect(
      (
        await refusal(() =>
          createCoupon.execute(shop.shopper, { code: 'MINE', kind: 'amount', value: 5 }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await coupons()).map((c) => c.code)).toEqual(['DIWALI10']);
  });

  it('prices a cart with a code: the discount line and a total with GST on the discounted value', async () => {
    await code();
    const priced = await cart(2, ' diwali10 ');
    // 2 x 1,200 = 2,400 (free shipping from 1,499), 10% off: 2,160, GST 5/105 of it.
    expect(priced).toMatchObject({
      subtotal: 2400,
      shipping: 0,
      discount: 240,
      grandTotal: 2160,
      gst: 102.86,
      coupon: { code: 'DIWALI10', kind: 'percent', label: '10% off' },
      couponMessage: null,
    });
    const without = await cart(2);
    expect(without).toMatchObject({
      discount: 0,
      grandTotal: 2400,
      coupon: null,
      couponMessage: null,
    });
  });

  it('says why a code does not apply, word for word', async () => {
    const now = Date.now();
    await code({ code: 'OLD', endsAt: new Date(now - 60_000).toISOString() });
    // 1 Dec 2099, 00:00 IST.
    await code({ code: 'LATER', startsAt: '2099-12-01T00:00:00+05:30' });
    await code({ code: 'BIG', kind: 'amount', value: 100, minSubtotal: 1550 });
    await code({ code: 'ONCE', maxUsesPerAccount: 1 });
    await code({ code: 'CUSTOMONLY', appliesTo: 'custom' });
    await code({ code: 'OTHERFRAME', appliesTo: 'frames', frameIds: [shop.frameId + 1000] });
    const paused = await code({ code: 'SLEEPY' });
    await pauseCoupon.execute(shop.admin, { id: paused.id, paused: true });

    const message = async (c: string) => (await cart(1, c)).couponMessage;
    expect(await message('old')).toBe('This code has expired');
    expect(await message('later')).toBe('This code starts on 1 Dec');
    expect(await message('big')).toBe('Add ₹350 more to use this code');
    expect(await message('customonly')).toBe('This code does not apply to the items in your cart');
    expect(await message('otherframe')).toBe('This code does not apply to the items in your cart');
    expect(await message('sleepy')).toBe('This code is not valid');
    expect(await message('nosuchcode')).toBe('This code is not valid');

    await place(1, 'once');
    expect(await message('once')).toBe('You have already used this code');
    // Placing says the same and changes nothing: no order, no use, no stock.
    const before = await shop.deps.db.selectFrom('orders').select('orderId').execute();
    expect(await refusal(() => place(1, 'ONCE'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'You have already used this code',
    });
    expect(await refusal(() => place(1, 'OLD'))).toMatchObject({
      message: 'This code has expired',
    });
    expect(await shop.deps.db.selectFrom('orders').select('orderId').execute()).toEqual(before);
    expect(await redemptions()).toHaveLength(1);
  });

  it('answers an unknown, a paused and a used-up code with the same text, in the cart and at placing', async () => {
    await code({ code: 'ONCEONLY', maxUses: 1 });
    const sleepy = await code({ code: 'SLEEPY' });
    await pauseCoupon.execute(shop.admin, { id: sleepy.id, paused: true });
    await place(1, 'ONCEONLY');
    const answers = new Set<string | null>();
    for (const c of ['nosuchcode', 'sleepy', 'onceonly'])
      answers.add((await cart(1, c)).couponMessage);
    expect([...answers]).toEqual(['This code is not valid']);
    const before = await everything();
    for (const c of ['NOSUCHCODE', 'SLEEPY', 'ONCEONLY']) {
      expect(await refusal(() => place(1, c))).toEqual({
        code: 'BAD_REQUEST',
        message: 'This code is not valid',
      });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a code that would make the order free (₹0), in the cart and at placing, changing nothing', async () => {
    await code({ code: 'STAFF100', kind: 'percent', value: 100 });
    await code({ code: 'BIGAMOUNT', kind: 'amount', value: 5_000 });
    const freeOrder =
      'This code cannot be used on this cart: it would make the order free, and an order must come to at least ₹1';
    // 2 x 1,200: free shipping, so 100% off the goods is a ₹0 order.
    for (const c of ['staff100', 'bigamount']) {
      expect(await cart(2, c)).toMatchObject({
        coupon: null,
        couponMessage: freeOrder,
        discount: 0,
        grandTotal: 2400,
        canCheckout: true,
      });
    }
    const before = await everything();
    expect(await refusal(() => place(2, 'STAFF100'))).toEqual({
      code: 'BAD_REQUEST',
      message: freeOrder,
    });
    expect(await everything()).toEqual(before);
    // One frame pays shipping (under the free-shipping threshold): the order is ₹99, not free.
    expect(await cart(1, 'staff100')).toMatchObject({ discount: 1200, grandTotal: 99 });
    const placed = await place(1, 'STAFF100');
    expect(placed).toMatchObject({ grandTotal: 99, discount: 1200 });
  });

  it('takes the last use of a limited code exactly once under 50 concurrent checkouts', async () => {
    const limited = await code({ code: 'LAST1', kind: 'amount', value: 100, maxUses: 3 });
    // 50 different shoppers, so nothing but the code's row orders them.
    const shoppers: ServiceContext[] = [];
    for (let i = 0; i < 50; i++) {
      const row = await shop.deps.db
        .insertInto('users')
        .values({
          firstName: 'Shopper',
          lastName: `${i}`,
          email: `s${i}@example.com`,
          passwordHash: 'x',
          role: 'user',
          createdAt: Date.now(),
        })
        .executeTakeFirstOrThrow();
      const userId = Number(row.insertId);
      shoppers.push(ctxFor(shop.deps, { userId, role: 'user', sessionId: `s${i}` }));
    }
    await place(1, 'LAST1');
    await place(1, 'LAST1');
    const results = await Promise.allSettled(shoppers.map((s) => place(1, 'last1', s)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(new Set(lost.map((r) => (r.reason as Error).message))).toEqual(
      new Set(['This code is not valid']),
    );
    expect(await redemptions()).toHaveLength(3);
    expect(toNumber((await coupons())[0]?.usesTaken)).toBe(3);
    // The losers' stock went back with their transaction: 60 - 3 taken.
    const variant = await shop.deps.db
      .selectFrom('frame_sizes')
      .select('remainedQty')
      .where('frameSizeId', '=', shop.frameSizeId)
      .executeTakeFirstOrThrow();
    expect(toNumber(variant.remainedQty)).toBe(57);
    const [listed] = await listCoupons.execute(shop.admin, undefined);
    expect(listed).toMatchObject({ id: limited.id, uses: 3, discountGiven: 300 });
  });

  it('gives the use back when an unpaid order is cancelled or its payment expires, once', async () => {
    await code({ code: 'ONE', maxUses: 1 });
    const first = await place(1, 'ONE');
    expect((await refusal(() => place(1, 'ONE'))).message).toBe('This code is not valid');
    await cancelMyOrder.execute(shop.shopper, { orderId: first.orderId });
    expect((await redemptions()).map((r) => r.state)).toEqual(['released']);
    expect((await listCoupons.execute(shop.admin, undefined))[0]).toMatchObject({ uses: 0 });

    // The use is free again; this order's payment never comes.
    const second = await place(1, 'ONE');
    expect(second).toMatchObject({ couponCode: 'ONE', discount: 120 });
    await runPaymentWorker.run(
      { ...shop.system, now: () => Date.now() + 31 * 60_000 },
      { owner: 'test' },
    );
    expect((await orderRow(shop, second.orderId)).paymentStatus).toBe('expired');
    expect((await redemptions()).map((r) => r.state)).toEqual(['released', 'released']);
    expect(toNumber((await coupons())[0]?.usesTaken)).toBe(0);
    await place(1, 'ONE');
  });

  it('issues an invoice whose lines, taxes and totals add up exactly to the discounted amount paid', async () => {
    await code({ code: 'SAVE', kind: 'amount', value: 333.33 });
    const placed = await place(3, 'save');
    // 3,600 - 333.33 = 3,266.67 (free shipping).
    expect(placed).toMatchObject({ grandTotal: 3266.67, discount: 333.33, couponCode: 'SAVE' });
    const { attemptId } = await pay(shop, placed.orderId);
    await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: 326_667,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
    expect((await redemptions()).map((r) => r.state)).toEqual(['used']);
    const doc = await orderInvoice.execute(shop.shopper, { orderId: placed.orderId });
    expect(doc.totals.grossPaise).toBe(326_667);
    expect(doc.totals.taxablePaise + doc.totals.taxPaise).toBe(326_667);
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]).toMatchObject({ grossPaise: 326_667, taxablePaise: 311_111 });
    expect(doc.lines[0]?.description).toContain('less ₹333.33, code SAVE');
    // The payment's e-mail names the code and what it took off.
    const mails = await shop.deps.db.selectFrom('mail_outbox').select('textBody').execute();
    expect(
      mails.some((m) => m.textBody.includes('Discount (SAVE)') && m.textBody.includes('₹333.33')),
    ).toBe(true);
    // A paid order cancelled later keeps its use spent.
    const items = await shop.deps.db
      .selectFrom('order_items')
      .select('discountPaise')
      .where('orderId', '=', placed.orderId)
      .execute();
    expect(items.map((i) => toNumber(i.discountPaise))).toEqual([33_333]);
  });

  it('takes free shipping off the shipping, and the sales rollups are net of discounts and equal a rebuild', async () => {
    await code({ code: 'SHIPFREE', kind: 'free_shipping', value: 0 });
    const priced = await cart(1, 'shipfree');
    expect(priced).toMatchObject({ subtotal: 1200, shipping: 99, discount: 99, grandTotal: 1200 });
    const placed = await place(1, 'SHIPFREE');
    const { attemptId } = await pay(shop, placed.orderId);
    await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: 120_000,
      transactionId: 'T2',
      code: 'COMPLETED',
    });
    const doc = await orderInvoice.execute(shop.shopper, { orderId: placed.orderId });
    // No shipping was paid, so the invoice has no shipping line.
    expect(doc.lines.map((l) => l.grossPaise)).toEqual([120_000]);

    await code({ code: 'HALF', value: 50 });
    const half = await place(1, 'HALF');
    const pay2 = await pay(shop, half.orderId);
    await settleAttempt(shop.system, pay2.attemptId, {
      state: 'COMPLETED',
      amountPaise: Math.round(half.grandTotal * 100),
      transactionId: 'T3',
      code: 'COMPLETED',
    });
    const rollups = async () =>
      (await shop.deps.db.selectFrom('sales_products').selectAll().orderBy('period').execute()).map(
        (r) => ({ ...r }),
      );
    const products = await rollups();
    // Revenue of the frame: 1,200 + 600 (half off), in both the day and the month row.
    expect(new Set(products.map((p) => toNumber(p.revenuePaise)))).toEqual(new Set([180_000]));
    await shop.deps.db.transaction().execute((trx) => rebuildSalesRollups(trx));
    expect(await rollups()).toEqual(products);
    // The sales dashboard: net sales after discounts, each recent order with its discount.
    const dashboard = await sales.execute(shop.admin, {});
    // 1,200 (shipping waived) + 600 + 99 shipping (the subtotal before the discount is under 1,499).
    expect(dashboard.totalSales).toBe(1899);
    expect(dashboard.recentOrders.map((o) => [o.couponCode, o.discount, o.grandTotal])).toEqual([
      ['HALF', 600, 699],
      ['SHIPFREE', 99, 1200],
    ]);
  });

  it('edits, pauses and deletes codes; a used code cannot be deleted', async () => {
    const made = await code();
    const edited = await updateCoupon.execute(shop.admin, {
      id: made.id,
      code: 'diwali15',
      kind: 'percent',
      value: 15,
      maxUses: 10,
    });
    expect(edited).toMatchObject({ code: 'DIWALI15', value: 15, maxUses: 10 });
    await place(1, 'DIWALI15');
    expect(await refusal(() => deleteCoupon.execute(shop.admin, { id: made.id }))).toEqual({
      code: 'CONFLICT',
      message: 'This code is on 1 order: pause it instead, so their history stays',
    });
    const other = await code({ code: 'UNUSED' });
    await deleteCoupon.execute(shop.admin, { id: other.id });
    expect((await coupons()).map((c) => c.code)).toEqual(['DIWALI15']);
    expect((await refusal(() => deleteCoupon.execute(shop.admin, { id: other.id }))).code).toBe(
      'NOT_FOUND',
    );
  });
});
