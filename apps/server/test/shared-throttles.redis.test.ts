import { describeAdapter } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PrivateRedis,
  REDIS_REACHABLE,
  uniquePrefix,
} from '../../../packages/domain/test/support/redis';
import { buildApp } from '../src/app';
import { signupAndLogin, testConfig } from './helpers';

const reachable = REDIS_REACHABLE;

/**
 * Throttles counted across processes (issue 20): wrong passwords spread over three app
 * processes share one budget in Redis; with Redis gone, each process's insurance limiter
 * still throttles, and nothing waits for Redis.
 */
describeAdapter('throttles shared through Redis', (t) => {
  let redis: PrivateRedis;
  let apps: FastifyInstance[] = [];
  const email = 'meera@example.com';
  beforeAll(async () => {
    if (!reachable) return;
    redis = await PrivateRedis.start();
    const config = { ...testConfig({ REDIS_URL: redis.url }), redisPrefix: uniquePrefix() };
    apps = await Promise.all([1, 2, 3].map(() => buildApp({ config, database: t, logger: false })));
    await signupAndLogin(apps[0] as FastifyInstance, {
      firstName: 'Meera',
      lastName: 'Iyer',
      email,
      password: 'shopper-pass',
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
  });

  const wrongLogin = (app: FastifyInstance, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: ip,
      payload: { email, password: 'not-the-password-1' },
    });

  it.skipIf(!reachable)(
    'makes the 11th wrong password a 429, whichever process it reaches',
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        statuses.push(
          (await wrongLogin(apps[i % 3] as FastifyInstance, '198.51.100.7')).statusCode,
        );
      }
      expect(statuses.every((s) => s === 401 || s === 400)).toBe(true);
      for (const app of apps) {
        const eleventh = await wrongLogin(app, '198.51.100.7');
        expect(eleventh.statusCode).toBe(429);
        expect(eleventh.json().message).toMatch(/Too many failed attempts/);
      }
      // Another address has its own budget.
      expect((await wrongLogin(apps[1] as FastifyInstance, '198.51.100.8')).statusCode).not.toBe(
        429,
      );
    },
  );

  const priceWithCode = (app: FastifyInstance, ip: string, couponCode: string) => {
    const input = { lines: [{ kind: 'ready', frameId: 1, sizeId: 1, quantity: 1 }], couponCode };
    return app.inject({
      url: `/trpc/orders.cart.price?input=${encodeURIComponent(JSON.stringify(input))}`,
      remoteAddress: ip,
    });
  };

  it.skipIf(!reachable)(
    'counts discount code look-ups of one IP across processes: the 31st in a minute is refused',
    async () => {
      const messages = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const res = await priceWithCode(apps[i % 3] as FastifyInstance, '198.51.100.20', `G${i}`);
        expect(res.statusCode, res.body).toBe(200);
        messages.add(res.json().result.data.couponMessage);
      }
      expect([...messages]).toEqual(['This code is not valid']);
      for (const app of apps) {
        const res = await priceWithCode(app, '198.51.100.20', 'ANOTHER');
        expect(res.json().result.data.couponMessage).toBe(
          'Too many discount codes tried. Please wait a minute and try again.',
        );
      }
      const elsewhere = await priceWithCode(apps[2] as FastifyInstance, '198.51.100.21', 'G0');
      expect(elsewhere.json().result.data.couponMessage).toBe('This code is not valid');
    },
  );

  it.skipIf(!reachable)(
    'keeps throttling from memory, without waiting, while Redis is down',
    async () => {
      await redis.stop();
      const started = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await wrongLogin(apps[0] as FastifyInstance, '203.0.113.99')).statusCode);
      }
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
      expect(statuses[10]).toBe(429);
      await redis.start();
    },
  );
});
