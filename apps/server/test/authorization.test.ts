import { appRouter } from '@frameshop/api/root';
import { API_SCOPES } from '@frameshop/contracts/apikeys/schemas';
import {
  BUILT_IN_ROLES,
  KEY_FORBIDDEN_PERMISSIONS,
  PERMISSIONS,
  type Permission,
} from '@frameshop/contracts/staff/permissions';
import { describeAdapter } from '@frameshop/db/testing/test-database';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { permissionOf } from '@frameshop/domain/shared/use-case';
import { ensureAdmin } from '@frameshop/domain/users/users.service';
import { beforeAll, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  createApiKeyFor,
  createStaff,
  loginToken,
  signupAndLogin,
  tableCounts,
  useApp,
} from './helpers';
import { placeOrder, SHIPPING, smallCatalogue, type Variant } from './support/order-fixtures';

/**
 * Deny by default, proven over every route that exists, for each built-in role and for API keys
 * (docs/decisions/0024-staff-roles-and-permissions.md). The lists below are the whole public
 * (and shopper) surface: a route or procedure that is not on them must answer 401 to an
 * anonymous caller and 403 to a shopper. A new admin route is covered without touching this
 * file; making one public by mistake fails here.
 */
const PUBLIC_REST = new Set([
  'POST /api/user/login',
  'POST /api/user/signup',
  // Issue 22: recovering an account by one-time links (the same answer for any address).
  'POST /api/user/forgot-password',
  'POST /api/user/reset-password',
  'POST /api/user/verify-email',
  // Catalogue reads: the shop shows them to everyone (spec section 6).
  'GET /api/material/getallmaterial',
  'GET /api/framematerial/getallframemat',
  'GET /api/size/getallsize',
  'GET /api/thickness/getallthickness',
  'GET /api/material/getpricepersqft',
  'GET /api/oneside/getonesideroundpersqft',
  'GET /api/frame/getallframes',
  'GET /api/frame/getbyid/:frameId',
  // Content reads the shop shows to everyone, and the contact form (throttled per IP).
  'GET /api/news/getallnews',
  'GET /api/news/getbyid/:newsId',
  'GET /api/slider/active',
  'GET /api/socialpost/getallpost',
  'GET /api/wall/getwall',
  'GET /api/review/getbyframe/:frameId',
  'POST /api/contact/create',
  // A shopper's own photo for a custom frame: visitors may upload (throttled, daily quota);
  // the preview answers whoever holds the photo's unguessable key.
  'POST /api/photos',
  'GET /api/photos/:photoKey/preview',
  // PhonePe's webhook: public, verified by its own header (v2) or X-VERIFY (v1).
  'POST /api/phonepe/webhook',
  // The OpenAPI document and its Swagger UI page (issue 22).
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/init.js',
  'GET /api/docs/swagger-ui.css',
  'GET /api/docs/swagger-ui-bundle.js',
]);
/** Routes any signed-in shopper may call (anonymous still gets 401). */
const SHOPPER_REST = new Set<string>([
  // Issue 22: one's own account, password, devices and data.
  'POST /api/user/resend-verification',
  'PUT /api/user/profile',
  'POST /api/user/change-password',
  'GET /api/user/sessions',
  'DELETE /api/user/sessions/:deviceId',
  'POST /api/user/sessions/logout-others',
  'POST /api/user/delete-account',
  'GET /api/user/export',
  'POST /api/review/create',
  'POST /api/order/create',
  'GET /api/order/myorders',
  // Paying for one's own order, and the return page (another's transaction is a 404).
  'POST /api/phonepe/pay',
  'POST /api/phonepe/phonepe-callback',
  'GET /api/order/get-order-by-transaction/:merchantTransactionId',
  // Tax invoice and credit note PDFs: the order's owner or an admin (another's is a 404).
  'GET /api/order/invoice/:orderId',
  'GET /api/order/creditnote/:refundId',
  // Issue 24: one's own saved addresses (another's id is a 404) and one's own cart.
  'GET /api/user/addresses',
  'POST /api/user/addresses',
  'PUT /api/user/addresses/:addressId',
  'POST /api/user/addresses/:addressId/default',
  'DELETE /api/user/addresses/:addressId',
  'GET /api/cart',
  'PUT /api/cart',
  'POST /api/cart/merge',
]);
const PUBLIC_TRPC = new Set([
  'auth.signup',
  'auth.login',
  'auth.logout',
  'auth.me',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.verifyEmail',
  'catalogue.options',
  'catalogue.materials.list',
  'catalogue.frameMaterials.list',
  'catalogue.thicknesses.list',
  'catalogue.sizes.list',
  'catalogue.prices.list',
  'catalogue.quote',
  'catalogue.frames.list',
  'catalogue.frames.byId',
  'catalogue.frames.suggest',
  'content.news.list',
  'content.news.byId',
  'content.sliders.list',
  'content.posts.list',
  'content.wall.get',
  'content.reviews.listForFrame',
  'content.contacts.submit',
  // The cart is priced for visitors too; a photo is read by its key's holder.
  'orders.cart.price',
  'orders.photos.get',
  // A staff invitation is read and accepted by whoever holds its link (decision 0024).
  'staff.invitation',
  'staff.acceptInvite',
]);
const SHOPPER_TRPC = new Set<string>([
  'account.updateName',
  'account.changePassword',
  'account.devices',
  'account.logOutDevice',
  'account.logOutOthers',
  'account.resendVerification',
  'account.delete',
  'account.exportData',
  'content.reviews.create',
  'content.reviews.update',
  'content.reviews.mine',
  'orders.place',
  'orders.mine',
  'orders.mineById',
  'orders.cancelMine',
  'payment.start',
  'payment.verify',
  'payment.orderByTransaction',
  'invoices.forOrder',
  'invoices.creditNote',
  // Issue 24: one's own saved addresses and cart.
  'account.addresses.list',
  'account.addresses.add',
  'account.addresses.update',
  'account.addresses.makeDefault',
  'account.addresses.delete',
  'orders.cart.saved',
  'orders.cart.save',
  'orders.cart.merge',
]);

function concrete(url: string, id = '1'): string {
  return url.replace(/:[A-Za-z]+/g, id).replace(/\*$/, 'x');
}

describeAdapter('authorization over every route', (t) => {
  const ctx = useApp(t);
  let shopperToken = '';
  /**
   * Every scope; revoked; never issued; and every scope but made by an admin since deleted, or
   * by one whose admin role was taken away (keys die with their maker's admin right).
   */
  const keys = {
    all: '',
    revoked: '',
    unknown: `fsk_${'A'.repeat(43)}`,
    makerDeleted: '',
    makerDemoted: '',
  };
  const dead = () => [keys.unknown, keys.revoked, keys.makerDeleted, keys.makerDemoted];
  beforeAll(async () => {
    await createAdmin(ctx.app);
    shopperToken = await signupAndLogin(ctx.app);
    keys.all = (await createApiKeyFor(ctx.app, [...API_SCOPES], 'All scopes')).key;
    const revoked = await createApiKeyFor(ctx.app, [...API_SCOPES], 'Revoked');
    keys.revoked = revoked.key;
    const admin = await loginToken(ctx.app, ADMIN.email, ADMIN.password);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/apikey/delete/${revoked.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    for (const fate of ['makerDeleted', 'makerDemoted'] as const) {
      const who = { email: `${fate.toLowerCase()}@test.local`, password: 'another-admin-password' };
      await ensureAdmin(ctx.app.deps, who);
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/apikey/create',
        headers: bearer(await loginToken(ctx.app, who.email, who.password)),
        payload: { name: fate, scopes: [...API_SCOPES] },
      });
      keys[fate] = made.json().data.key;
      const { userId } = await t.db
        .selectFrom('users')
        .select('userId')
        .where('email', '=', who.email)
        .executeTakeFirstOrThrow();
      if (fate === 'makerDeleted') {
        const gone = await ctx.app.inject({
          method: 'DELETE',
          url: `/api/user/delete/${userId}`,
          headers: bearer(admin),
        });
        expect(gone.statusCode).toBe(200);
      } else {
        // Taken away in the database, past the route (which would also revoke the key): a
        // maker who is no longer staff leaves a key that no request accepts.
        await t.db
          .updateTable('users')
          .set({ role: 'user', staffRoleId: null })
          .where('userId', '=', userId)
          .execute();
      }
    }
    // Verified, so 'Send the link again' (a shopper route) refuses and the counts stay put.
    await t.db.updateTable('users').set({ emailVerifiedAt: 1 }).execute();
  });

  it('every non-public REST route answers 401 anonymously and 403 to a shopper', async () => {
    const routes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const before = await tableCounts(t);
    const checked: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      if (PUBLIC_REST.has(key)) continue;
      const request = {
        method: method as 'GET',
        url: concrete(url),
        payload: method === 'GET' ? undefined : {},
      };
      const anon = await ctx.app.inject(request);
      expect(anon.statusCode, `${key} anonymously`).toBe(401);
      const shopper = await ctx.app.inject({ ...request, headers: bearer(shopperToken) });
      if (!SHOPPER_REST.has(key)) expect(shopper.statusCode, `${key} as a shopper`).toBe(403);
      checked.push(key);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/user/getall',
        'POST /api/news/createnews',
        'DELETE /api/news/deletenews/:newsId',
        'GET /api/contact/getall',
        'GET /api/review/getallreviews',
        'POST /api/review/create',
        'POST /api/wall/createwall',
      ]),
    );
    expect(await tableCounts(t)).toEqual(before);
  });

  it('no route and no procedure reaches a system use case; every API route declares its access', async () => {
    const routes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD',
    );
    expect(routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`)).toEqual(
      [],
    );
    expect(routes.filter((r) => (r.access as string) === 'system')).toEqual([]);
    const metas = Object.entries(
      appRouter._def.procedures as unknown as Record<
        string,
        { _def: { meta?: { access: string } } }
      >,
    );
    expect(metas.filter(([, p]) => !p._def.meta?.access).map(([path]) => path)).toEqual([]);
    expect(metas.filter(([, p]) => p._def.meta?.access === 'system')).toEqual([]);
    // The system use cases exist, and an admin's session cannot run one even if it found it.
    await expect(
      seedDemoCatalogue.run(
        {
          ...ctx.app.deps,
          actor: { userId: 1, role: 'admin', sessionId: 'x', permissions: PERMISSIONS },
          ip: '1.2.3.4',
        },
        undefined,
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('every non-public tRPC procedure answers 401 anonymously and 403 to a shopper', async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    expect(procedures.length).toBeGreaterThanOrEqual(6);
    const before = await tableCounts(t);
    const checked: string[] = [];
    for (const [path, procedure] of procedures) {
      if (PUBLIC_TRPC.has(path)) continue;
      const isQuery = procedure._def.type === 'query';
      const request = isQuery
        ? { method: 'GET' as const, url: `/trpc/${path}` }
        : { method: 'POST' as const, url: `/trpc/${path}`, payload: {} };
      const anon = await ctx.app.inject(request);
      expect(anon.statusCode, `${path} anonymously`).toBe(401);
      const shopper = await ctx.app.inject({ ...request, headers: bearer(shopperToken) });
      if (!SHOPPER_TRPC.has(path)) expect(shopper.statusCode, `${path} as a shopper`).toBe(403);
      checked.push(path);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'users.list',
        'users.delete',
        'content.news.create',
        'content.contacts.list',
        'content.reviews.create',
        'content.reviews.delete',
      ]),
    );
    expect(await tableCounts(t)).toEqual(before);
  });
  it('API keys over every REST route: unknown or revoked 401; without the scope 403; with it past authorization', async () => {
    const routes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD',
    );
    // One key per scope, so "another scope" is always a real key that lacks this route's.
    const byScope = new Map<string, string>();
    for (const scope of API_SCOPES) {
      byScope.set(scope, (await createApiKeyFor(ctx.app, [scope], `Only ${scope}`)).key);
    }
    const before = await tableCounts(t);
    const passed: string[] = [];
    const refused: string[] = [];
    for (const { method, url, access } of routes) {
      const scope = permissionOf(access ?? 'public');
      const key = `${method} ${url}`;
      const request = {
        method: method as 'GET',
        url: concrete(url),
        payload: method === 'GET' ? undefined : {},
      };
      for (const bad of dead()) {
        const res = await ctx.app.inject({ ...request, headers: bearer(bad) });
        expect(
          res.statusCode,
          `${key} with an unknown or revoked key, or one whose maker is gone`,
        ).toBe(401);
      }
      if (PUBLIC_REST.has(key)) continue;
      const withAll = await ctx.app.inject({ ...request, headers: bearer(keys.all) });
      if (scope && !KEY_FORBIDDEN_PERMISSIONS.includes(scope)) {
        expect([401, 403], `${key} with its scope ${scope}`).not.toContain(withAll.statusCode);
        const other = API_SCOPES.find((s) => s !== scope) as string;
        const lacking = await ctx.app.inject({
          ...request,
          headers: bearer(byScope.get(other) as string),
        });
        expect(lacking.statusCode, `${key} with only ${other}`).toBe(403);
        passed.push(key);
      } else {
        expect(withAll.statusCode, `${key} with a key (no scope opens it)`).toBe(403);
        refused.push(key);
      }
    }
    // A key can never manage keys, staff or refunds, whatever scopes it holds.
    expect(refused).toEqual(
      expect.arrayContaining([
        'POST /api/apikey/create',
        'GET /api/apikey/getall',
        'DELETE /api/apikey/delete/:id',
        'DELETE /api/user/delete/:userId',
        'GET /api/staff/getall',
        'PUT /api/staff/:userId/role',
        'POST /api/staff/roles',
        'GET /api/staff/permissions',
        'POST /api/order/create',
        'GET /api/order/myorders',
      ]),
    );
    expect(passed).toEqual(expect.arrayContaining(['POST /api/news/createnews']));
    expect(await tableCounts(t)).toEqual(before);
  });

  it('API keys over every tRPC procedure: unknown or revoked 401; without a scope 403; with it past authorization', async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<
        string,
        { _def: { type: string; meta?: { access: string } } }
      >,
    );
    const before = await tableCounts(t);
    const refused: string[] = [];
    for (const [path, procedure] of procedures) {
      const isQuery = procedure._def.type === 'query';
      const request = isQuery
        ? { method: 'GET' as const, url: `/trpc/${path}` }
        : { method: 'POST' as const, url: `/trpc/${path}`, payload: {} };
      for (const bad of dead()) {
        const res = await ctx.app.inject({ ...request, headers: bearer(bad) });
        expect(res.statusCode, `${path} with an unknown or revoked key`).toBe(401);
      }
      if (PUBLIC_TRPC.has(path)) continue;
      const res = await ctx.app.inject({ ...request, headers: bearer(keys.all) });
      const meta = procedure._def.meta;
      const scope = permissionOf((meta?.access ?? 'public') as Permission);
      if (scope && !KEY_FORBIDDEN_PERMISSIONS.includes(scope)) {
        expect([401, 403], `${path} with its scope`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${path} with a key`).toBe(403);
        refused.push(path);
      }
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        'apiKeys.create',
        'apiKeys.list',
        'apiKeys.revoke',
        'users.delete',
        'payment.refund',
        'orders.place',
        'staff.list',
        'staff.setRole',
        'staff.roles.create',
        'staff.permissions',
      ]),
    );
    expect(await tableCounts(t)).toEqual(before);
  });

  /**
   * Each built-in role over every route and procedure: what its permissions name answers past
   * authorization (never 401/403), everything else that needs a permission 403, and the
   * staff-only list (access 'staff') opens to all of them. Nothing changes in the database.
   */
  const ROLE_NAMES = Object.values(BUILT_IN_ROLES).map((r) => r.name);
  const staffTokens = new Map<string, string>();
  const tokenOf = async (roleName: string): Promise<string> => {
    let token = staffTokens.get(roleName);
    if (!token) {
      const slug = roleName.toLowerCase().replace(/\W/g, '');
      const made = await createStaff(ctx.app, roleName, { email: `${slug}@staff.test` });
      token = made.token;
      // Verified, so 'Send the link again' refuses and the counts stay put.
      await t.db
        .updateTable('users')
        .set({ emailVerifiedAt: 1 })
        .where('userId', '=', made.userId)
        .execute();
      staffTokens.set(roleName, token);
    }
    return token;
  };
  const expectFor = (
    status: number,
    access: string | undefined,
    held: readonly Permission[],
    what: string,
  ) => {
    const permission = permissionOf((access ?? 'public') as Permission);
    if (access === 'staff' || access === 'user' || (permission && held.includes(permission))) {
      expect([401, 403], `${what}: should pass authorization`).not.toContain(status);
      return 'passed';
    }
    if (permission) {
      expect(status, `${what}: lacks ${permission}`).toBe(403);
      return 'refused';
    }
    return 'public';
  };

  for (const role of Object.values(BUILT_IN_ROLES)) {
    it(`${role.name}: every REST route and tRPC procedure answers by the role's permissions`, async () => {
      const token = await tokenOf(role.name);
      const before = await tableCounts(t);
      const seen = { passed: 0, refused: 0 };
      const routes = ctx.app.registeredRoutes.filter(
        (r) => r.url.startsWith('/api/') && r.method !== 'HEAD',
      );
      for (const { method, url, access } of routes) {
        const key = `${method} ${url}`;
        if (PUBLIC_REST.has(key)) continue;
        // Ids nothing has: an Owner may delete account 1, which is the test's own owner.
        const res = await ctx.app.inject({
          method: method as 'GET',
          url: concrete(url, '999999'),
          payload: method === 'GET' ? undefined : {},
          headers: bearer(token),
        });
        const outcome = expectFor(res.statusCode, access, role.permissions, `${role.name} ${key}`);
        if (outcome !== 'public') seen[outcome] += 1;
      }
      const procedures = Object.entries(
        appRouter._def.procedures as unknown as Record<
          string,
          { _def: { type: string; meta?: { access: string } } }
        >,
      );
      for (const [path, procedure] of procedures) {
        if (PUBLIC_TRPC.has(path)) continue;
        const request =
          procedure._def.type === 'query'
            ? { method: 'GET' as const, url: `/trpc/${path}` }
            : { method: 'POST' as const, url: `/trpc/${path}`, payload: {} };
        const res = await ctx.app.inject({ ...request, headers: bearer(token) });
        const outcome = expectFor(
          res.statusCode,
          procedure._def.meta?.access,
          role.permissions,
          `${role.name} ${path}`,
        );
        if (outcome !== 'public') seen[outcome] += 1;
      }
      // The Owner holds everything; every other built-in role is refused something.
      expect(seen.passed).toBeGreaterThan(10);
      if (role.permissions.length === PERMISSIONS.length) expect(seen.refused).toBe(0);
      else expect(seen.refused).toBeGreaterThan(10);
      expect(await tableCounts(t)).toEqual(before);
    });
  }

  it('a 403 names the permission it needs, over REST and tRPC', async () => {
    const token = await tokenOf('Fulfilment');
    const rest = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/salemanage',
      headers: bearer(token),
    });
    const trpc = await ctx.app.inject({
      method: 'GET',
      url: '/trpc/analytics.sales',
      headers: bearer(token),
    });
    for (const res of [rest, trpc]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).toContain("You don't have access to this (it needs analytics:read)");
    }
  });

  it("a key acts for its maker: it may do what it holds and its maker's role holds now", async () => {
    // A maker who may manage integrations and everything a key may hold makes a key with every
    // scope (a key can be made with no more than its maker holds); then their role narrows to
    // reading orders: the key keeps its scopes, but only orders:read still works.
    const owner = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/roles',
      headers: owner,
      payload: { name: 'Integrator', permissions: ['integrations:manage', ...API_SCOPES] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const maker = await createStaff(ctx.app, made.json().data.roleId, {
      email: 'integrator@staff.test',
    });
    const { key } = await createApiKeyFor(ctx.app, [...API_SCOPES], 'Every scope', maker.token);
    const narrowed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/roles/${made.json().data.roleId}`,
      headers: owner,
      payload: { permissions: ['integrations:manage', 'orders:read'] },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/apikey/getall',
      headers: owner,
    });
    expect(list.json().data.find((k: { name: string }) => k.name === 'Every scope')).toMatchObject({
      createdBy: 'Staff Member',
      createdByUserId: maker.userId,
      effectivePermissions: ['orders:read'],
    });
    const before = await tableCounts(t);
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<
        string,
        { _def: { type: string; meta?: { access: string } } }
      >,
    );
    let passed = 0;
    for (const [path, procedure] of procedures) {
      if (PUBLIC_TRPC.has(path)) continue;
      const request =
        procedure._def.type === 'query'
          ? { method: 'GET' as const, url: `/trpc/${path}` }
          : { method: 'POST' as const, url: `/trpc/${path}`, payload: {} };
      const res = await ctx.app.inject({ ...request, headers: bearer(key) });
      const permission = permissionOf((procedure._def.meta?.access ?? 'public') as Permission);
      if (permission === 'orders:read') {
        expect([401, 403], `${path} (held by key and maker)`).not.toContain(res.statusCode);
        passed += 1;
      } else {
        expect(res.statusCode, `${path} (the maker lacks it, or it is not a key's)`).toBe(403);
      }
    }
    expect(passed).toBeGreaterThan(3);
    expect(await tableCounts(t)).toEqual(before);
    // The maker's role loses orders:read: the key loses it on its next request.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/roles/${made.json().data.roleId}`,
      headers: owner,
      payload: { permissions: ['integrations:manage'] },
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/getallorders',
      headers: bearer(key),
    });
    expect(after.statusCode, after.body).toBe(403);
    // The maker's account goes: the key is a 401 everywhere.
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${maker.userId}`,
      headers: owner,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const dead = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/getallorders',
      headers: bearer(key),
    });
    expect(dead.statusCode).toBe(401);
  });

  it('no key holds a people-only permission: asking for one is a 400 and makes nothing', async () => {
    const owner = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    const before = await tableCounts(t);
    for (const scope of KEY_FORBIDDEN_PERMISSIONS) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/apikey/create',
        headers: owner,
        payload: { name: `Has ${scope}`, scopes: ['orders:read', scope] },
      });
      expect(res.statusCode, scope).toBe(400);
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  /** One small frame for the order-level refusals below, made by the first that needs it. */
  let variant: Variant | undefined;
  const aVariant = async (): Promise<Variant> => {
    variant ??= (await smallCatalogue(ctx.app.deps, 1, 5))[0] as Variant;
    return variant;
  };

  it('a key never cancels an order with money taken, at any status, over REST or tRPC: 403, nothing changes', async () => {
    const order = await placeOrder(ctx.app, bearer(shopperToken), await aVariant());
    const { key } = await createApiKeyFor(ctx.app, ['orders:read', 'orders:write'], 'ERP');
    const orderId = order.orderId;
    const state = async () => ({
      counts: await tableCounts(t),
      order: await t.db
        .selectFrom('orders')
        .selectAll()
        .where('orderId', '=', orderId)
        .executeTakeFirstOrThrow(),
      stock: await t.db.selectFrom('frame_sizes').select('remainedQty').execute(),
    });
    // Paid online, then paid and delivered: money taken either way.
    for (const status of [1, 4]) {
      await t.db
        .updateTable('orders')
        .set({ status, paymentStatus: 'paid', paidAt: Date.now() })
        .where('orderId', '=', orderId)
        .execute();
      const before = await state();
      const rest = await ctx.app.inject({
        method: 'PUT',
        url: `/api/order/updatestatus/${orderId}`,
        headers: bearer(key),
        payload: { status: 5 },
      });
      const trpc = await ctx.app.inject({
        method: 'POST',
        url: '/trpc/orders.setStatus',
        headers: bearer(key),
        payload: { orderId, status: 5 },
      });
      for (const res of [rest, trpc]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.body).toContain('Cancelling a paid order refunds it: do it in the admin');
      }
      expect(await state()).toEqual(before);
    }
  });

  it('cash on delivery is refused to an account whose e-mail is not verified: 403 over REST and tRPC, nothing changes', async () => {
    const admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    const on = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/orders.cod.save',
      headers: admin,
      payload: { enabled: true, maxOrderPaise: 5_000_000, feePaise: 0 },
    });
    expect(on.statusCode, on.body).toBe(200);
    const { frameId, sizeId } = await aVariant();
    const unverified = bearer(
      await signupAndLogin(ctx.app, {
        firstName: 'New',
        lastName: 'Account',
        email: 'throwaway@example.com',
        password: 'shopper-pass',
      }),
    );
    const before = await tableCounts(t);
    const stock = await t.db.selectFrom('frame_sizes').select('remainedQty').execute();
    const rest = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: unverified,
      payload: {
        items: [{ productType: 'pre-listed', frameId, sizeId, quantity: 1 }],
        shipping: SHIPPING,
        paymentMethod: 'cod',
      },
    });
    const trpc = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/orders.place',
      headers: unverified,
      payload: {
        shipping: SHIPPING,
        lines: [{ kind: 'ready', frameId, sizeId, quantity: 1 }],
        paymentMethod: 'cod',
      },
    });
    for (const res of [rest, trpc]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).toContain('Cash on delivery needs a verified e-mail address');
    }
    expect(await tableCounts(t)).toEqual({ ...before });
    expect(await t.db.selectFrom('frame_sizes').select('remainedQty').execute()).toEqual(stock);
  });
});
