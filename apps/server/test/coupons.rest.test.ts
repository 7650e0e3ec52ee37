import { describeEachDialect } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { tableCounts } from './helpers';
import { SHIPPING, useOrdersRest } from './support/orders-rest';

/**
 * Issue 23: discount codes over real HTTP. Admins manage them on /api/coupon/*; shoppers are
 * refused; the cart (tRPC cart.price) and POST /api/order/create take a code; bad input is a
 * 400 that stores nothing. Every answer is checked against the OpenAPI document (useOrdersRest).
 */
describeEachDialect('discount codes over REST and tRPC', (t) => {
  const suite = useOrdersRest(t);
  const { create, mutate, query, variants, item } = suite;
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(() => {
    ({ app, admin } = suite);
  });

  const post = (payload: unknown, headers: Record<string, string> = admin) =>
    app.inject({ method: 'POST', url: '/api/coupon/create', payload: payload as object, headers });

  it('creates (201 {data}), lists, updates and deletes a code; amounts in rupees', async () => {
    const res = await post({
      code: 'rest200',
      kind: 'amount',
      value: 200,
      minSubtotal: 999.5,
      startsAt: '2026-01-01T00:00:00+05:30',
      endsAt: null,
      maxUses: 100,
      maxUsesPerAccount: 1,
      appliesTo: 'all',
      frameIds: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      code: 'REST200',
      kind: 'amount',
      value: 200,
      minSubtotal: 999.5,
      startsAt: '2025-12-31T18:30:00.000Z',
      maxUses: 100,
      maxUsesPerAccount: 1,
      uses: 0,
      discountGiven: 0,
    });
    const row = await t.db
      .selectFrom('coupons')
      .selectAll()
      .where('couponId', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.value)).toBe(20_000);
    expect(Number(row.minSubtotalPaise)).toBe(99_950);

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/coupon/update/${data.id}`,
      headers: admin,
      payload: { code: 'REST250', kind: 'amount', value: 250, maxUses: 100 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ code: 'REST250', value: 250, minSubtotal: 0 });

    const list = await app.inject({ url: '/api/coupon/getall', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { code: string }) => c.code)).toContain('REST250');

    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/coupon/delete/${data.id}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Discount code deleted' });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/coupon/delete/${data.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses shoppers, anonymous callers and bad input with a 4xx, changing nothing', async () => {
    const before = await tableCounts(t);
    const good = { code: 'NOPE', kind: 'percent', value: 10 };
    expect((await post(good, {})).statusCode).toBe(401);
    expect((await post(good, suite.asha)).statusCode).toBe(403);
    for (const bad of [
      { ...good, kind: 'bogo' },
      { ...good, value: 0 },
      { ...good, value: 150 },
      { ...good, code: 'no spaces' },
      { ...good, appliesTo: 'frames', frameIds: [] },
      { ...good, startsAt: 'tomorrow' },
      { ...good, startsAt: '2026-12-02T00:00:00+05:30', endsAt: '2026-12-01T00:00:00+05:30' },
      { ...good, usesTaken: 5 },
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    await post({ code: 'TWICE', kind: 'percent', value: 5 });
    const dup = await post({ code: 'twice', kind: 'percent', value: 5 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A code with this name already exists');
    const after = await tableCounts(t);
    // TWICE and its audit entry (decision 0025); nothing of the refused calls.
    expect({ ...after, coupons: after.coupons - 1, audit_log: after.audit_log - 1 }).toEqual(
      before,
    );
  });

  it('prices the cart with a code and places the legacy order with couponCode', async () => {
    const [v] = await variants(1, 5);
    if (!v) throw new Error('no variant');
    await post({ code: 'TENOFF', kind: 'percent', value: 10 });
    const priced = await query('orders.cart.price', {
      lines: [{ kind: 'ready', frameId: v.frameId, sizeId: v.sizeId, quantity: 2 }],
      couponCode: 'tenoff',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const cart = priced.json().result.data;
    const discount = Math.floor((v.unitPaise * 2) / 10) / 100;
    expect(cart).toMatchObject({ discount, coupon: { code: 'TENOFF' }, couponMessage: null });
    expect(cart.grandTotal).toBeCloseTo(cart.subtotal + cart.shipping - discount, 2);

    const unknown = await query('orders.cart.price', {
      lines: [{ kind: 'ready', frameId: v.frameId, sizeId: v.sizeId, quantity: 1 }],
      couponCode: 'nosuch',
    });
    expect(unknown.json().result.data).toMatchObject({
      discount: 0,
      coupon: null,
      couponMessage: 'This code is not valid',
    });

    const refused = await create({ items: [item(v, 1)], shipping: SHIPPING, couponCode: 'nosuch' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'This code is not valid',
      error: 'This code is not valid',
    });

    const res = await create({ items: [item(v, 2)], shipping: SHIPPING, couponCode: 'TenOff' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      couponCode: 'TENOFF',
      discount,
      grandTotal: cart.grandTotal,
    });
    const mine = await app.inject({
      url: `/api/order/myorders`,
      headers: suite.asha,
    });
    expect(mine.json().data[0]).toMatchObject({ couponCode: 'TENOFF', discount });

    const list = await app.inject({ url: '/api/coupon/getall', headers: admin });
    expect(list.json().data.find((c: { code: string }) => c.code === 'TENOFF')).toMatchObject({
      uses: 1,
      discountGiven: discount,
    });
    // The tRPC router: pause then the cart says the code is not valid.
    const id = list.json().data.find((c: { code: string }) => c.code === 'TENOFF').id;
    const paused = await mutate('coupons.pause', { id, paused: true }, admin);
    expect(paused.statusCode, paused.body).toBe(200);
    const after = await query('orders.cart.price', {
      lines: [{ kind: 'ready', frameId: v.frameId, sizeId: v.sizeId, quantity: 1 }],
      couponCode: 'TENOFF',
    });
    expect(after.json().result.data.couponMessage).toBe('This code is not valid');
    expect((await mutate('coupons.pause', { id, paused: false })).statusCode).toBe(403);
  });
});
