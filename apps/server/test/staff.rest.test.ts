import {
  BUILT_IN_ROLES,
  PERMISSION_INFO,
  PERMISSIONS,
} from '@frameshop/contracts/staff/permissions';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeAll, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  createStaff,
  loginToken,
  ORIGIN,
  signupAndLogin,
  tableCounts,
  useApp,
} from './helpers';
import { placeOrder, smallCatalogue } from './support/order-fixtures';

/**
 * Staff and roles over REST and tRPC (docs/decisions/0024-staff-roles-and-permissions.md), on
 * both engines: the last-owner rule and the role checks are locking reads.
 */
describeEachDialect('staff and roles over REST', (t) => {
  const ctx = useApp(t);
  let owner: { authorization: string };
  let roleIds: Record<string, number> = {};
  beforeAll(async () => {
    await createAdmin(ctx.app);
    owner = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/staff/roles', headers: owner });
    roleIds = Object.fromEntries(
      (res.json().data as { roleId: number; name: string }[]).map((r) => [r.name, r.roleId]),
    );
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: owner, payload: payload as object });

  it('lists permissions to any staff member, and the built-in roles with their holders', async () => {
    const perms = await call('GET', '/api/staff/permissions');
    expect(perms.statusCode).toBe(200);
    expect(perms.json().data).toEqual(PERMISSION_INFO);
    const roles = await call('GET', '/api/staff/roles');
    expect(roles.json().data.slice(0, 5)).toEqual(
      Object.values(BUILT_IN_ROLES).map((r) => ({
        roleId: expect.any(Number),
        name: r.name,
        // Listed in the shop's order of permissions.
        permissions: PERMISSIONS.filter((p) => r.permissions.includes(p)),
        builtIn: true,
        staffCount: r.name === 'Owner' ? 1 : 0,
      })),
    );
    const staff = await call('GET', '/api/staff/getall');
    expect(staff.json().data).toEqual([
      {
        userId: expect.any(Number),
        firstName: 'Shop',
        lastName: 'Admin',
        email: ADMIN.email,
        roleId: roleIds.Owner,
        roleName: 'Owner',
      },
    ]);
  });

  it('custom roles: create, rename, re-permission, delete; built-in ones are read-only; in use is a 409', async () => {
    const made = await call('POST', '/api/staff/roles', {
      name: 'Packer',
      permissions: ['orders:read'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const roleId = made.json().data.roleId as number;
    expect(made.json().data).toEqual({
      roleId,
      name: 'Packer',
      permissions: ['orders:read'],
      builtIn: false,
      staffCount: 0,
    });
    const changed = await call('PUT', `/api/staff/roles/${roleId}`, {
      name: 'Packer and shipper',
      permissions: ['orders:write', 'orders:read'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Listed in the shop's order of permissions, whatever order they were sent in.
    expect(changed.json().data.permissions).toEqual(['orders:read', 'orders:write']);
    const holder = await createStaff(ctx.app, roleId, { email: 'packer@staff.test' });
    const inUse = await call('DELETE', `/api/staff/roles/${roleId}`);
    expect(inUse.statusCode).toBe(409);
    for (const builtIn of [roleIds.Owner, roleIds.Fulfilment]) {
      const before = await tableCounts(t);
      const renamed = await call('PUT', `/api/staff/roles/${builtIn}`, { name: 'Boss' });
      const deleted = await call('DELETE', `/api/staff/roles/${builtIn}`);
      expect([renamed.statusCode, deleted.statusCode]).toEqual([409, 409]);
      expect(renamed.json().message).toBe('Built-in roles cannot be changed or deleted');
      expect(await tableCounts(t)).toEqual(before);
    }
    const gone = await call('DELETE', `/api/staff/${holder.userId}/role`);
    expect(gone.statusCode, gone.body).toBe(200);
    const deleted = await call('DELETE', `/api/staff/roles/${roleId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('DELETE', `/api/staff/roles/${roleId}`)).statusCode).toBe(404);
  });

  it('bad input is a 4xx and changes nothing', async () => {
    const before = await tableCounts(t);
    const roles = await t.db.selectFrom('staff_roles').selectAll().execute();
    const users = await t.db
      .selectFrom('users')
      .select(['userId', 'role', 'staffRoleId'])
      .execute();
    const cases: [string, 'POST' | 'PUT' | 'DELETE', string, unknown, number][] = [
      ['unknown permission', 'POST', '/api/staff/roles', { name: 'X', permissions: ['root'] }, 400],
      ['no name', 'POST', '/api/staff/roles', { name: ' ', permissions: [] }, 400],
      ['name taken', 'POST', '/api/staff/roles', { name: 'Owner', permissions: [] }, 409],
      [
        'twice the same',
        'POST',
        '/api/staff/roles',
        { name: 'Y', permissions: ['orders:read', 'orders:read'] },
        400,
      ],
      [
        'extra field',
        'POST',
        '/api/staff/roles',
        { name: 'Z', permissions: [], builtIn: true },
        400,
      ],
      ['nothing to change', 'PUT', `/api/staff/roles/${roleIds.Manager}`, {}, 400],
      ['unknown role', 'PUT', '/api/staff/roles/999999', { name: 'Q' }, 404],
      ['role id not a number', 'DELETE', '/api/staff/roles/abc', undefined, 400],
      ['unknown account', 'PUT', '/api/staff/999999/role', { roleId: roleIds.Manager }, 404],
      ['unknown role for an account', 'PUT', '/api/staff/1/role', { roleId: 999999 }, 404],
      ['no role id', 'PUT', '/api/staff/1/role', {}, 400],
      ['not staff', 'DELETE', '/api/staff/999999/role', undefined, 404],
      [
        'bad e-mail',
        'POST',
        '/api/staff/invite',
        { email: 'nope', firstName: 'A', lastName: 'B', roleId: roleIds.Manager },
        400,
      ],
      [
        'invite to an unknown role',
        'POST',
        '/api/staff/invite',
        { email: 'new@staff.test', firstName: 'A', lastName: 'B', roleId: 999999 },
        404,
      ],
      [
        'invite someone already staff',
        'POST',
        '/api/staff/invite',
        { email: ADMIN.email, firstName: 'A', lastName: 'B', roleId: roleIds.Manager },
        409,
      ],
    ];
    for (const [what, method, url, payload, status] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
    }
    expect(await tableCounts(t)).toEqual(before);
    expect(await t.db.selectFrom('staff_roles').selectAll().execute()).toEqual(roles);
    expect(
      await t.db.selectFrom('users').select(['userId', 'role', 'staffRoleId']).execute(),
    ).toEqual(users);
  });

  it('the last owner can be neither demoted nor removed nor deleted; with two, one may go', async () => {
    const ownerId = (await call('GET', '/api/staff/getall'))
      .json()
      .data.find((s: { email: string }) => s.email === ADMIN.email).userId as number;
    const before = await tableCounts(t);
    const demote = await call('PUT', `/api/staff/${ownerId}/role`, { roleId: roleIds.Manager });
    const remove = await call('DELETE', `/api/staff/${ownerId}/role`);
    for (const res of [demote, remove]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('The last owner cannot be removed or given another role');
    }
    expect(await tableCounts(t)).toEqual(before);
    const second = await createStaff(ctx.app, 'Owner', { email: 'second-owner@staff.test' });
    const other = bearer(second.token);
    const demoted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/${ownerId}/role`,
      headers: other,
      payload: { roleId: roleIds.Manager },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().data.roleName).toBe('Manager');
    // Now the second is the last owner: it cannot step down, and the first may not demote it.
    const self = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/${second.userId}/role`,
      headers: other,
    });
    expect(self.statusCode).toBe(409);
    // Back as it was, for the tests after.
    const back = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/${ownerId}/role`,
      headers: other,
      payload: { roleId: roleIds.Owner },
    });
    expect(back.statusCode).toBe(200);
  });

  it('staff:manage alone is no way to Owner: a person gives, changes and takes away only what they hold', async () => {
    const hrRole = await call('POST', '/api/staff/roles', {
      name: 'People',
      permissions: ['staff:manage', 'orders:read'],
    });
    expect(hrRole.statusCode, hrRole.body).toBe(201);
    const hr = await createStaff(ctx.app, hrRole.json().data.roleId, { email: 'hr@staff.test' });
    const asHr = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(hr.token), payload });
    const ownerId = (await call('GET', '/api/staff/getall'))
      .json()
      .data.find((s: { email: string }) => s.email === ADMIN.email).userId as number;
    const before = await tableCounts(t);
    const attempts = {
      'make themselves Owner': await asHr('PUT', `/api/staff/${hr.userId}/role`, {
        roleId: roleIds.Owner,
      }),
      'write a role with more': await asHr('POST', '/api/staff/roles', {
        name: 'Everything',
        permissions: ['staff:manage', 'orders:refund'],
      }),
      'widen their own role': await asHr('PUT', `/api/staff/roles/${hrRole.json().data.roleId}`, {
        permissions: ['staff:manage', 'orders:read', 'analytics:read'],
      }),
      'take the Owner role away': await asHr('DELETE', `/api/staff/${ownerId}/role`),
      "delete the Owner's account": await asHr('DELETE', `/api/user/delete/${ownerId}`),
      'invite someone as Owner': await asHr('POST', '/api/staff/invite', {
        email: 'friend@elsewhere.test',
        firstName: 'A',
        lastName: 'Friend',
        roleId: roleIds.Owner,
      }),
    };
    for (const [what, res] of Object.entries(attempts)) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
      expect(res.json().message, what).toMatch(/^Your role does not hold .*: you can only give/);
    }
    expect(await tableCounts(t)).toEqual(before);
    // Within what they hold, they may.
    const narrower = await asHr('POST', '/api/staff/roles', {
      name: 'Order readers',
      permissions: ['orders:read'],
    });
    expect(narrower.statusCode, narrower.body).toBe(201);
  });

  it("an invitation dies with its sender's right: accepted after the sender lost staff:manage, it is refused", async () => {
    const sender = await createStaff(ctx.app, 'Owner', { email: 'leaving-owner@staff.test' });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/invite',
      headers: bearer(sender.token),
      payload: {
        email: 'back-door@elsewhere.test',
        firstName: 'B',
        lastName: 'D',
        roleId: roleIds.Owner,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('textBody')
      .where('toAddress', '=', 'back-door@elsewhere.test')
      .executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.textBody ?? '')?.[1] as string;
    expect(token).toBeTruthy();
    expect((await call('DELETE', `/api/staff/${sender.userId}/role`)).statusCode).toBe(200);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/staff.acceptInvite',
      payload: { token, password: 'a-back-door-password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(400);
    expect(
      await t.db
        .selectFrom('users')
        .where('email', '=', 'back-door@elsewhere.test')
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('a role change applies to the next request, an open tab included; taking the role away ends back-office access', async () => {
    const person = await createStaff(ctx.app, 'Manager', { email: 'manager@staff.test' });
    // The web app's tab: the cookie session, with an Origin.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { origin: ORIGIN },
      payload: { email: 'manager@staff.test', password: 'staff-password-1' },
    });
    const cookie = login.cookies.find((c) => c.name === 'frameshop_session');
    expect(cookie).toBeDefined();
    const tab = { cookie: `frameshop_session=${cookie?.value}`, origin: ORIGIN };
    const sales = () =>
      ctx.app.inject({ method: 'GET', url: '/trpc/analytics.dashboard', headers: tab });
    const salesRest = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/order/salemanage',
        headers: bearer(person.token),
      });
    expect((await sales()).statusCode).toBe(200);
    expect((await salesRest()).statusCode).toBe(200);
    // Manager → Fulfilment: sales go at once, orders stay.
    await call('PUT', `/api/staff/${person.userId}/role`, { roleId: roleIds.Fulfilment });
    expect((await sales()).statusCode).toBe(403);
    expect((await salesRest()).statusCode).toBe(403);
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/getallorders',
      headers: tab,
    });
    expect(orders.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: tab });
    expect(me.json().result.data.permissions).toEqual([
      'catalogue:read',
      'orders:read',
      'orders:write',
    ]);
    // The role taken away: nothing of the back-office answers, the legacy user object says shopper.
    await call('DELETE', `/api/staff/${person.userId}/role`);
    for (const url of ['/api/order/getallorders', '/trpc/staff.permissions']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: tab });
      expect(res.statusCode, url).toBe(403);
    }
    const after = await ctx.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: tab });
    expect(after.json().result.data).toMatchObject({ role: 'user', permissions: [] });
    // A custom role losing a permission applies the same way.
    const made = await call('POST', '/api/staff/roles', {
      name: 'Reporter',
      permissions: ['analytics:read'],
    });
    await call('PUT', `/api/staff/${person.userId}/role`, { roleId: made.json().data.roleId });
    expect((await sales()).statusCode).toBe(200);
    await call('PUT', `/api/staff/roles/${made.json().data.roleId}`, { permissions: [] });
    expect((await sales()).statusCode).toBe(403);
  });

  it('a Fulfilment person ships an order over REST, but cannot refund, change prices or see sales', async () => {
    const [variant] = await smallCatalogue(ctx.app.deps, 1, 5);
    if (!variant) throw new Error('no variant');
    const shopper = bearer(await signupAndLogin(ctx.app));
    const order = await placeOrder(ctx.app, shopper, variant);
    const packer = bearer(
      (await createStaff(ctx.app, 'Fulfilment', { email: 'fulfilment@staff.test' })).token,
    );
    // The legacy user object still says admin for any staff member.
    const legacy = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'fulfilment@staff.test', password: 'staff-password-1' },
    });
    expect(legacy.json()).toMatchObject({ role: 'admin' });
    const shipped = await ctx.app.inject({
      method: 'PUT',
      url: `/api/order/updatestatus/${order.orderId}`,
      headers: packer,
      payload: { status: 3 },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // Paid: cancelling it would refund it.
    await t.db
      .updateTable('orders')
      .set({ paymentStatus: 'paid', paidAt: Date.now() })
      .where('orderId', '=', order.orderId)
      .execute();
    const before = await tableCounts(t);
    const stored = await t.db.selectFrom('orders').selectAll().execute();
    const refused = [
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/order/updatestatus/${order.orderId}`,
        headers: packer,
        payload: { status: 5 },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/trpc/payment.refund',
        headers: packer,
        payload: { orderId: order.orderId, amount: 1 },
      }),
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/material/updatepricepersqft',
        headers: packer,
        payload: { materialId: 1, frameMaterialId: 1, pricePerSqft: 1 },
      }),
      await ctx.app.inject({ method: 'GET', url: '/api/order/salemanage', headers: packer }),
      await ctx.app.inject({ method: 'GET', url: '/trpc/analytics.dashboard', headers: packer }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await tableCounts(t)).toEqual(before);
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual(stored);
  });

  it('an invitation mails a link: a new person sets a password and is staff; an existing account joins once logged in', async () => {
    const outbox = () =>
      t.db
        .selectFrom('mail_outbox')
        .select(['toAddress', 'textBody', 'kind'])
        .where('kind', '=', 'invite-link')
        .execute();
    const sent = await call('POST', '/api/staff/invite', {
      email: 'Writer@Staff.test',
      firstName: 'Meera',
      lastName: 'Iyer',
      roleId: roleIds['Content editor'],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = (await outbox()).find((m) => m.toAddress === 'writer@staff.test');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] as string;
    expect(token).toBeTruthy();
    // No account yet: nothing else changed until the person accepts.
    expect(
      await t.db.selectFrom('users').where('email', '=', 'writer@staff.test').selectAll().execute(),
    ).toEqual([]);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/trpc/staff.invitation?input=${encodeURIComponent(JSON.stringify({ token }))}`,
    });
    expect(shown.json().result.data).toEqual({
      email: 'writer@staff.test',
      firstName: 'Meera',
      roleName: 'Content editor',
      hasAccount: false,
    });
    const noPassword = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/staff.acceptInvite',
      payload: { token },
    });
    expect(noPassword.statusCode).toBe(400);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/staff.acceptInvite',
      payload: { token, password: 'a-writer-password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/staff.acceptInvite',
      payload: { token, password: 'a-writer-password' },
    });
    expect(again.statusCode).toBe(400);
    const writer = bearer(await loginToken(ctx.app, 'writer@staff.test', 'a-writer-password'));
    const me = await ctx.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: writer });
    expect(me.json().result.data).toMatchObject({
      role: 'admin',
      emailVerified: true,
      permissions: ['catalogue:read', 'content:write'],
    });

    // An existing shopper: the link works only for that account, logged in.
    const shopperToken = await signupAndLogin(ctx.app, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
      password: 'shopper-pass-2',
    });
    await call('POST', '/api/staff/invite', {
      email: 'ravi@example.com',
      firstName: 'Ravi',
      lastName: 'Kumar',
      roleId: roleIds.Accountant,
    });
    const ravi = (await outbox()).find((m) => m.toAddress === 'ravi@example.com');
    const raviToken = /token=([A-Za-z0-9_-]+)/.exec(ravi?.textBody ?? '')?.[1] as string;
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/staff.acceptInvite',
      payload: { token: raviToken, password: 'take-over-attempt' },
    });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/staff.acceptInvite',
      headers: writer,
      payload: { token: raviToken },
    });
    expect(wrong.statusCode).toBe(403);
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/staff.acceptInvite',
      headers: bearer(shopperToken),
      payload: { token: raviToken },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const staff = await call('GET', '/api/staff/getall');
    expect(staff.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'ravi@example.com', roleName: 'Accountant' }),
        expect.objectContaining({ email: 'writer@staff.test', roleName: 'Content editor' }),
      ]),
    );
  });
});
