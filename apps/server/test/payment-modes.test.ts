import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { createPhonePeSimulator } from '@frameshop/phonepe/simulator/index';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { tableCounts } from './helpers';
import { usePaymentApp } from './support/payment-harness';

/**
 * Issue 12: the same shop on PhonePe's v1 (salt-key) API, pointed at another server that
 * speaks PhonePe's protocol (as sandbox would be), and the configuration rules.
 */
describeEachDialect('payment: v1 (X-VERIFY) through the simulator', (t) => {
  const p = usePaymentApp(t, { PHONEPE_API: 'v1' });

  it('pays through the hosted page and is verified by the v1 status API', async () => {
    const { order, id, redirectUrl } = await p.placeAndStart();
    const path = new URL(redirectUrl).pathname;
    const pay = await p.h.app.inject({
      method: 'POST',
      url: path,
      payload: 'action=upi&vpa=success%40ybl',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(303);
    const res = await p.callback(id);
    expect(res.json()).toMatchObject({ success: true, state: 'COMPLETED' });
    expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
    expect((await p.attempt(id)).api).toBe('v1');
  });

  it('the S2S callback (X-VERIFY) settles it before the shopper returns; a forged one is 401', async () => {
    const { order, id } = await p.placeAndStart();
    const before = await tableCounts(t);
    const forged = await p.h.app.inject({
      method: 'POST',
      url: '/api/phonepe/webhook',
      headers: { 'x-verify': `${'0'.repeat(64)}###1`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        response: Buffer.from('{"code":"PAYMENT_SUCCESS"}').toString('base64'),
      }),
    });
    expect(forged.statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
    await p.sim('decide', { merchantOrderId: id, decision: 'pay' });
    await p.webhookStored(id);
    await p.work();
    expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
  });
});

describeEachDialect('payment: sandbox mode pointed at another server speaking PhonePe', (t) => {
  const creds = {
    PHONEPE_CLIENT_ID: 'OTHER_CLIENT',
    PHONEPE_CLIENT_SECRET: 'other-client-secret',
    PHONEPE_CLIENT_VERSION: '2',
    PHONEPE_WEBHOOK_USERNAME: 'other-user',
    PHONEPE_WEBHOOK_PASSWORD: 'other-password',
  };
  let gateway: FastifyInstance;
  const env: Record<string, string> = { PHONEPE_MODE: 'sandbox', ...creds };
  beforeAll(async () => {
    gateway = Fastify();
    let base = '';
    await gateway.register(
      createPhonePeSimulator({
        clientId: creds.PHONEPE_CLIENT_ID,
        clientSecret: creds.PHONEPE_CLIENT_SECRET,
        clientVersion: creds.PHONEPE_CLIENT_VERSION,
        webhookUsername: creds.PHONEPE_WEBHOOK_USERNAME,
        webhookPassword: creds.PHONEPE_WEBHOOK_PASSWORD,
        merchantId: 'OTHER',
        saltKey: 'x',
        saltIndex: '1',
        webhookUrl: null,
        publicUrl: () => base,
        controls: true,
      }),
      { prefix: '/apis/pg-sandbox' },
    );
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway.server.address() as { port: number };
    base = `http://127.0.0.1:${port}/apis/pg-sandbox`;
    env.PHONEPE_PG_URL = base;
    env.PHONEPE_AUTH_URL = base;
    env.PUBLIC_URL = 'http://shop.example.test';
  });
  afterAll(() => gateway.close());
  const p = usePaymentApp(t, env);

  it('takes a payment with no code change, and mounts no simulator of its own', async () => {
    const { order, id, redirectUrl } = await p.placeAndStart();
    expect(redirectUrl.startsWith(env.PHONEPE_PG_URL as string)).toBe(true);
    expect((await p.h.app.inject({ url: '/phonepe-sim/__control/calls' })).statusCode).toBe(404);
    const decided = await gateway.inject({
      method: 'POST',
      url: '/apis/pg-sandbox/__control/decide',
      payload: { merchantOrderId: id, decision: 'pay' },
    });
    expect(decided.statusCode).toBe(200);
    const res = await p.callback(id);
    expect(res.json()).toMatchObject({ success: true, state: 'COMPLETED' });
    expect((await p.order(order.orderId)).paymentStatus).toBe('paid');
    const sent = (await p.attempt(id)).redirectUrl;
    expect(sent).toBe(redirectUrl);
  });
});

describe('payment configuration', () => {
  it('defaults to the simulator outside production, and needs a named mode in production', () => {
    expect(loadConfig({}).payment.mode).toBe('simulator');
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.in',
      SECRETS_KEY: 'ab'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(/PHONEPE_MODE: must be set/);
    expect(loadConfig({ ...production, PHONEPE_MODE: 'simulator' }).payment.mode).toBe('simulator');
  });

  it('names every missing credential of sandbox and production, per API version', () => {
    expect(() => loadConfig({ PHONEPE_MODE: 'sandbox' })).toThrow(
      /PHONEPE_CLIENT_ID: required[\s\S]*PHONEPE_CLIENT_SECRET[\s\S]*PHONEPE_WEBHOOK_PASSWORD/,
    );
    expect(() => loadConfig({ PHONEPE_MODE: 'production', PHONEPE_API: 'v1' })).toThrow(
      /PHONEPE_MERCHANT_ID: required[\s\S]*PHONEPE_SALT_KEY[\s\S]*PHONEPE_SALT_INDEX/,
    );
    const c = loadConfig({
      PHONEPE_MODE: 'production',
      PHONEPE_API: 'v1',
      PHONEPE_MERCHANT_ID: 'M1',
      PHONEPE_SALT_KEY: 'k',
      PHONEPE_SALT_INDEX: '1',
    });
    expect(c.payment.gateway.pgUrl).toBe('https://api.phonepe.com/apis/hermes');
  });
});
