import { createHmac } from 'node:crypto';
import { PERMISSIONS } from '@frameshop/contracts/staff/permissions';
import { describeAdapter } from '@frameshop/db/testing/test-database';
import { systemContext } from '@frameshop/domain/shared/context';
import { Receiver } from '@frameshop/domain/testing/webhook-receiver';
import { createWebhook, deliverWebhooks } from '@frameshop/domain/webhooks/webhooks.service';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  signupAndLogin,
  tableCounts,
  useApp,
} from './helpers';

/**
 * Outgoing webhooks over HTTP (issue 22): an admin registers an endpoint over REST, a contact
 * inquiry sent over REST is delivered to a real receiver on loopback, signed with the secret the
 * create answer showed once; a 500 is retried; private addresses are refused unless
 * WEBHOOK_ALLOW_PRIVATE; bad input is a 400 that changes nothing.
 */

const INQUIRY = {
  name: 'Kiran',
  email: 'kiran@example.com',
  phone: '9876543210',
  message: 'Can you frame a 24x36 poster?',
  inquiryType: 'Custom frame',
};

/** What the job runner does every 2 s, run now (optionally as if `aheadMs` later). */
function deliver(app: FastifyInstance, aheadMs = 0) {
  const ctx = systemContext(app.deps, 'webhooks');
  return deliverWebhooks.run({ ...ctx, now: () => Date.now() + aheadMs }, { owner: 'test' });
}

function verify(secret: string, header: string, body: string): boolean {
  const [, t, v1] = header.match(/^t=(\d+),v1=([0-9a-f]{64})$/) ?? [];
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') === v1;
}

describeAdapter('webhooks REST (allowed to reach loopback)', (t) => {
  const suite = useApp(t, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  const receiver = new Receiver();
  beforeAll(async () => {
    app = suite.app;
    await receiver.start();
    await createAdmin(app);
    admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(app));
  });
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    await t.db.deleteFrom('webhook_deliveries').execute();
    await t.db.deleteFrom('webhook_endpoints').execute();
    receiver.received.length = 0;
    receiver.status = 200;
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = admin) =>
    app.inject({ method, url: `/api${url}`, payload: payload as object, headers: as });

  it('registers, delivers a signed contact.received, lists it delivered; the secret is shown once', async () => {
    const created = await call('POST', '/webhook/create', {
      url: receiver.url,
      events: ['contact.received', 'order.paid', 'contact.received'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { data } = created.json();
    expect(data).toEqual({
      id: expect.any(Number),
      url: receiver.url,
      events: ['contact.received', 'order.paid'],
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });

    expect((await call('POST', '/contact/create', INQUIRY, {})).statusCode).toBe(201);
    expect(await deliver(app)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const [got] = receiver.received;
    expect(got?.headers['x-frameshop-event']).toBe('contact.received');
    expect(
      verify(data.secret, String(got?.headers['x-frameshop-signature']), got?.body ?? ''),
    ).toBe(true);
    expect(
      verify('whsec_wrong', String(got?.headers['x-frameshop-signature']), got?.body ?? ''),
    ).toBe(false);
    const body = JSON.parse(got?.body ?? '');
    expect(body).toEqual({
      id: got?.headers['x-frameshop-delivery'],
      type: 'contact.received',
      createdAt: expect.any(String),
      data: {
        contactId: expect.any(Number),
        inquiryType: 'Custom frame',
        receivedAt: expect.any(String),
      },
    });

    const all = await call('GET', '/webhook/getall');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual([
      {
        id: data.id,
        url: receiver.url,
        events: ['contact.received', 'order.paid'],
        createdAt: expect.any(String),
        pending: 0,
        failed: 0,
        lastDeliveredAt: expect.any(String),
      },
    ]);
    const deliveries = await call('GET', `/webhook/deliveries/${data.id}`);
    expect(deliveries.json().data.deliveries).toEqual([
      expect.objectContaining({
        deliveryId: body.id,
        event: 'contact.received',
        state: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        lastAnswer: 'thanks',
      }),
    ]);
    // The secret never appears again: not in the list, not in the deliveries.
    expect(all.body + deliveries.body).not.toContain(data.secret);
  });

  it('retries a receiver that answered 500, then delivers; resend sends it again', async () => {
    receiver.status = (n) => (n === 1 ? 500 : 200);
    const { data } = (
      await call('POST', '/webhook/create', { url: receiver.url, events: ['contact.received'] })
    ).json();
    await call('POST', '/contact/create', INQUIRY, {});
    expect(await deliver(app)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const after500 = (await call('GET', `/webhook/deliveries/${data.id}`)).json().data;
    expect(after500.endpoint.pending).toBe(1);
    expect(after500.deliveries[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastAnswer: 'no: 500',
    });
    // Not again before its backoff, then again once due.
    expect(await deliver(app)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await deliver(app, 31_000)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second?.headers['x-frameshop-delivery']).toBe(first?.headers['x-frameshop-delivery']);

    const deliveryId = after500.deliveries[0].deliveryId;
    const resend = await app.inject({
      method: 'POST',
      url: '/trpc/webhooks.resend',
      payload: { deliveryId },
      headers: { ...admin, origin: 'http://localhost:3000' },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect((await deliver(app)).delivered).toBe(1);
    expect(receiver.received).toHaveLength(3);
  });

  it('deletes an endpoint: its queued deliveries are not sent, and it answers 404 after', async () => {
    const { data } = (
      await call('POST', '/webhook/create', { url: receiver.url, events: ['contact.received'] })
    ).json();
    await call('POST', '/contact/create', INQUIRY, {});
    const removed = await call('DELETE', `/webhook/delete/${data.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await deliver(app)).failed).toBe(1);
    expect(receiver.received).toHaveLength(0);
    expect((await call('DELETE', `/webhook/delete/${data.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/webhook/deliveries/${data.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/webhook/getall')).json().data).toEqual([]);
  });

  it('bad input is a 400 naming the problem and changes nothing; shoppers and visitors are refused', async () => {
    const before = await tableCounts(t);
    const bad: [unknown, RegExp][] = [
      [{ url: 'ftp://example.com/hook', events: ['order.paid'] }, /https:\/\//],
      [{ url: 'javascript:alert(1)', events: ['order.paid'] }, /https:\/\//],
      [{ url: 'not a url', events: ['order.paid'] }, /https:\/\//],
      [{ url: `https://example.com/${'a'.repeat(2001)}`, events: ['order.paid'] }, /at most/],
      [{ url: 'https://example.com/hook', events: [] }, /at least one event/],
      [{ url: 'https://example.com/hook', events: ['order.shipped'] }, /Unknown event/],
      [{ url: 'https://example.com/hook' }, /event/],
      [{ url: 'https://example.com/hook', events: ['order.paid'], secret: 'mine' }, /secret/],
      [{ events: ['order.paid'] }, /https:\/\//],
    ];
    for (const [payload, message] of bad) {
      const res = await call('POST', '/webhook/create', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await call('DELETE', '/webhook/delete/abc')).statusCode).toBe(400);
    expect((await call('GET', '/webhook/deliveries/0')).statusCode).toBe(400);
    const payload = { url: receiver.url, events: ['order.paid'] };
    expect((await call('POST', '/webhook/create', payload, shopper)).statusCode).toBe(403);
    expect((await call('POST', '/webhook/create', payload, {})).statusCode).toBe(401);
    expect((await call('GET', '/webhook/getall', undefined, shopper)).statusCode).toBe(403);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describeAdapter('webhooks REST (public addresses only, the default)', (t) => {
  const suite = useApp(t);
  let app: FastifyInstance;
  let admin: Record<string, string>;
  const receiver = new Receiver();
  beforeAll(async () => {
    app = suite.app;
    await receiver.start();
    await createAdmin(app);
    admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
  });
  afterAll(() => receiver.stop());

  describe('registration', () => {
    it.each([
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::7f00:1]/hook',
      'http://[::127.0.0.1]/hook',
      'http://[fe80::1]/hook',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
    ])('refuses %s with a 400 and stores nothing', async (url) => {
      const before = await tableCounts(t);
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhook/create',
        payload: { url, events: ['order.paid'] },
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/private network/);
      expect(await tableCounts(t)).toEqual(before);
    });
  });

  it('refuses at send time an address that has become private, and records why', async () => {
    // Registered while the host was public (here: as if; DNS answers can change afterwards).
    const adminCtx = {
      ...app.deps,
      actor: { userId: 1, role: 'admin' as const, sessionId: 'x', permissions: PERMISSIONS },
      ip: '127.0.0.1',
      webhooks: { ...app.deps.webhooks, allowPrivate: true },
    };
    const endpoint = await createWebhook.run(adminCtx, {
      url: receiver.url,
      events: ['contact.received'],
    });
    await app.inject({ method: 'POST', url: '/api/contact/create', payload: INQUIRY });
    expect(await deliver(app)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(receiver.received).toHaveLength(0);
    const res = await app.inject({
      method: 'GET',
      url: `/api/webhook/deliveries/${endpoint.id}`,
      headers: admin,
    });
    expect(res.json().data.deliveries[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastAnswer: expect.stringMatching(/127\.0\.0\.1, a private address/),
    });
  });
});
