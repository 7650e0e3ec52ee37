import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  REDIS_REACHABLE,
  TEST_REDIS_URL,
  uniquePrefix,
} from '../../../packages/domain/test/support/redis';
import { buildApp } from '../src/app';
import { registerJobs } from '../src/jobs/index';
import { testConfig } from './helpers';

const reachable = REDIS_REACHABLE;

/** WORKER_MODE (issue 20): who serves and who runs the background jobs. */
describe.skipIf(!reachable)('worker mode', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    return async () => database.destroy();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  const appIn = async (mode: 'shared' | 'server' | 'worker') => {
    const env = { WORKER_MODE: mode, REDIS_URL: TEST_REDIS_URL };
    const app = await buildApp({
      config: { ...testConfig(env), redisPrefix: uniquePrefix() },
      database,
      logger: false,
    });
    apps.push(app);
    return app;
  };

  it('worker: runs the jobs and answers only the probes', async () => {
    const app = await appIn('worker');
    // As server.ts does: jobs start before the app is ready.
    expect(registerJobs(app)).toEqual(['hourly', 'payment-worker', 'mail-outbox', 'webhooks']);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).json()).toMatchObject({ status: 'ready', redis: 'ok' });
    for (const url of [
      '/api/frame/getallframes',
      '/trpc/catalogue.sizes.list',
      '/api/phonepe/webhook',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('server: serves everything and runs no job', async () => {
    const app = await appIn('server');
    expect(registerJobs(app)).toEqual([]);
    expect((await app.inject('/api/frame/getallframes')).statusCode).toBe(200);
  });

  it('shared (the default): both', async () => {
    const app = await appIn('shared');
    expect(registerJobs(app)).toHaveLength(4);
    expect((await app.inject('/api/frame/getallframes')).statusCode).toBe(200);
  });
});
