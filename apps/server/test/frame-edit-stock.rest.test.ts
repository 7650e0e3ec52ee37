import { TABLES_CHILD_FIRST } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  signupAndLogin,
  useApp,
} from './helpers';
import { SHIPPING } from './support/order-fixtures';

/**
 * Issue 19 through the legacy PUT /api/frame/updateframe/{id} (decision 0016): a save leaves a
 * size's stock alone unless its total changes; `remained_qty`/`purchased_qty` sent by the client
 * are ignored and answered from the ledger; a total below what orders hold is a 409 naming the
 * size and the count; a cancel after an edit never pushes remaining above the total.
 */
describeEachDialect('frame edit keeps stock (legacy REST)', (t) => {
  const ctx = useApp(t);
  let admin: Record<string, string> = {};
  let shopper: Record<string, string> = {};
  beforeAll(async () => {
    await createAdmin(ctx.app);
    admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(ctx.app));
  });
  beforeEach(async () => {
    // The accounts stay, and with them the staff roles they hold.
    const kept = new Set(['sessions', 'users', 'staff_roles']);
    for (const table of TABLES_CHILD_FIRST.filter((n) => !kept.has(n))) {
      await t.db.deleteFrom(table).execute();
    }
    ctx.app.deps.caches.invalidate(['catalogue']);
  });

  const call = (method: string, url: string, payload?: unknown, headers = admin) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      payload: payload as object,
      headers,
    });

  async function frameWithOrder() {
    const materialId = (await call('POST', '/material/create', { materialName: 'Canvas' })).json()
      .data.materialId;
    const frameMaterialId = (
      await call('POST', '/framematerial/createframemat', { materialName: 'Teak' })
    ).json().data.frameMaterialId;
    const sizeId = (await call('POST', '/size/createsize', { width: 12, height: 18 })).json().data
      .sizeId;
    const fields = (description: string, size: Record<string, number>) => ({
      name: 'Oak Classic',
      basePrice: '1299',
      description,
      materialId: String(materialId),
      frameMaterialId: String(frameMaterialId),
      frameShape: 'Rectangle',
      weight: '1.5',
      origin: 'Jaipur',
      isNewArrival: 'false',
      isOffer: 'false',
      colors: '["Brown"]',
      careInstruction: '["Dust weekly"]',
      includes: '["Hook"]',
      sizes: JSON.stringify([{ sizeId, price: 1500, ...size }]),
    });
    const body = await multipart(fields('Hand finished', { total_qty: 44 }));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/frame/createframe',
      ...body,
      headers: { ...body.headers, ...admin },
    });
    expect(created.statusCode, created.body).toBe(201);
    const frameId: number = created.json().data.frameId;
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: {
        shipping: SHIPPING,
        items: [{ productType: 'pre-listed', frameId, sizeId, quantity: 3 }],
      },
      headers: shopper,
    });
    expect(order.statusCode, order.body).toBe(201);
    const save = async (description: string, size: Record<string, number>) => {
      const edit = await multipart(fields(description, size));
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/frame/updateframe/${frameId}`,
        ...edit,
        headers: { ...edit.headers, ...admin },
      });
    };
    const stock = async () => {
      const res = await ctx.app.inject({ url: `/api/frame/getbyid/${frameId}` });
      const v = res.json().data.frameSizes[0];
      return [v.total_qty, v.remained_qty, v.purchased_qty];
    };
    return { orderId: order.json().data.orderId as number, save, stock };
  }

  it('a description fix after an order keeps what remains, whatever remained_qty says', async () => {
    const f = await frameWithOrder();
    expect(await f.stock()).toEqual([44, 41, 3]);
    // The legacy admin form sends no remained_qty; a client that sends one is ignored.
    const plain = await f.save('Hand finished, now waxed', { total_qty: 44 });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await f.stock()).toEqual([44, 41, 3]);
    const lying = await f.save('Hand finished', {
      total_qty: 44,
      remained_qty: 44,
      purchased_qty: 0,
    });
    expect(lying.statusCode, lying.body).toBe(200);
    expect(lying.json().data.frameSizes[0]).toMatchObject({
      total_qty: 44,
      remained_qty: 41,
      purchased_qty: 3,
    });
    // The sequence: cancelling afterwards gives back 3, to 44, never 47.
    const cancelled = await call('PUT', `/order/updatestatus/${f.orderId}`, { status: 5 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await f.stock()).toEqual([44, 44, 0]);
  });

  it('a total below what orders hold is a 409 naming the size and the count', async () => {
    const f = await frameWithOrder();
    const refused = await f.save('Changed', { total_qty: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The stock quantity of 12x18 cannot go below 3: orders hold 3 of it',
      error: 'The stock quantity of 12x18 cannot go below 3: orders hold 3 of it',
    });
    expect(await f.stock()).toEqual([44, 41, 3]);
    const lowered = await f.save('Changed', { total_qty: 10 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await f.stock()).toEqual([10, 7, 3]);
  });
});
