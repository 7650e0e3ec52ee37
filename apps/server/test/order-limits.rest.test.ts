import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bearer, signupAndLogin, tableCounts } from './helpers';
import type { Variant } from './support/order-fixtures';
import { SHIPPING } from './support/order-fixtures';
import { usePaymentApp } from './support/payment-harness';

/**
 * Hoarding is bounded (issue 19) over real HTTP: the default limits (2 unpaid orders per
 * account, 10 of one item per order) answer 409 in the shopper's words and change nothing;
 * one shopper's simultaneous orders never pass the limit (real concurrent requests, MariaDB too).
 */
describe('order limits: configuration', () => {
  it('defaults to 2 unpaid orders and 10 of one item; 20 is the hard cap of a line', () => {
    const c = loadConfig({});
    expect([c.MAX_UNPAID_ORDERS, c.MAX_LINE_QUANTITY]).toEqual([2, 10]);
    expect(() => loadConfig({ MAX_LINE_QUANTITY: '21' })).toThrow(/MAX_LINE_QUANTITY/);
    expect(() => loadConfig({ MAX_UNPAID_ORDERS: '0' })).toThrow(/MAX_UNPAID_ORDERS/);
  });

  it('defaults to 1 open cash-on-delivery order and 48 hours to confirm it (decision 0022)', () => {
    const c = loadConfig({});
    expect([c.MAX_COD_ORDERS, c.COD_CONFIRM_HOURS]).toEqual([1, 48]);
    const set = loadConfig({ MAX_COD_ORDERS: '3', COD_CONFIRM_HOURS: '24' });
    expect([set.MAX_COD_ORDERS, set.COD_CONFIRM_HOURS]).toEqual([3, 24]);
    expect(() => loadConfig({ MAX_COD_ORDERS: '0' })).toThrow(/MAX_COD_ORDERS/);
    expect(() => loadConfig({ COD_CONFIRM_HOURS: 'soon' })).toThrow(/COD_CONFIRM_HOURS/);
  });
});

describeEachDialect('order limits over HTTP (the defaults)', (t) => {
  const p = usePaymentApp(t, { MAX_UNPAID_ORDERS: '2', MAX_LINE_QUANTITY: '10' });
  let shoppers = 0;
  const newShopper = async () =>
    bearer(
      await signupAndLogin(p.h.app, {
        firstName: 'Meera',
        lastName: 'Nair',
        email: `meera${++shoppers}@example.com`,
        password: 'lotus-pond-2024',
      }),
    );
  const item = (v: Variant, quantity = 1) => ({
    productType: 'pre-listed',
    frameId: v.frameId,
    sizeId: v.sizeId,
    quantity,
  });
  const create = (headers: { authorization: string }, items: object[]) =>
    p.h.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers,
      payload: { items, shipping: SHIPPING },
    });
  const place = (headers: { authorization: string }, v: Variant, quantity: number) =>
    p.h.app.inject({
      method: 'POST',
      url: '/trpc/orders.place',
      headers,
      payload: {
        shipping: SHIPPING,
        lines: [{ kind: 'ready', frameId: v.frameId, sizeId: v.sizeId, quantity }],
      },
    });

  it('a third unpaid order is a 409 in words and changes nothing; a cancelled one frees a place', async () => {
    const shopper = await newShopper();
    const [v] = (await p.pick(1, 10)) as [Variant];
    const first = await create(shopper, [item(v)]);
    expect(first.statusCode).toBe(201);
    expect((await create(shopper, [item(v)])).statusCode).toBe(201);
    const before = await tableCounts(t);
    const third = await create(shopper, [item(v)]);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      'You already have 2 orders waiting for payment: pay or cancel one first',
    );
    const overTrpc = await place(shopper, v, 1);
    expect(overTrpc.statusCode).toBe(409);
    expect(overTrpc.json().error.message).toBe(
      'You already have 2 orders waiting for payment: pay or cancel one first',
    );
    expect(await tableCounts(t)).toEqual(before);
    expect(await p.remaining(v)).toBe(8);

    const orderId = first.json().data?.orderId ?? first.json().orderId;
    const cancel = await p.h.app.inject({
      method: 'POST',
      url: '/trpc/orders.cancelMine',
      headers: shopper,
      payload: { orderId },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await create(shopper, [item(v)])).statusCode).toBe(201);
  });

  it('more than 10 of one item is a 409 naming the line; more than 20 is a 400 (the request bound)', async () => {
    const shopper = await newShopper();
    const [v] = (await p.pick(1, 30)) as [Variant];
    const before = await tableCounts(t);
    const eleven = await place(shopper, v, 11);
    expect(eleven.statusCode).toBe(409);
    expect(eleven.json().error.message).toBe(
      `Item 1 (${v.name}): At most 10 of one item per order`,
    );
    const split = await create(shopper, [item(v, 6), item(v, 5)]);
    expect(split.statusCode).toBe(409);
    expect(split.json().message).toBe(`Item 2 (${v.name}): At most 10 of one item per order`);
    expect((await place(shopper, v, 21)).statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
    expect(await p.remaining(v)).toBe(30);
    expect((await place(shopper, v, 10)).statusCode).toBe(200);
  });

  it('one shopper sending 5 orders at once gets exactly 2', async () => {
    const shopper = await newShopper();
    const [v] = (await p.pick(1, 20)) as [Variant];
    const results = await Promise.all(Array.from({ length: 5 }, () => create(shopper, [item(v)])));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409]);
    expect(await p.remaining(v)).toBe(18);
  });
});
