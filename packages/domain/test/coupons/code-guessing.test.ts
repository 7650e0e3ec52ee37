import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { createCoupon } from '../../src/coupons/coupons.service';
import { priceCart } from '../../src/orders/cart.service';
import { placeOrder } from '../../src/orders/orders.service';
import type { ServiceContext } from '../../src/shared/context';
import { AuthThrottle, DEFAULT_THROTTLE } from '../../src/users/auth-throttle';
import { ctxFor, refusal } from '../helpers';
import { openShop, SHIPPING, type Shop } from '../support/shop-fixtures';

/**
 * Discount codes cannot be guessed at full speed (decision 0022): every code look-up (a cart
 * priced with a code, an order placed with one) counts against the caller's IP (/64) and, when
 * signed in, their account from any IP. Over the budget a real code answers as a wrong one.
 */
const TOO_MANY = 'Too many discount codes tried. Please wait a minute and try again.';

describeEachDialect('Discount code guessing', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 20, {
      throttle: new AuthThrottle({
        ...DEFAULT_THROTTLE,
        couponChecksPerIp: 4,
        couponChecksPerAccount: 3,
        couponWindowSeconds: 60,
      }),
    });
    await createCoupon.execute(shop.admin, { code: 'REAL10', kind: 'percent', value: 10 });
  });

  const lines = (quantity = 1) => [
    { kind: 'ready' as const, frameId: shop.frameId, sizeId: shop.sizeId, quantity },
  ];
  const cart = (who: ServiceContext, couponCode?: string) =>
    priceCart.execute(who, { lines: lines(), couponCode });
  const visitor = (ip: string) => ctxFor(shop.deps, null, ip);
  const asShopper = (ip: string): ServiceContext => ({ ...shop.shopper, ip });

  it('a visitor gets 4 look-ups a minute per IPv4 address or IPv6 /64; then a real code answers as a wrong one', async () => {
    const messages: (string | null)[] = [];
    for (const c of ['GUESS1', 'GUESS2', 'GUESS3', 'GUESS4', 'REAL10', 'GUESS5']) {
      messages.push((await cart(visitor('2001:db8:7:1::1'), c)).couponMessage);
    }
    expect(messages).toEqual([
      'This code is not valid',
      'This code is not valid',
      'This code is not valid',
      'This code is not valid',
      TOO_MANY,
      TOO_MANY,
    ]);
    // The throttled real code gives no discount: the cart is priced without it.
    expect(await cart(visitor('2001:db8:7:1:ffff::2'), 'REAL10')).toMatchObject({
      coupon: null,
      discount: 0,
      couponMessage: TOO_MANY,
    });
    // Pricing without a code is never counted, and another /64 has its own budget.
    expect((await cart(visitor('2001:db8:7:1::3'))).couponMessage).toBeNull();
    expect(await cart(visitor('2001:db8:7:2::1'), 'REAL10')).toMatchObject({
      coupon: { code: 'REAL10' },
      couponMessage: null,
    });
  });

  it('an account gets 3 look-ups a minute from any IP; placing with a code counts and is a 429 changing nothing', async () => {
    const ips = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
    for (const ip of ips) {
      expect((await cart(asShopper(ip), 'GUESS')).couponMessage).toBe('This code is not valid');
    }
    expect((await cart(asShopper('198.51.100.4'), 'REAL10')).couponMessage).toBe(TOO_MANY);
    const before = {
      orders: await shop.deps.db.selectFrom('orders').select('orderId').execute(),
      redemptions: await shop.deps.db.selectFrom('coupon_redemptions').selectAll().execute(),
      stock: await shop.deps.db.selectFrom('frame_sizes').select('remainedQty').execute(),
    };
    expect(
      await refusal(() =>
        placeOrder.execute(asShopper('198.51.100.5'), {
          shipping: SHIPPING,
          lines: lines(),
          couponCode: 'REAL10',
        }),
      ),
    ).toEqual({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY });
    expect({
      orders: await shop.deps.db.selectFrom('orders').select('orderId').execute(),
      redemptions: await shop.deps.db.selectFrom('coupon_redemptions').selectAll().execute(),
      stock: await shop.deps.db.selectFrom('frame_sizes').select('remainedQty').execute(),
    }).toEqual(before);
    // Placing without a code is not a look-up.
    await placeOrder.execute(asShopper('198.51.100.6'), { shipping: SHIPPING, lines: lines() });
  });
});
