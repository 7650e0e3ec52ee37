import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { systemContext } from '@frameshop/domain/shared/context';
import { Receiver } from '@frameshop/domain/testing/webhook-receiver';
import { ensureAdmin } from '@frameshop/domain/users/users.service';
import { deliverWebhooks } from '@frameshop/domain/webhooks/webhooks.service';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ADMIN, bearer, createAdmin, loginToken, tableCounts, useApp } from './helpers';

/**
 * An admin's API keys and webhooks die with the admin: deleting the account (by another admin,
 * or its own deletion) or taking its admin role away revokes its keys and disables its
 * webhooks, so a key no longer downloads the customers in the order CSV and an endpoint no
 * longer receives events. The key list names each key's maker.
 */

const INQUIRY = {
  name: 'Kiran',
  email: 'kiran@example.com',
  phone: '9876543210',
  message: 'Can you frame a 24x36 poster?',
  inquiryType: 'Custom frame',
};

describeEachDialect('API keys and webhooks die with their maker', (t) => {
  const suite = useApp(t, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let app: FastifyInstance;
  let boss: Record<string, string>;
  const receiver = new Receiver();
  let n = 0;

  beforeAll(async () => {
    app = suite.app;
    await receiver.start();
    await createAdmin(app);
    boss = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
  });
  afterAll(() => receiver.stop());
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.status = 200;
  });

  const deliver = () => deliverWebhooks.run(systemContext(app.deps, 'webhooks'), { owner: 'test' });
  const exportCsv = (key: string) =>
    app.inject({ url: '/api/order/export.csv', headers: bearer(key) });

  /** A second admin with a key (orders:read) and a webhook (contact.received) of their own. */
  async function adminWithKeyAndHook() {
    n += 1;
    const who = { email: `bea${n}@test.local`, password: 'bea-admin-password' };
    await ensureAdmin(app.deps, { ...who, firstName: 'Bea', lastName: `Admin${n}` });
    const session = bearer(await loginToken(app, who.email, who.password));
    const key = await app.inject({
      method: 'POST',
      url: '/api/apikey/create',
      headers: session,
      payload: { name: 'ERP', scopes: ['orders:read'] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const hook = await app.inject({
      method: 'POST',
      url: '/api/webhook/create',
      headers: session,
      payload: { url: receiver.url, events: ['contact.received'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const { userId } = await t.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', who.email)
      .executeTakeFirstOrThrow();
    expect((await exportCsv(key.json().data.key)).statusCode).toBe(200);
    return {
      ...who,
      userId: Number(userId),
      session,
      keyId: key.json().data.id as number,
      key: key.json().data.key as string,
      hookId: hook.json().data.id as number,
    };
  }

  let inquiries = 0;
  /** A contact inquiry (contact.received) is sent; answers what the receiver then got. */
  async function inquiryReaches(): Promise<number> {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/contact/create',
          payload: INQUIRY,
          // Each from its own address: the inquiry form's throttle is not what is under test.
          remoteAddress: `198.51.100.${++inquiries}`,
        })
      ).statusCode,
    ).toBe(201);
    await deliver();
    return receiver.received.length;
  }

  async function expectDead(bea: { keyId: number; key: string; hookId: number }) {
    const csv = await exportCsv(bea.key);
    expect(csv.statusCode).toBe(401);
    expect(csv.body).not.toContain('@');
    const key = await t.db
      .selectFrom('api_keys')
      .select('revokedAt')
      .where('apiKeyId', '=', bea.keyId)
      .executeTakeFirstOrThrow();
    expect(key.revokedAt).not.toBeNull();
    const hook = await t.db
      .selectFrom('webhook_endpoints')
      .select('disabledAt')
      .where('endpointId', '=', bea.hookId)
      .executeTakeFirstOrThrow();
    expect(hook.disabledAt).not.toBeNull();
    receiver.received.length = 0;
    expect(await inquiryReaches()).toBe(0);
    const listed = await app.inject({ url: '/api/apikey/getall', headers: boss });
    expect(listed.json().data.map((k: { id: number }) => k.id)).not.toContain(bea.keyId);
  }

  it('the key list names who made each key', async () => {
    const bea = await adminWithKeyAndHook();
    const listed = await app.inject({ url: '/api/apikey/getall', headers: boss });
    expect(listed.json().data.find((k: { id: number }) => k.id === bea.keyId)).toMatchObject({
      createdBy: `Bea Admin${n}`,
    });
    await app.inject({ method: 'DELETE', url: `/api/user/delete/${bea.userId}`, headers: boss });
  });

  it("an admin deleting another admin revokes that admin's keys and disables their webhooks", async () => {
    const bea = await adminWithKeyAndHook();
    expect(await inquiryReaches()).toBe(1);
    // A delivery already queued when the maker goes is not sent either.
    await app.inject({ method: 'POST', url: '/api/contact/create', payload: INQUIRY });
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${bea.userId}`,
      headers: boss,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    await expectDead(bea);
  });

  it('an admin deleting their own account takes their keys and webhooks with them', async () => {
    const bea = await adminWithKeyAndHook();
    const gone = await app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      headers: bea.session,
      payload: { password: bea.password },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    await expectDead(bea);
    // The log says who left, by name, though the account is gone.
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['actorKind', 'actorName', 'entityId'])
      .where('action', '=', 'account.delete')
      .where('entityId', '=', String(bea.userId))
      .executeTakeFirst();
    expect(entry).toEqual({
      actorKind: 'staff',
      actorName: `Bea Admin${n}`,
      entityId: String(bea.userId),
    });
  });

  it('an admin whose role is taken away: their keys answer 401, their webhooks stop', async () => {
    const bea = await adminWithKeyAndHook();
    // No screen demotes an admin yet: the role changes in the database, as an operator would.
    await t.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('userId', '=', bea.userId)
      .execute();
    expect((await exportCsv(bea.key)).statusCode).toBe(401);
    expect(await inquiryReaches()).toBe(0);
    const listed = await app.inject({ url: '/api/apikey/getall', headers: boss });
    expect(listed.json().data.map((k: { id: number }) => k.id)).not.toContain(bea.keyId);
  });

  it('a maker moved to a role without integrations:manage: their key loses its power, their webhooks stop', async () => {
    const bea = await adminWithKeyAndHook();
    expect(await inquiryReaches()).toBe(1);
    const roles = await app.inject({ url: '/api/staff/roles', headers: boss });
    const editor = (roles.json().data as { roleId: number; name: string }[]).find(
      (r) => r.name === 'Content editor',
    );
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/staff/${bea.userId}/role`,
      headers: boss,
      payload: { roleId: editor?.roleId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Still staff, so the key is known, but its maker no longer holds orders:read.
    expect((await exportCsv(bea.key)).statusCode).toBe(403);
    receiver.received.length = 0;
    expect(await inquiryReaches()).toBe(0);
  });

  it("a refused deletion changes nothing: the maker's key and webhook live on", async () => {
    const bea = await adminWithKeyAndHook();
    const before = await tableCounts(t);
    const keysBefore = await t.db.selectFrom('api_keys').selectAll().execute();
    const hooksBefore = await t.db.selectFrom('webhook_endpoints').selectAll().execute();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      headers: bea.session,
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    const self = await app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${bea.userId}`,
      headers: bea.session,
    });
    expect(self.statusCode).toBe(409);
    expect(await tableCounts(t)).toEqual(before);
    expect(await t.db.selectFrom('api_keys').selectAll().execute()).toEqual(keysBefore);
    expect(await t.db.selectFrom('webhook_endpoints').selectAll().execute()).toEqual(hooksBefore);
    expect((await exportCsv(bea.key)).statusCode).toBe(200);
  });
});
