import { createHmac } from 'node:crypto';
import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainDeps, ServiceContext } from '../../src/shared/context';
import { DEFAULT_WEBHOOK_SETTINGS } from '../../src/shared/webhooks';
import { Receiver } from '../../src/testing/webhook-receiver';
import { ensureAdmin } from '../../src/users/users.service';
import { isPublicAddress } from '../../src/webhooks/address-guard';
import { nextAttemptAt, RETRY_WINDOW_MS, retryDelay } from '../../src/webhooks/retry-schedule';
import { publishEvent } from '../../src/webhooks/webhooks.published';
import {
  createWebhook,
  deliverWebhooks,
  resendDelivery,
  webhookDeliveries,
} from '../../src/webhooks/webhooks.service';
import { ctxFor, depsFor } from '../helpers';

/**
 * Sending (webhooks.service.ts `deliverWebhooks`) to a real receiver on loopback: signed, each
 * delivery claimed by one process, retried on the backoff schedule and given up after 24 hours.
 */

describe('retry schedule', () => {
  it('doubles from 30 s up to 3 hours apart', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 20].map(retryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 7_680_000, 10_800_000, 10_800_000,
    ]);
  });
  it('gives up when the next attempt would fall beyond 24 hours', () => {
    expect(nextAttemptAt(1, 0, 0)).toBe(30_000);
    expect(nextAttemptAt(12, RETRY_WINDOW_MS - 10_800_000, 0)).toBe(RETRY_WINDOW_MS);
    expect(nextAttemptAt(12, RETRY_WINDOW_MS - 10_799_999, 0)).toBeNull();
  });
});

describe('address guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    // IPv4-compatible IPv6 (::/96, deprecated): ::7f00:1 is 127.0.0.1.
    '::7f00:1',
    '::127.0.0.1',
    '::a00:1',
    '::808:808',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describeEachDialect('webhook delivery', (t) => {
  let receiver: Receiver;
  let clock: number;
  let deps: DomainDeps;
  let admin: ServiceContext;
  let system: ServiceContext;
  beforeAll(async () => {
    receiver = await new Receiver().start();
  });
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    await t.truncate();
    receiver.received.length = 0;
    receiver.status = 200;
    receiver.delayMs = 0;
    clock = Date.UTC(2026, 10, 26, 10, 0, 0);
    deps = depsFor(t, {
      now: () => clock,
      webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true, timeoutMs: 2_000 },
    });
    // A real admin: endpoints are sent to only while their maker is one.
    await ensureAdmin(deps, { email: 'boss@example.com', password: 'admin-password' });
    const boss = await deps.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', 'boss@example.com')
      .executeTakeFirstOrThrow();
    admin = ctxFor(deps, { userId: toNumber(boss.userId), role: 'admin', sessionId: 's' });
    system = { ...deps, actor: { role: 'system', job: 'webhooks' }, ip: '127.0.0.1' };
  });

  async function queue(count: number, type: 'order.paid' | 'stock.low' = 'order.paid') {
    await deps.db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i++) await publishEvent(trx, clock, type, { orderId: i + 1 });
    });
  }
  const rows = () =>
    deps.db.selectFrom('webhook_deliveries').selectAll().orderBy('deliveryRowId').execute();

  it('POSTs the JSON signed with the secret, with the event and delivery id', async () => {
    const endpoint = await createWebhook.execute(admin, {
      url: receiver.url,
      events: ['order.paid'],
    });
    await queue(1);
    expect(await deliverWebhooks.run(system, { owner: 'a' })).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    });
    const [got] = receiver.received;
    const [row] = await rows();
    expect(got?.headers['x-frameshop-event']).toBe('order.paid');
    expect(got?.headers['x-frameshop-delivery']).toBe(row?.deliveryId);
    expect(got?.headers['content-type']).toBe('application/json');
    const signature = String(got?.headers['x-frameshop-signature']);
    const [, ts, v1] = signature.match(/^t=(\d+),v1=([0-9a-f]{64})$/) ?? [];
    expect(Number(ts)).toBe(Math.floor(clock / 1000));
    const expected = createHmac('sha256', endpoint.secret)
      .update(`${ts}.${got?.body}`)
      .digest('hex');
    expect(v1).toBe(expected);
    expect(JSON.parse(got?.body ?? '')).toMatchObject({
      id: row?.deliveryId,
      type: 'order.paid',
      data: { orderId: 1 },
    });
    expect(row).toMatchObject({ state: 'delivered', nextAttemptAt: null, leaseOwner: null });
    expect(toNumber(row?.lastStatusCode)).toBe(200);
    // Nothing more is due.
    expect((await deliverWebhooks.run(system, { owner: 'a' })).delivered).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a non-2xx on the backoff schedule and gives up after 24 hours', async () => {
    receiver.status = 500;
    await createWebhook.execute(admin, { url: receiver.url, events: ['order.paid'] });
    await queue(1);
    const queuedAt = clock;
    // The attempts the schedule allows inside the window.
    let expectedAttempts = 1;
    for (let at = queuedAt; ; expectedAttempts++) {
      const next = nextAttemptAt(expectedAttempts, at, queuedAt);
      if (next === null) break;
      at = next;
    }
    let attempts = 0;
    for (;;) {
      const report = await deliverWebhooks.run(system, { owner: 'a' });
      const [row] = await rows();
      if (report.retrying + report.failed === 1) attempts++;
      if (row?.state === 'failed') break;
      expect(row?.state).toBe('pending');
      // Not due a moment before its time.
      clock = toNumber(row?.nextAttemptAt) - 1;
      expect((await deliverWebhooks.run(system, { owner: 'a' })).retrying).toBe(0);
      clock += 1;
    }
    expect(attempts).toBe(expectedAttempts);
    expect(expectedAttempts).toBe(16);
    expect(receiver.received).toHaveLength(16);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', nextAttemptAt: null });
    expect(toNumber(row?.attempts)).toBe(16);
    expect(toNumber(row?.lastStatusCode)).toBe(500);
    expect(row?.lastAnswer).toBe('no: 500');
    expect(clock - queuedAt).toBeLessThanOrEqual(RETRY_WINDOW_MS);

    // 'Resend' queues it again, due now, with a fresh window; the receiver is back.
    receiver.status = 200;
    await resendDelivery.execute(admin, { deliveryId: String(row?.deliveryId) });
    expect((await deliverWebhooks.run(system, { owner: 'a' })).delivered).toBe(1);
    const listed = await webhookDeliveries.execute(admin, { id: toNumber(row?.endpointId) });
    expect(listed.deliveries[0]).toMatchObject({ state: 'delivered', attempts: 17 });
  });

  it('counts a receiver that does not answer in time as a failed attempt', async () => {
    await createWebhook.execute(admin, { url: receiver.url, events: ['order.paid'] });
    await queue(1);
    receiver.delayMs = 500;
    const report = await deliverWebhooks.run(
      { ...system, webhooks: { ...deps.webhooks, timeoutMs: 100 } },
      { owner: 'a' },
    );
    expect(report.retrying).toBe(1);
    const [row] = await rows();
    expect(row?.lastError).toMatch(/No answer within/);
    expect(row?.state).toBe('pending');
  });

  it('refuses to send to a private address unless allowed, and records why', async () => {
    await createWebhook.execute(admin, { url: receiver.url, events: ['order.paid'] });
    await queue(1);
    const strict = { ...system, webhooks: { ...deps.webhooks, allowPrivate: false } };
    expect((await deliverWebhooks.run(strict, { owner: 'a' })).retrying).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const [row] = await rows();
    expect(row?.lastError).toMatch(/private address/);
  });

  it('three claimers at once (each its own owner) send each delivery exactly once', async () => {
    await createWebhook.execute(admin, { url: receiver.url, events: ['order.paid'] });
    await queue(45);
    const run = (owner: string) => deliverWebhooks.run(system, { owner });
    for (let round = 0; round < 5; round++) {
      await Promise.all([run('one'), run('two'), run('three')]);
    }
    const ids = receiver.received.map((r) => r.headers['x-frameshop-delivery']);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect((await rows()).every((r) => r.state === 'delivered')).toBe(true);
  });
});
