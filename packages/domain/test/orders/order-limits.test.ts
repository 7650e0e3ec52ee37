import { DEFAULT_ORDER_LIMITS } from '@frameshop/contracts/orders/cart-limits';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { priceCart } from '../../src/orders/cart.service';
import { cancelMyOrder } from '../../src/orders/my-orders.service';
import { placeOrder } from '../../src/orders/orders.service';
import { settleAttempt } from '../../src/payment/settlement';
import { signup } from '../../src/users/auth.service';
import { ctxFor, refusal } from '../helpers';
import {
  completed,
  openShop,
  order,
  pay,
  SHIPPING,
  type Shop,
  stockOf,
} from '../support/shop-fixtures';

/**
 * Hoarding is bounded (issue 19): at most MAX_UNPAID_ORDERS orders awaiting payment per
 * account (default 2) and MAX_LINE_QUANTITY of one item per order (default 10), each a 409 in
 * the shopper's words that changes nothing. These run with the defaults, not the generous
 * limits the other suites use.
 */

const UNPAID_TEXT = 'You already have 2 orders waiting for payment: pay or cancel one first';

describeEachDialect('order limits (defaults: 2 unpaid orders, 10 of one item)', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 50, { limits: DEFAULT_ORDER_LIMITS });
  });

  const countOrders = async () =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a third unpaid order is a 409 in words, and changes nothing', async () => {
    await order(shop, 1);
    await order(shop, 1);
    const before = { orders: await countOrders(), stock: await stockOf(shop) };
    expect(await refusal(() => order(shop, 1))).toEqual({ code: 'CONFLICT', message: UNPAID_TEXT });
    expect({ orders: await countOrders(), stock: await stockOf(shop) }).toEqual(before);
  });

  it('a cancelled, an expired and a paid order no longer count', async () => {
    const first = await order(shop, 1);
    const second = await order(shop, 1);
    await cancelMyOrder.execute(shop.shopper, { orderId: first.orderId });
    const third = await order(shop, 1);
    expect(await refusal(() => order(shop, 1))).toMatchObject({ message: UNPAID_TEXT });

    // Paid: its attempt completes.
    const paid = await pay(shop, second.orderId);
    await settleAttempt(shop.system, paid.attemptId, {
      ...completed(paid.merchantOrderId, second.grandTotalPaise),
      state: 'COMPLETED',
    });
    const fourth = await order(shop, 1);
    expect(await refusal(() => order(shop, 1))).toMatchObject({ message: UNPAID_TEXT });

    // Expired: the gateway says so.
    const lapsed = await pay(shop, third.orderId);
    await settleAttempt(shop.system, lapsed.attemptId, { state: 'EXPIRED', code: 'EXPIRED' });
    await order(shop, 1);
    expect(await refusal(() => order(shop, 1))).toMatchObject({ message: UNPAID_TEXT });
    expect(fourth.orderId).toBeGreaterThan(third.orderId);
  });

  it('another shopper has a budget of their own', async () => {
    await order(shop, 1);
    await order(shop, 1);
    const ravi = await signup.execute(ctxFor(shop.deps), {
      firstName: 'Ravi',
      lastName: 'Iyer',
      email: 'ravi@example.com',
      password: 'Neem-courtyard-7',
    });
    const other = {
      ...shop,
      shopper: ctxFor(shop.deps, { ...ravi, role: 'user', sessionId: 's' }),
    };
    await expect(order(other, 1)).resolves.toMatchObject({ orderId: expect.any(Number) });
    expect(await refusal(() => order(shop, 1))).toMatchObject({ message: UNPAID_TEXT });
  });

  it('one shopper placing 5 orders at once gets exactly 2', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => order(shop, 1)));
    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason.message] : []));
    expect(placed).toHaveLength(2);
    expect(refused).toEqual([UNPAID_TEXT, UNPAID_TEXT, UNPAID_TEXT]);
    expect(await countOrders()).toBe(2);
    expect((await stockOf(shop)).remained).toBe(48);
  });

  it('more than 10 of one item is a 409 naming the line; lines of one size count together', async () => {
    const line = (quantity: number) => ({
      kind: 'ready' as const,
      frameId: shop.frameId,
      sizeId: shop.sizeId,
      quantity,
    });
    const before = await stockOf(shop);
    expect(
      await refusal(() =>
        placeOrder.execute(shop.shopper, { shipping: SHIPPING, lines: [line(11)] }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: 'Item 1 (Oak Classic): At most 10 of one item per order',
    });
    expect(
      await refusal(() =>
        placeOrder.execute(shop.shopper, { shipping: SHIPPING, lines: [line(6), line(5)] }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: 'Item 2 (Oak Classic): At most 10 of one item per order',
    });
    expect(await stockOf(shop)).toEqual(before);
    expect(await countOrders()).toBe(0);
    // The cart says so before checkout, and blocks it.
    const cart = await priceCart.execute(shop.shopper, { lines: [line(11)] });
    expect(cart.lines[0]?.problem).toEqual({
      code: 'too_many',
      message: 'At most 10 of one item per order',
      blocking: true,
    });
    expect(cart.canCheckout).toBe(false);
    // Exactly 10 is fine.
    await expect(order(shop, 10)).resolves.toMatchObject({ orderId: expect.any(Number) });
  });

  it('a shopper placing and cancelling at the same moment never deadlocks', async () => {
    // Each round: one unpaid order is cancelled while the next is placed (both write rows that
    // check the account's row, and both move the same size's stock).
    let previous = (await order(shop, 1)).orderId;
    for (let round = 0; round < 15; round++) {
      const [placed] = await Promise.all([
        order(shop, 1),
        cancelMyOrder.run(shop.shopper, { orderId: previous }),
      ]);
      previous = placed.orderId;
    }
    const stock = await stockOf(shop);
    expect(stock.remained).toBe(49);
  });
});
