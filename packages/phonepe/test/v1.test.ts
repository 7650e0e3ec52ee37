import { beforeEach, describe, expect, it } from 'vitest';
import { newMerchantId, v1XVerify } from '../src/client';
import { v1CallbackXVerify } from '../src/signing';
import {
  type Harness,
  payRequest as makePayRequest,
  rejection,
  submitPage,
  useHarness,
  waitFor,
} from './harness';

const harness = useHarness();
let h: Harness;
beforeEach(() => {
  h = harness();
});
const payRequest = (amountPaise = 250000) => makePayRequest(h, 7, amountPaise);

describe('v1 against the simulator', () => {
  it('pays through the hosted page, answers PAYMENT_SUCCESS and posts a verifiable S2S callback', async () => {
    const gw = h.gateway('v1');
    const req = payRequest();
    const pay = await gw.pay(req);
    expect(pay).toMatchObject({ gatewayOrderId: null, expireAt: null });
    const page = await (await fetch(pay.redirectUrl)).text();
    expect(page).toContain('₹2,500.00');

    const submitted = await submitPage(pay.redirectUrl, { action: 'upi', vpa: 'success@ybl' });
    expect(submitted).toMatchObject({ status: 303, location: req.redirectUrl });

    const status = await gw.status(req.merchantOrderId);
    expect(status).toMatchObject({
      state: 'COMPLETED',
      amountPaise: 250000,
      code: 'PAYMENT_SUCCESS',
    });

    const cb = await waitFor(() => h.received.find((r) => r.path === '/callback'));
    expect(gw.verifyWebhook(cb.headers, cb.rawBody)).toMatchObject({
      event: 'PAYMENT_SUCCESS',
      merchantOrderId: req.merchantOrderId,
      state: 'COMPLETED',
      amountPaise: 250000,
    });
    // A forged callback: right shape, X-VERIFY computed with the wrong salt.
    const response = JSON.parse(cb.rawBody).response as string;
    const forged = v1CallbackXVerify(response, 'not-the-salt', '1');
    expect(gw.verifyWebhook({ ...cb.headers, 'x-verify': forged }, cb.rawBody)).toBeNull();
    // An edited body under the genuine header.
    const edited = JSON.stringify({
      response: Buffer.from('{"code":"PAYMENT_SUCCESS"}').toString('base64'),
    });
    expect(gw.verifyWebhook(cb.headers, edited)).toBeNull();
    // v2-style headers mean nothing to a v1 gateway.
    expect(h.gateway('v2').verifyWebhook(cb.headers, cb.rawBody)).toBeNull();
  });

  it('declines via the page and reports PAYMENT_DECLINED as FAILED', async () => {
    const gw = h.gateway('v1');
    const req = payRequest();
    const pay = await gw.pay(req);
    expect((await submitPage(pay.redirectUrl, { action: 'decline' })).status).toBe(303);
    expect(await gw.status(req.merchantOrderId)).toMatchObject({
      state: 'FAILED',
      code: 'PAYMENT_DECLINED',
    });
  });

  it('keeps checking on PAYMENT_PENDING and times out to TIMED_OUT', async () => {
    const gw = h.gateway('v1');
    const req = payRequest();
    await gw.pay(req);
    expect(await gw.status(req.merchantOrderId)).toMatchObject({
      state: 'PENDING',
      code: 'PAYMENT_PENDING',
    });
    await h.control('expire', { merchantOrderId: req.merchantOrderId });
    expect(await gw.status(req.merchantOrderId)).toMatchObject({
      state: 'FAILED',
      code: 'TIMED_OUT',
    });
  });

  it('maps an unknown id to not_found and a wrong salt key to auth', async () => {
    expect((await rejection(h.gateway('v1').status('NOPE_1'))).kind).toBe('not_found');
    const wrong = h.gateway('v1', { saltKey: 'wrong-salt' });
    expect(await rejection(wrong.pay(payRequest()))).toMatchObject({
      kind: 'auth',
      code: 'AUTHORIZATION_FAILED',
    });
    expect((await rejection(wrong.status('NOPE_1'))).kind).toBe('auth');
  });

  it('turns 5xx and hangs into unavailable', async () => {
    const gw = h.gateway('v1', {}, { timeoutMs: 300 });
    const req = payRequest();
    await gw.pay(req);
    await h.control('fail', { times: 1, endpoint: 'v1.status' });
    expect((await rejection(gw.status(req.merchantOrderId))).kind).toBe('unavailable');
    await h.control('hang', { times: 1, endpoint: 'v1.status' });
    const started = Date.now();
    expect((await rejection(gw.status(req.merchantOrderId))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refunds: PENDING, then COMPLETED with a callback; failure control', async () => {
    const gw = h.gateway('v1');
    const req = payRequest();
    await gw.pay(req);
    await h.control('decide', {
      merchantOrderId: req.merchantOrderId,
      decision: 'pay',
      webhook: false,
    });
    const refundId = newMerchantId('RF7');
    const refund = await gw.refund({
      merchantRefundId: refundId,
      originalMerchantOrderId: req.merchantOrderId,
      amountPaise: 100000,
      merchantUserId: 'U7',
      callbackUrl: `${h.merchantUrl}/callback`,
    });
    expect(refund).toMatchObject({ state: 'PENDING', amountPaise: 100000 });
    expect(await gw.refundStatus(refundId)).toMatchObject({
      state: 'COMPLETED',
      amountPaise: 100000,
    });
    const cb = await waitFor(() => h.received.find((r) => r.path === '/callback'));
    expect(gw.verifyWebhook(cb.headers, cb.rawBody)).toMatchObject({
      merchantOrderId: refundId,
      state: 'COMPLETED',
    });

    await h.control('refunds', { fail: true });
    const failing = newMerchantId('RF7');
    await gw.refund({
      merchantRefundId: failing,
      originalMerchantOrderId: req.merchantOrderId,
      amountPaise: 100000,
      merchantUserId: 'U7',
      callbackUrl: `${h.merchantUrl}/callback`,
    });
    expect((await gw.refundStatus(failing)).state).toBe('FAILED');
  });

  it('refuses bad amounts and ids with 400 BAD_REQUEST', async () => {
    const gw = h.gateway('v1');
    for (const req of [
      payRequest(50),
      { ...payRequest(), merchantOrderId: 'has space' },
      { ...payRequest(), merchantUserId: 'u@x' },
    ]) {
      expect(await rejection(gw.pay(req))).toMatchObject({
        kind: 'bad_request',
        code: 'BAD_REQUEST',
        httpStatus: 400,
      });
    }
  });

  it('rejects a raw pay request whose X-VERIFY is off by one character', async () => {
    const request = Buffer.from(JSON.stringify({ merchantId: 'PGTESTPAYUAT' })).toString('base64');
    const good = v1XVerify(request, '/pg/v1/pay', '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399', '1');
    const res = await fetch(`${h.base}/pg/v1/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-verify': good.replace('###1', '###2') },
      body: JSON.stringify({ request }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_FAILED' });
  });
});
