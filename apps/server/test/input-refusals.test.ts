import { describeAdapter } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/plugins/json-body';
import { multipart, tableCounts } from './helpers';
import { SHIPPING, useOrdersRest } from './support/orders-rest';

/**
 * Issue 19 section 4, over every route that exists (found by the fuzz suite, kept here as
 * plain cases): a body key that is a prototype name or unknown is a 400 naming it on every
 * REST route, as on tRPC; JSON nested past MAX_JSON_DEPTH is refused before it is parsed;
 * the router's own refusals come in our error shape without the address repeated. Nothing
 * refused changes a row.
 */
const KEYS = ['__proto__', 'constructor', 'prototype', 'notAField'];
/** PhonePe's webhook takes its body as text (its signature is over the exact bytes). */
const RAW_BODY = new Set(['POST /api/phonepe/webhook']);

describeAdapter('input refusals over every route', (t) => {
  const suite = useOrdersRest(t);
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = suite);
  });
  const bodyRoutes = () =>
    app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        (r.method === 'POST' || r.method === 'PUT') &&
        !RAW_BODY.has(`${r.method} ${r.url}`),
    );
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
  /** The answer names the key (zod's "Unrecognized key") or says a prototype key was sent. */
  const namesKey = (body: string, key: string) =>
    body.includes(`\\"${key}\\"`) || /forbidden key/.test(body);

  it('every JSON route answers 400 naming a prototype or unknown key, and stores nothing', async () => {
    const routes = bodyRoutes().filter((r) => r.body !== 'multipart');
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const before = await tableCounts(t);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const key of KEYS) {
        const res = await app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { ...suite.admin, 'content-type': 'application/json' },
          // A name field too: named-attribute routes read only theirs (materialName).
          payload: `{"${key}":{"a":1},"materialName":"Oak","name":"Oak"}`,
        });
        if (res.statusCode !== 400 || !namesKey(res.body, key)) {
          wrong.push(
            `${route.method} ${route.url} ${key}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('every multipart route answers 400 for a prototype or unknown field, and stores nothing', async () => {
    const routes = bodyRoutes().filter((r) => r.body === 'multipart');
    expect(routes.length).toBeGreaterThan(5);
    const before = await tableCounts(t);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const key of KEYS) {
        const form = await multipart({ [key]: '1', title: 'x' });
        const res = await app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { ...suite.admin, ...form.headers },
          payload: form.payload,
        });
        const named = namesKey(res.body, key) || /Invalid form field name/.test(res.body);
        if (res.statusCode !== 400 || !named) {
          wrong.push(
            `${route.method} ${route.url} ${key}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('a named-attribute route takes its legacy field and nothing beside it', async () => {
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/thickness/addthickness',
        headers: suite.admin,
        payload,
      });
    const before = await tableCounts(t);
    const refused = await post({ thicknessValue: '2 mm', constructor: 1 });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('Unrecognized key: "constructor"');
    expect(await tableCounts(t)).toEqual(before);
    // Access first: a visitor learns nothing about the input, even a refusable one.
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/thickness/addthickness',
      payload: { thicknessValue: '2 mm', constructor: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const created = await post({ thicknessValue: '2 mm' });
    expect(created.statusCode, created.body).toBe(201);
  });

  describe('deep nesting', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepMessage = `The JSON sent is nested more than ${MAX_JSON_DEPTH} levels deep`;

    it('1 MB of brackets is refused before parsing, on REST and on tRPC bodies', async () => {
      const depth = 500_000;
      for (const url of ['/api/order/create', '/trpc/orders.place']) {
        const before = await tableCounts(t);
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...suite.asha, 'content-type': 'application/json' },
          payload: `{"items":${nested(depth)},"shipping":${JSON.stringify(SHIPPING)}}`,
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
        // Parsing first would answer the schema's message about `items`, after ~250 ms of CPU.
        expect(res.json().message).toBe(deepMessage);
        expect(await tableCounts(t)).toEqual(before);
      }
    });

    it('a tRPC query input nested too deeply is refused the same way', async () => {
      const input = encodeURIComponent(`{"search":${nested(MAX_JSON_DEPTH + 1)}}`);
      const res = await app.inject({
        url: `/trpc/orders.mine?input=${input}`,
        headers: suite.asha,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(deepMessage);
    });

    it('the limit is the limit: one level less reaches the schema', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":${nested(MAX_JSON_DEPTH - 1)},"password":"x"}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'email' })]);
    });
  });

  describe("the router's refusals", () => {
    for (const [url, status] of [
      ['/api/news/getbyid/%E0', 400],
      ['/api/news/getbyid/%ED%A0%80', 400],
      ['/trpc/catalogue.sizes.list%ZZ', 400],
      [`/api/news/getbyid/${'9'.repeat(5_000)}`, 414],
    ] as const) {
      it(`${url.slice(0, 40)} is a ${status} in the error shape, not repeating the address`, async () => {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(status);
        const body = res.json();
        expect(body).toEqual({
          message: expect.any(String),
          error: body.message,
          code: expect.any(String),
        });
        expect(res.body).not.toContain('/api/');
        expect(res.body).not.toContain('FST_');
      });
    }
  });
});
