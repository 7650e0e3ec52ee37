import { describeEachDialect } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING, useOrdersRest } from './support/orders-rest';

/**
 * Shipment tracking and cash on delivery over HTTP (issue 23): PUT /api/order/updatestatus with
 * carrier and trackingNumber, POST /api/order/create with paymentMethod 'cod', the tRPC
 * procedures beside them; bad input is a 400 that changes nothing.
 */
describeEachDialect('orders: shipment tracking and cash on delivery over HTTP', (t) => {
  const suite = useOrdersRest(t);
  const { create, mutate, query, variants, item } = suite;
  let app: FastifyInstance;
  let admin: { authorization: string };
  let asha: { authorization: string };
  beforeAll(async () => {
    ({ app, admin, asha } = suite);
    const carrier = await mutate(
      'orders.carriers.create',
      { name: 'Delhivery', trackingUrl: 'https://www.delhivery.example/track/package/{awb}' },
      admin,
    );
    expect(carrier.statusCode, carrier.body).toBe(200);
  });

  const orderRow = (orderId: number) =>
    t.db.selectFrom('orders').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
  const put = (orderId: number, payload: object, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/order/updatestatus/${orderId}`, payload, headers });

  describe('shipment tracking', () => {
    it('ships with a carrier and AWB; the shopper sees the tracking link', async () => {
      const [v] = await variants(1, 3);
      const placed = (await create({ items: [item(v!)], shipping: SHIPPING })).json().data;
      const before = await orderRow(placed.orderId);
      for (const bad of [
        { status: 3, carrier: 'Delhivery', trackingNumber: 'AB 12' },
        { status: 3, carrier: 'Delhivery', trackingNumber: 'A'.repeat(31) },
        { status: 3, carrier: 'Nobody Express', trackingNumber: 'AB123456' },
        { status: 3, carrier: 'Delhivery' },
        { status: 2, carrier: 'Delhivery', trackingNumber: 'AB123456' },
        { status: 3, carrier: 'Delhivery', trackingNumber: 12345678 },
      ]) {
        const res = await put(placed.orderId, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
      expect(await orderRow(placed.orderId)).toEqual(before);
      // A shopper may not ship.
      expect(
        (
          await put(
            placed.orderId,
            { status: 3, carrier: 'Delhivery', trackingNumber: 'AB123456' },
            asha,
          )
        ).statusCode,
      ).toBe(403);

      const shipped = await put(placed.orderId, {
        status: 3,
        carrier: 'Delhivery',
        trackingNumber: '1234567890123',
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json().data).toMatchObject({
        status: 3,
        carrier: 'Delhivery',
        trackingNumber: '1234567890123',
        trackingUrl: 'https://www.delhivery.example/track/package/1234567890123',
      });
      const mine = await app.inject({ url: '/api/order/myorders', headers: asha });
      const seen = mine.json().data.find((o: { orderId: number }) => o.orderId === placed.orderId);
      expect(seen).toMatchObject({
        carrier: 'Delhivery',
        trackingNumber: '1234567890123',
        trackingUrl: 'https://www.delhivery.example/track/package/1234567890123',
      });
      const detail = await query('orders.mineById', { orderId: placed.orderId });
      expect(detail.json().result.data.timeline.map((e: { detail: string }) => e.detail)).toContain(
        'Pending → Shipped (Delhivery, AWB 1234567890123)',
      );
    });

    it('the tRPC setStatus takes the same fields', async () => {
      const [v] = await variants(1, 2);
      const placed = (await create({ items: [item(v!)], shipping: SHIPPING })).json().data;
      const res = await mutate(
        'orders.setStatus',
        { orderId: placed.orderId, status: 3, carrier: 'delhivery', trackingNumber: 'zx98765432' },
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.data.data).toMatchObject({
        carrier: 'Delhivery',
        trackingNumber: 'ZX98765432',
      });
    });
  });

  describe('cash on delivery', () => {
    it('places a COD order only when switched on and within the maximum; bad input changes nothing', async () => {
      const [v] = await variants(1, 5);
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const orders = await count();
      const body = { items: [item(v!)], shipping: SHIPPING, paymentMethod: 'cod' };
      const off = await create(body);
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toBe('Cash on delivery is not available');
      expect((await create({ ...body, paymentMethod: 'cash' })).statusCode).toBe(400);
      expect(
        (await mutate('orders.cod.save', { enabled: true, maxOrderPaise: 100, feePaise: 0 }, asha))
          .statusCode,
      ).toBe(403);
      // A ₹1 maximum: every order is above it.
      const low = await mutate(
        'orders.cod.save',
        { enabled: true, maxOrderPaise: 100, feePaise: 2_500 },
        admin,
      );
      expect(low.statusCode, low.body).toBe(200);
      const remainingBefore = await suite.remaining(v!.frameSizeId);
      // Only a verified e-mail may hold stock on cash on delivery (decision 0022): 403, REST and tRPC.
      const unverified = await create(body);
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json().message).toMatch(
        /^Cash on delivery needs a verified e-mail address/,
      );
      const unverifiedTrpc = await mutate(
        'orders.place',
        {
          shipping: SHIPPING,
          lines: [{ kind: 'ready', frameId: v!.frameId, sizeId: v!.sizeId, quantity: 1 }],
          paymentMethod: 'cod',
        },
        asha,
      );
      expect(unverifiedTrpc.statusCode).toBe(403);
      expect(await count()).toBe(orders);
      expect(await suite.remaining(v!.frameSizeId)).toBe(remainingBefore);
      await t.db.updateTable('users').set({ emailVerifiedAt: Date.now() }).execute();
      const tooMuch = await create(body);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toBe('Cash on delivery is available for orders up to ₹1.00');
      expect(await count()).toBe(orders);
      expect(await suite.remaining(v!.frameSizeId)).toBe(remainingBefore);

      await mutate(
        'orders.cod.save',
        { enabled: true, maxOrderPaise: 5_000_000, feePaise: 2_500 },
        admin,
      );
      const placed = await create(body);
      expect(placed.statusCode, placed.body).toBe(201);
      const data = placed.json().data;
      expect(data).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'cod due', codFee: 25 });
      expect(data.grandTotal).toBe(data.totalPrice + data.shippingCharge + 25);
      expect(await suite.remaining(v!.frameSizeId)).toBe(remainingBefore - 1);
      // PhonePe stays the default.
      const plain = await create({ items: [item(v!)], shipping: SHIPPING });
      expect(plain.json().data).toMatchObject({
        paymentMethod: 'phonepe',
        paymentStatus: 'awaiting payment',
        codFee: 0,
      });
    });

    it('records the cash on Delivered once, asked for; the order is then paid', async () => {
      await mutate(
        'orders.cod.save',
        { enabled: true, maxOrderPaise: 5_000_000, feePaise: 0 },
        admin,
      );
      const [v] = await variants(1, 2);
      const placed = await create({ items: [item(v!)], shipping: SHIPPING, paymentMethod: 'cod' });
      expect(placed.statusCode, placed.body).toBe(201);
      const { orderId } = placed.json().data;
      const before = await orderRow(orderId);
      const unconfirmed = await put(orderId, { status: 4 });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().message).toMatch(/^Confirm the cash received \(₹/);
      expect(await orderRow(orderId)).toEqual(before);
      const answers = await Promise.all([
        put(orderId, { status: 4, cashReceived: true }),
        put(orderId, { status: 4, cashReceived: true }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const row = await orderRow(orderId);
      expect(row.paymentStatus).toBe('paid');
      const events = await t.db
        .selectFrom('order_events')
        .select('detail')
        .where('orderId', '=', orderId)
        .execute();
      expect(events.filter((e) => e.detail.includes('received'))).toHaveLength(1);
    });
  });
});
