import { describeAdapter } from '@frameshop/db/testing/test-database';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { seedDemoOrders } from '@frameshop/domain/seed/demo-orders';
import { systemContext } from '@frameshop/domain/shared/context';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** A sample's value in Prometheus text, by metric name and label text. */
function sample(text: string, metric: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${metric}${labels ? `{${labels}` : ' '}`) ||
        l.startsWith(`${metric}{${labels}`),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** /metrics (issue 20): closed by default, read with the token, figures that follow the shop. */
describeAdapter('metrics', (t) => {
  const ctx = useApp(t, { env: { METRICS_TOKEN: TOKEN } });
  beforeAll(async () => {
    await t.truncate();
    const seed = systemContext(ctx.app.deps, 'seed');
    await seedDemoCatalogue.run(seed, undefined);
    await seedDemoOrders.run(seed, undefined);
  }, 120_000);
  const read = () =>
    ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers only with the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await ctx.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('nodejs_');
    }
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('reports requests per route pattern and status, caches, the pool, payments and mail', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await ctx.app.inject('/trpc/catalogue.sizes.list?input=%7B%7D')).statusCode).toBe(
        200,
      );
    }
    expect((await ctx.app.inject('/api/frame/getbyid/987654321')).statusCode).toBe(404);
    let text = (await read()).body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="/trpc/:path",status_code="200"',
      ),
    ).toBeGreaterThanOrEqual(3);
    // Patterns, never ids.
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="/api/frame/getbyid/:frameId",status_code="404"',
      ),
    ).toBe(1);
    expect(text).not.toContain('getbyid/987654321');
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'read_cache_hits_total', 'cache="catalogue"')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'db_pool_connections', 'state="open"')).toBeGreaterThanOrEqual(1);

    // Two pending attempts and a failed one on a demo order.
    const order = await t.db
      .selectFrom('orders')
      .select(['orderId', 'userId', 'grandTotalPaise'])
      .executeTakeFirstOrThrow();
    const now = Date.now();
    await t.db
      .insertInto('payment_attempts')
      .values(
        (['pending', 'pending', 'failed'] as const).map((state, i) => ({
          merchantOrderId: `FPMETRICS${i}`,
          orderId: order.orderId,
          userId: order.userId,
          api: 'v2' as const,
          amountPaise: order.grandTotalPaise,
          state,
          createdAt: now,
          expireAt: now + 60_000,
          nextCheckAt: now + 60_000,
        })),
      )
      .execute();
    const attempts = await t.db
      .selectFrom('payment_attempts')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    text = (await read()).body;
    expect(attempts.length).toBeGreaterThan(0);
    expect(sample(text, 'payment_attempts', 'state="pending"')).toBe(2);
    for (const { state, n } of attempts) {
      expect(sample(text, 'payment_attempts', `state="${state}"`), state).toBe(Number(n));
    }
    const unsent = await t.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sentAt', 'is', null)
      .where('nextAttemptAt', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(sample(text, 'mail_outbox_depth')).toBe(Number(unsent.n));
  });
});

describe('metrics without a token', () => {
  it('is not there', async () => {
    const { createTestDatabase } = await import('@frameshop/db/testing/test-database');
    const { buildApp } = await import('../src/app');
    const { testConfig } = await import('./helpers');
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({ config: testConfig(), database, logger: false });
    const res = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer anything-at-all-here' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    await app.close();
    await database.destroy();
  });
});
