import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { bearer, loginToken, signupAndLogin, tableCounts, useApp } from './helpers';

const HOME = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  phone: '9876543210',
};
const PIN = 'Enter a valid 6-digit PIN code (it cannot start with 0)';
const MOBILE = 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9';

/**
 * Issue 24 over HTTP: saved addresses (REST and tRPC), owner-only, and the cart kept with the
 * account, read back by a second session of the same shopper.
 */
describeEachDialect('saved addresses and the account cart over HTTP', (t) => {
  const ctx = useApp(t);
  beforeEach(() => t.truncate());

  const ravi = () =>
    signupAndLogin(ctx.app, {
      firstName: 'Ravi',
      lastName: 'K',
      email: 'ravi@example.com',
      password: 'shopper-pass',
    });

  it('adds, lists, edits, defaults and deletes over REST; another shopper gets 404s', async () => {
    const asha = bearer(await signupAndLogin(ctx.app));
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: asha,
      payload: { ...HOME, apt: 'Flat 4' },
    });
    expect(added.statusCode).toBe(201);
    const home = added.json();
    expect(home).toMatchObject({ ...HOME, apt: 'Flat 4', isDefault: true });
    const office = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/addresses',
        headers: asha,
        payload: { ...HOME, address: '5 Residency Road' },
      })
    ).json();
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/addresses/${office.addressId}`,
      headers: asha,
      payload: { ...HOME, address: '7 Residency Road', city: 'Mysuru' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ city: 'Mysuru', isDefault: false });
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/addresses/${office.addressId}/default`,
      headers: asha,
    });
    expect(made.json().map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false]);

    const other = bearer(await ravi());
    const before = await tableCounts(t);
    const rows = await t.db.selectFrom('saved_addresses').selectAll().execute();
    for (const [method, url, payload] of [
      ['PUT', `/api/user/addresses/${home.addressId}`, { ...HOME, city: 'Pune' }],
      ['POST', `/api/user/addresses/${home.addressId}/default`, undefined],
      ['DELETE', `/api/user/addresses/${home.addressId}`, undefined],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: other, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Address not found');
    }
    const theirs = await ctx.app.inject({ url: '/api/user/addresses', headers: other });
    expect(theirs.json()).toEqual([]);
    expect(await tableCounts(t)).toEqual(before);
    expect(await t.db.selectFrom('saved_addresses').selectAll().execute()).toEqual(rows);

    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/addresses/${office.addressId}`,
      headers: asha,
    });
    expect(gone.json()).toEqual([
      expect.objectContaining({ addressId: home.addressId, isDefault: true }),
    ]);
    // Anonymous: 401.
    expect((await ctx.app.inject({ url: '/api/user/addresses' })).statusCode).toBe(401);
  });

  it('answers a bad address with the real rules, field by field, and saves nothing', async () => {
    const asha = bearer(await signupAndLogin(ctx.app));
    const before = await tableCounts(t);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: asha,
      payload: { ...HOME, postalCode: '012345', phone: '5123456789', isDefault: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    const text = res.body;
    expect(text).toContain(PIN);
    expect(text).toContain(MOBILE);
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: asha,
      payload: { ...HOME, userId: 2 },
    });
    expect(owner.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('the same over tRPC', async () => {
    const asha = bearer(await signupAndLogin(ctx.app));
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/account.addresses.add',
      headers: asha,
      payload: HOME,
    });
    expect(add.statusCode).toBe(200);
    const { addressId } = add.json().result.data;
    const list = await ctx.app.inject({ url: '/trpc/account.addresses.list', headers: asha });
    expect(list.json().result.data).toEqual([
      expect.objectContaining({ addressId, isDefault: true }),
    ]);
    const other = bearer(await ravi());
    const del = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/account.addresses.delete',
      headers: other,
      payload: { addressId },
    });
    expect(del.statusCode).toBe(404);
    expect((await t.db.selectFrom('saved_addresses').selectAll().execute()).length).toBe(1);
  });

  it('keeps the cart with the account: saved on one device, read and merged on another', async () => {
    const laptop = bearer(await signupAndLogin(ctx.app));
    const phone = bearer(await loginToken(ctx.app, 'asha@example.com', 'shopper-pass'));
    const line = { kind: 'ready', frameId: 1, sizeId: 2, quantity: 2 };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: laptop,
      payload: { lines: [line] },
    });
    expect(put.statusCode).toBe(200);
    const read = await ctx.app.inject({ url: '/api/cart', headers: phone });
    expect(read.json()).toEqual({ lines: [line], dropped: 0 });

    const merged = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/orders.cart.merge',
      headers: phone,
      payload: {
        lines: [
          { ...line, quantity: 19 },
          { ...line, sizeId: 3, quantity: 1 },
        ],
      },
    });
    expect(merged.json().result.data).toEqual({
      lines: [
        { ...line, quantity: 20 },
        { ...line, sizeId: 3, quantity: 1 },
      ],
      dropped: 0,
    });
    const saved = await ctx.app.inject({ url: '/trpc/orders.cart.saved', headers: laptop });
    expect(saved.json().result.data.lines).toHaveLength(2);

    // Beyond the bounds: 400, and the cart is as it was.
    const before = await t.db.selectFrom('saved_carts').selectAll().execute();
    for (const payload of [
      { lines: [{ ...line, quantity: 21 }] },
      { lines: Array.from({ length: 31 }, (_, i) => ({ ...line, sizeId: i + 1 })) },
      { lines: [{ ...line, unitPrice: 1 }] },
    ]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: laptop,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.db.selectFrom('saved_carts').selectAll().execute()).toEqual(before);
    // Nobody else's.
    const other = bearer(await ravi());
    expect((await ctx.app.inject({ url: '/api/cart', headers: other })).json().lines).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/cart' })).statusCode).toBe(401);
  });
});
