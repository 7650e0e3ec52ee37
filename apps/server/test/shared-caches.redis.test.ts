import type { MaterialDto } from '@frameshop/contracts/catalogue/dtos';
import { describeAdapter } from '@frameshop/db/testing/test-database';
import { materials } from '@frameshop/domain/catalogue/attributes.service';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REDIS_REACHABLE,
  TEST_REDIS_URL,
  uniquePrefix,
} from '../../../packages/domain/test/support/redis';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { testConfig } from './helpers';

const reachable = REDIS_REACHABLE;

/**
 * Two app processes' worth of the server over one database and one Redis (issue 20): an
 * admin's write through one is read from the other's tRPC read cache within a second.
 */
describeAdapter('read caches shared through Redis', (t) => {
  const prefix = uniquePrefix();
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    const config = { ...testConfig({ REDIS_URL: TEST_REDIS_URL }), redisPrefix: prefix };
    one = await buildApp({ config, database: t, logger: false });
    two = await buildApp({ config, database: t, logger: false });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  const names = async (app: FastifyInstance): Promise<string[]> => {
    const res = await app.inject('/trpc/catalogue.materials.list?input=%7B%7D');
    expect(res.statusCode).toBe(200);
    return res.json().result.data.map((m: MaterialDto) => m.materialName);
  };

  it.skipIf(!reachable)('shows a write through one process on the other within 1 s', async () => {
    const before = await names(two);
    // Served from two's cache from now on.
    expect(await names(two)).toEqual(before);
    await materials.create.run(systemContext(one.deps, 'test'), { name: 'Handmade paper' });
    const start = Date.now();
    while (!(await names(two)).includes('Handmade paper')) {
      expect(Date.now() - start).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const app of [one, two]) {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', redis: 'ok' });
    }
  });
});

describe('Redis unreachable', () => {
  it('starts anyway, says degraded and serves from the database', async () => {
    const { createTestDatabase } = await import('@frameshop/db/testing/test-database');
    const database = await createTestDatabase('sqlite');
    const started = Date.now();
    const app = await buildApp({
      config: {
        ...testConfig({ REDIS_URL: 'redis://127.0.0.1:1/0' }),
        redisPrefix: uniquePrefix(),
      },
      database,
      logger: false,
    });
    try {
      expect(Date.now() - started).toBeLessThan(5_000);
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', redis: 'degraded' });
      expect((await app.inject('/trpc/catalogue.materials.list?input=%7B%7D')).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

describe('settings for several processes', () => {
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('stops at boot with one clear line per bad or contradictory setting', () => {
    expect(problem({ WORKER_MODE: 'server' })).toMatch(
      /REDIS_URL: WORKER_MODE=server or worker runs several processes/,
    );
    expect(problem({ WORKER_MODE: 'worker' })).toMatch(/REDIS_URL:/);
    expect(problem({ WORKER_MODE: 'both' })).toMatch(/WORKER_MODE:/);
    expect(problem({ REDIS_URL: 'http://127.0.0.1:6379' })).toMatch(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
    expect(problem({ METRICS_TOKEN: 'short' })).toMatch(/METRICS_TOKEN: must be at least 16/);
    expect(problem({ WORKER_MODE: 'server', REDIS_URL: TEST_REDIS_URL })).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).WORKER_MODE).toBe('shared');
  });
});
