import { appRouter } from '@frameshop/api/root';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { beforeAll, expect, it } from 'vitest';
import { bearer, createAdmin, signupAndLogin, tableCounts, useApp } from './helpers';

/**
 * Deny by default, proven over every route that exists. The lists below are the whole public
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
]);

function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
}

describeEachDialect('authorization over every route', (t) => {
  const ctx = useApp(t);
  let shopperToken = '';
  beforeAll(async () => {
    await createAdmin(ctx.app);
    shopperToken = await signupAndLogin(ctx.app);
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
        { ...ctx.app.deps, actor: { userId: 1, role: 'admin', sessionId: 'x' }, ip: '1.2.3.4' },
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
});
