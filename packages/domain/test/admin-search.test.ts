import { ADMIN_SEARCH_LIMIT, adminLookup } from '@frameshop/contracts/admin-search/admin-search';
import { BUILT_IN_ROLES } from '@frameshop/contracts/staff/permissions';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchAdmin } from '../src/admin-search/admin-search.service';
import { submitContact } from '../src/content/contacts.service';
import { placeOrder } from '../src/orders/orders.service';
import { ctxFor, refusal } from './helpers';
import { openShop, SHIPPING, type Shop } from './support/shop-fixtures';

describe('adminLookup', () => {
  it('reads order numbers and phone numbers as the shop stores them', () => {
    expect(adminLookup('#1042')).toEqual({ text: '#1042', digits: '', orderId: 1042 });
    expect(adminLookup('1042')).toEqual({ text: '1042', digits: '1042', orderId: 1042 });
    expect(adminLookup('+91 98765-43210').digits).toBe('9876543210');
    expect(adminLookup('987')).toMatchObject({ digits: '', orderId: 987 });
    expect(adminLookup('asha@example.com')).toEqual({
      text: 'asha@example.com',
      digits: '',
      orderId: undefined,
    });
    // LIKE wildcards are dropped, not searched for.
    expect(adminLookup('50%_off').text).toBe('50off');
  });
});

/** The admin top bar's search (issue 24) on both engines: orders, frames, people, inquiries. */
describeEachDialect('admin search', (t) => {
  let shop: Shop;
  let orderId: number;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 50);
    ({ orderId } = await placeOrder.execute(shop.shopper, {
      shipping: { ...SHIPPING, firstName: 'Meera', lastName: 'Iyer', phone: '9123456780' },
      lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 }],
    }));
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Kabir Shah',
      email: 'kabir@example.com',
      phone: '+91 99887 76655',
      message: 'Do you frame cricket jerseys?',
    });
  });

  const search = (q: string) => searchAdmin.execute(shop.admin, { q });

  it('finds an order by its number, phone as typed, name and e-mail', async () => {
    for (const q of [
      `#${orderId}`,
      String(orderId),
      '91234 56780',
      '+91 9123456780',
      'Meera',
      'meera iyer',
      'IYER',
    ]) {
      const { orders } = await search(q);
      expect(
        orders.map((o) => o.orderId),
        q,
      ).toContain(orderId);
    }
    const [hit] = (await search('9123456780')).orders;
    expect(hit).toMatchObject({
      orderId,
      name: 'Meera Iyer',
      phone: '9123456780',
      status: 1,
      customOnly: false,
    });
    expect((await search('5555555555')).orders).toEqual([]);
  });

  it('finds frames by the listing search, people, and inquiries', async () => {
    const teak = await search('teak');
    expect(teak.frames.map((f) => f.name)).toEqual(['Oak Classic']);
    expect(teak.frames[0]?.material).toBe('Canvas · Teak Wood');
    expect((await search('asha')).users.map((u) => u.name)).toEqual(['Asha Rao']);
    expect((await search('boss@')).users.map((u) => u.role)).toEqual(['admin']);
    const kabir = await search('cricket');
    expect(kabir.inquiries.map((i) => i.name)).toEqual(['Kabir Shah']);
    expect((await search('9988776655')).inquiries).toEqual([]); // stored as typed, with spaces
    expect((await search('99887 76655')).inquiries.map((i) => i.email)).toEqual([
      'kabir@example.com',
    ]);
  });

  it('answers a few of each kind, and nothing for wildcards alone', async () => {
    for (let i = 0; i < ADMIN_SEARCH_LIMIT + 2; i++) {
      await placeOrder.execute(shop.shopper, {
        shipping: SHIPPING,
        lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 }],
      });
    }
    expect((await search('asha')).orders).toHaveLength(ADMIN_SEARCH_LIMIT);
    expect(await search('%_')).toEqual({ orders: [], frames: [], users: [], inquiries: [] });
  });

  it('is for admins only', async () => {
    expect(await refusal(() => searchAdmin.execute(shop.shopper, { q: 'asha' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await refusal(() => searchAdmin.execute(ctxFor(shop.deps), { q: 'asha' })),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('finds only what the role may read: Fulfilment sees orders and frames, no people or inquiries', async () => {
    const fulfilment = ctxFor(shop.deps, {
      userId: 999,
      role: 'admin',
      sessionId: 'fulfilment-session',
      permissions: BUILT_IN_ROLES.fulfilment.permissions,
    });
    const owner = await searchAdmin.execute(shop.admin, { q: 'a' });
    // The owner's answer has every kind, so the empty lists below are the role's doing.
    expect(owner.users.length).toBeGreaterThan(0);
    expect(owner.inquiries.length).toBeGreaterThan(0);
    const limited = await searchAdmin.execute(fulfilment, { q: 'a' });
    expect(limited.orders).toEqual(owner.orders);
    expect(limited.frames).toEqual(owner.frames);
    expect(limited.users).toEqual([]);
    expect(limited.inquiries).toEqual([]);
  });
});
