import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  createTestDatabase,
  dialectsUnderTest,
  type TestDatabase,
} from '@frameshop/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_CREDENTIALS as c } from '../src/payment-config';
import { usePaymentApp } from './support/payment-harness';

const run = promisify(execFile);
const CHILD = fileURLToPath(new URL('./support/reconciler-process.ts', import.meta.url));
const ATTEMPTS = 40;

/**
 * Issue 12: several server processes on one MySQL each run the reconciler, and each due attempt
 * is worked by exactly one of them (the lease row). Two real processes race over 40 attempts.
 */
// MySQL only: an embedded SQLite file belongs to one server process, there is nothing to share.
const onMysql = dialectsUnderTest().includes('mysql') ? describe : describe.skip;
onMysql('payment: the reconciler in two processes [mysql]', () => {
  const t = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(t, await createTestDatabase('mysql'));
  }, 60_000);
  afterAll(() => t.destroy?.());
  const p = usePaymentApp(t);

  it('claims every due attempt exactly once across two processes', async () => {
    const ids: string[] = [];
    const orders: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const { order, id } = await p.placeAndStart(3, 1);
      ids.push(id);
      orders.push(order.orderId);
      await p.sim('decide', { merchantOrderId: id, decision: 'pay', webhook: false });
    }
    await t.db
      .updateTable('payment_attempts')
      .set({ nextCheckAt: Date.now() - 1 })
      .where('merchantOrderId', 'in', ids)
      .execute();
    const before = (await p.simCalls()).calls['v2.status'] ?? 0;
    const { port } = p.h.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}/phonepe-sim`;
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: t.url,
      PHONEPE_MODE: 'sandbox',
      PHONEPE_PG_URL: base,
      PHONEPE_AUTH_URL: base,
      PHONEPE_CLIENT_ID: c.clientId,
      PHONEPE_CLIENT_SECRET: c.clientSecret,
      PHONEPE_CLIENT_VERSION: c.clientVersion,
      PHONEPE_WEBHOOK_USERNAME: c.webhookUsername,
      PHONEPE_WEBHOOK_PASSWORD: c.webhookPassword,
      START_AT: String(Date.now() + 3000),
    };
    const spawn = () => run(process.execPath, ['--import', 'tsx', CHILD], { env, timeout: 60_000 });
    const results = await Promise.all([spawn(), spawn()]);
    const reports = results.map((r) => JSON.parse(r.stdout.trim()) as { checked: number });
    console.info(`[reconciler] two processes checked ${reports.map((r) => r.checked).join(' + ')}`);
    expect(reports[0]?.checked ?? 0).toBeGreaterThan(0);
    expect(reports[1]?.checked ?? 0).toBeGreaterThan(0);
    expect(reports.reduce((sum, r) => sum + r.checked, 0)).toBe(ATTEMPTS);
    // One status call per attempt: nobody asked twice.
    expect(((await p.simCalls()).calls['v2.status'] ?? 0) - before).toBe(ATTEMPTS);
    const rows = await t.db
      .selectFrom('orders')
      .select(['paymentStatus'])
      .where('orderId', 'in', orders)
      .execute();
    expect(rows.every((r) => r.paymentStatus === 'paid')).toBe(true);
    const paid = await t.db
      .selectFrom('order_events')
      .select('eventId')
      .where('orderId', 'in', orders)
      .where('detail', 'like', 'Paid%')
      .execute();
    expect(paid).toHaveLength(ATTEMPTS);
  }, 120_000);
});
