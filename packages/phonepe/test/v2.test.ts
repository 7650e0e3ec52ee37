import { beforeEach, describe, expect, it } from 'vitest';
import { newMerchantId, type PayRequest } from '../src/client';
import {
  type Harness,
  payRequest as makePayRequest,
  rejection,
  startHarness,
  submitPage,
  useHarness,
  waitFor,
} from './harness';

const harness = useHarness();
let h: Harness;
beforeEach(() => {
  h = harness();
});
const payRequest = (amountPaise = 123400) => makePayRequest(h, 42, amountPaise);

describe('v2 against the simulator', () => {
  it('pays through the hosted page, redirects 303, reports COMPLETED and sends a verifiable webhook', async () => {
    const gw = h.gateway('v2');
    const req = payRequest();
    const pay = await gw.pay(req);
    expect(pay.redirectUrl.startsWith(`${h.base}/pay/`)).toBe(true);
    expect(pay.gatewayOrderId).toMatch(/^OMO/);
    expect(pay.expireAt).toBeGreaterThan(Date.now() + 1000 * 1000);

    const page = await (await fetch(pay.redirectUrl)).text();
    expect(page).toContain('₹1,234.00');
    expect(page).toContain('name="viewport"');
    for (const label of ['>Pay<', '>Decline<', '>Leave pending<', 'name="vpa"'])
      expect(page).toContain(label);

    const submitted = await submitPage(pay.redirectUrl, { action: 'pay' });
    expect(submitted.status).toBe(303);
    expect(submitted.location).toBe(req.redirectUrl);

    const status = await gw.status(req.merchantOrderId);
    expect(status).toMatchObject({ state: 'COMPLETED', amountPaise: 123400, code: 'COMPLETED' });
    expect(status.transactionId).toBeTruthy();

    const hook = await waitFor(() => h.received.find((r) => r.path === '/webhook'));
    const event = gw.verifyWebhook(hook.headers, hook.rawBody);
    expect(event).toMatchObject({
      event: 'checkout.order.completed',
      kind: 'order',
      merchantOrderId: req.merchantOrderId,
      state: 'COMPLETED',
      amountPaise: 123400,
    });
    expect(
      gw.verifyWebhook({ ...hook.headers, authorization: 'f'.repeat(64) }, hook.rawBody),
    ).toBeNull();
    expect(
      gw.verifyWebhook({ ...hook.headers, authorization: undefined }, hook.rawBody),
    ).toBeNull();
  });

  it('declines with failed@ybl and reports FAILED', async () => {
    const gw = h.gateway('v2');
    const req = payRequest();
    const pay = await gw.pay(req);
    const submitted = await submitPage(pay.redirectUrl, { action: 'upi', vpa: 'failed@ybl' });
    expect(submitted.status).toBe(303);
    expect((await gw.status(req.merchantOrderId)).state).toBe('FAILED');
    const hook = await waitFor(() => h.received.find((r) => r.path === '/webhook'));
    expect(gw.verifyWebhook(hook.headers, hook.rawBody)?.event).toBe('checkout.order.failed');
  });

  it('leaves pending, honours the pending control, then expires to FAILED', async () => {
    const gw = h.gateway('v2');
    const req = payRequest();
    const pay = await gw.pay(req);
    expect((await submitPage(pay.redirectUrl, { action: 'pending' })).status).toBe(303);
    expect((await gw.status(req.merchantOrderId)).state).toBe('PENDING');
    await h.control('decide', {
      merchantOrderId: req.merchantOrderId,
      decision: 'pay',
      webhook: false,
    });
    await h.control('pending', { merchantOrderId: req.merchantOrderId, times: 2 });
    expect((await gw.status(req.merchantOrderId)).state).toBe('PENDING');
    expect((await gw.status(req.merchantOrderId)).state).toBe('PENDING');
    expect((await gw.status(req.merchantOrderId)).state).toBe('COMPLETED');

    const other = payRequest();
    await gw.pay(other);
    await h.control('expire', { merchantOrderId: other.merchantOrderId });
    expect((await gw.status(other.merchantOrderId)).state).toBe('FAILED');
  });

  it('maps an unknown id to not_found', async () => {
    const err = await rejection(h.gateway('v2').status('NOPE_123'));
    expect(err).toMatchObject({
      kind: 'not_found',
      code: 'MERCHANT_ORDER_MAPPING_NOT_FOUND',
      httpStatus: 400,
    });
  });

  it('fetches one token for 20 concurrent calls', async () => {
    const req = payRequest();
    await h.gateway('v2').pay(req);
    const before = await h.calls();
    // A fresh client has no token: all twenty calls race for it and must share one fetch.
    const fresh = h.gateway('v2');
    await Promise.all(Array.from({ length: 20 }, () => fresh.status(req.merchantOrderId)));
    const after = await h.calls();
    expect(after.tokensIssued - before.tokensIssued).toBe(1);
    expect((after.calls.token ?? 0) - (before.calls.token ?? 0)).toBe(1);
    expect((after.calls['v2.status'] ?? 0) - (before.calls['v2.status'] ?? 0)).toBe(20);
  });

  it('refetches the token once after a 401 and succeeds', async () => {
    const gw = h.gateway('v2');
    const req = payRequest();
    await gw.pay(req);
    await h.control('expire-tokens');
    await Promise.all(Array.from({ length: 5 }, () => gw.status(req.merchantOrderId)));
    const { calls, tokensIssued } = await h.calls();
    expect(tokensIssued).toBe(2);
    expect(calls.token).toBe(2);
    // 1 pay + 5 refused with 401 + 5 retried with the one fresh token.
    expect(calls['v2.pay']).toBe(1);
    expect(calls['v2.status']).toBe(10);
  });

  it('reports wrong client credentials as an auth error', async () => {
    const err = await rejection(h.gateway('v2', { clientSecret: 'wrong' }).pay(payRequest()));
    expect(err.kind).toBe('auth');
    expect(err.httpStatus).toBe(401);
  });

  it('turns 5xx and hangs into unavailable within the timeout', async () => {
    const gw = h.gateway('v2', {}, { timeoutMs: 300 });
    const req = payRequest();
    await gw.pay(req);
    await h.control('fail', { times: 1, endpoint: 'v2.status', status: 503 });
    expect(await rejection(gw.status(req.merchantOrderId))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
    });

    await h.control('hang', { times: 1, endpoint: 'v2.status' });
    const started = Date.now();
    expect((await rejection(gw.status(req.merchantOrderId))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await gw.status(req.merchantOrderId)).state).toBe('PENDING');
  });

  it('refunds: PENDING, then COMPLETED with a refund webhook; limits and failure control', async () => {
    const gw = h.gateway('v2');
    const req = payRequest(50000);
    await gw.pay(req);
    const notPaid = await rejection(
      gw.refund({
        merchantRefundId: newMerchantId('RF'),
        originalMerchantOrderId: req.merchantOrderId,
        amountPaise: 100,
        merchantUserId: 'U42',
        callbackUrl: '',
      }),
    );
    expect(notPaid.kind).toBe('bad_request');
    await h.control('decide', {
      merchantOrderId: req.merchantOrderId,
      decision: 'pay',
      webhook: false,
    });

    const refundId = newMerchantId('RF');
    const refund = await gw.refund({
      merchantRefundId: refundId,
      originalMerchantOrderId: req.merchantOrderId,
      amountPaise: 30000,
      merchantUserId: 'U42',
      callbackUrl: '',
    });
    expect(refund).toMatchObject({ state: 'PENDING', amountPaise: 30000 });
    expect(await gw.refundStatus(refundId)).toMatchObject({
      state: 'COMPLETED',
      amountPaise: 30000,
    });
    const hook = await waitFor(() =>
      h.received
        .map((r) => gw.verifyWebhook(r.headers, r.rawBody))
        .find((e) => e?.event === 'pg.refund.completed'),
    );
    expect(hook).toMatchObject({
      kind: 'refund',
      merchantRefundId: refundId,
      merchantOrderId: req.merchantOrderId,
    });

    const tooMuch = await rejection(
      gw.refund({
        merchantRefundId: newMerchantId('RF'),
        originalMerchantOrderId: req.merchantOrderId,
        amountPaise: 20001,
        merchantUserId: 'U42',
        callbackUrl: '',
      }),
    );
    expect(tooMuch.kind).toBe('bad_request');

    await h.control('refunds', { fail: true });
    const failing = newMerchantId('RF');
    await gw.refund({
      merchantRefundId: failing,
      originalMerchantOrderId: req.merchantOrderId,
      amountPaise: 20000,
      merchantUserId: 'U42',
      callbackUrl: '',
    });
    expect((await gw.refundStatus(failing)).state).toBe('FAILED');
  });

  it('refuses bad amounts, ids, expiry and duplicates with 400 BAD_REQUEST', async () => {
    const gw = h.gateway('v2');
    const cases: PayRequest[] = [
      { ...payRequest(99) },
      { ...payRequest(), amountPaise: 100.5 },
      { ...payRequest(), merchantOrderId: 'bad id!' },
      { ...payRequest(), merchantOrderId: 'X'.repeat(36) },
      { ...payRequest(), expireAfterSeconds: 299 },
      { ...payRequest(), expireAfterSeconds: 3601 },
    ];
    for (const req of cases) {
      expect(await rejection(gw.pay(req))).toMatchObject({
        kind: 'bad_request',
        code: 'BAD_REQUEST',
        httpStatus: 400,
      });
    }
    const req = payRequest();
    await gw.pay(req);
    expect((await rejection(gw.pay(req))).kind).toBe('bad_request');
  });

  it('duplicates the next webhook concurrently and can drop webhooks', async () => {
    const gw = h.gateway('v2');
    const req = payRequest();
    await gw.pay(req);
    await h.control('webhooks', { duplicate: 3 });
    await h.control('decide', { merchantOrderId: req.merchantOrderId, decision: 'pay' });
    await waitFor(() => h.received.length >= 3);
    const keys = new Set(h.received.map((r) => gw.verifyWebhook(r.headers, r.rawBody)?.dedupeKey));
    expect(keys.size).toBe(1);

    h.received.length = 0;
    await h.control('webhooks', { drop: true });
    const other = payRequest();
    await gw.pay(other);
    await h.control('decide', { merchantOrderId: other.merchantOrderId, decision: 'decline' });
    await new Promise((r) => setTimeout(r, 100));
    expect(h.received).toHaveLength(0);
  });
});

describe('simulator without controls', () => {
  it('answers 404 on the control routes', async () => {
    const closed = await startHarness({ controls: false });
    try {
      const res = await fetch(`${closed.base}/__control/calls`);
      expect(res.status).toBe(404);
      const reset = await fetch(`${closed.base}/__control/reset`, { method: 'POST' });
      expect(reset.status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
