import { describeAdapter } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from './helpers';
import { SHIPPING, useOrdersRest } from './support/orders-rest';

/**
 * What every REST route does with a JSON body (issue 19): keys that name Object's own
 * properties are unknown keys like any other (400, as tRPC answers), a JSON number field takes
 * numbers only (text is converted for query, path and multipart text alone), and bad input
 * changes nothing.
 */
describeAdapter('REST input rules', (t) => {
  const suite = useOrdersRest(t);
  const { create, variants, item } = suite;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = suite);
  });

  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  describe('prototype keys', () => {
    for (const key of ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty']) {
      it(`a "${key}" key in a login body is a 400 naming no internals`, async () => {
        const res = await post(
          '/api/user/login',
          `{"${key}":1,"email":"a@b.c","password":"not-the-password"}`,
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBeTruthy();
        expect(res.body).not.toMatch(/TypeError|at \w+ \(|\.ts:\d+/);
      });
    }

    it('a "constructor" key inside a nested object is a 400 too, and nothing is stored', async () => {
      const [v] = await variants(1, 3);
      const before = await tableCounts(t);
      const res = await app.inject({
        method: 'POST',
        url: '/api/order/create',
        payload: { items: [{ ...item(v), constructor: 1 }], shipping: SHIPPING },
        headers: suite.asha,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(await tableCounts(t)).toEqual(before);
    });
  });

  it('deeply nested JSON is a 400, answered at once', async () => {
    for (const deep of [
      `{"email":${'['.repeat(50_000)}${']'.repeat(50_000)},"password":"x"}`,
      `{"email":"a@b.c","password":"x","extra":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
    ]) {
      const res = await post('/api/user/login', deep);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    }
  });

  describe('JSON numbers', () => {
    it('"quantity": "2" in a JSON order is a 400 and places nothing', async () => {
      const [v] = await variants(1, 3);
      const before = await tableCounts(t);
      const res = await create({ items: [{ ...item(v), quantity: '2' }], shipping: SHIPPING });
      expect(res.statusCode, res.body).toBe(400);
      expect(await tableCounts(t)).toEqual(before);
      const ok = await create({ items: [{ ...item(v), quantity: 2 }], shipping: SHIPPING });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('the path wins over a body that repeats its key, and is converted', async () => {
      const [v] = await variants(1, 3);
      const placed = (await create({ items: [item(v)], shipping: SHIPPING })).json().data;
      for (const orderId of [String(placed.orderId), '999999']) {
        const res = await app.inject({
          method: 'PUT',
          url: `/api/order/updatestatus/${placed.orderId}`,
          payload: { status: 2, orderId },
          headers: suite.admin,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ orderId: placed.orderId, status: 2 });
      }
    });

    it('path text is still converted: a numeric order id in the URL is an id', async () => {
      const res = await app.inject({
        url: '/api/order/myorders?page=1&limit=5',
        headers: suite.asha,
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('unknown paths', () => {
    for (const url of ['/api/no-such-thing', '/api/ORDER/myorders', '/api/order/MyOrders']) {
      it(`${url} is a JSON 404`, async () => {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json().message).toBeTruthy();
      });
    }
  });
});
