import type { CartLine } from '@frameshop/contracts/orders/cart';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@frameshop/contracts/orders/cart-limits';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteMyAccount } from '../../src/accounts/accounts.service';
import { lineIdentity, mergeCartLines, parseStoredLines } from '../../src/orders/cart-merge';
import { mergeMyCart, mySavedCart, saveMyCart } from '../../src/orders/saved-cart.service';
import type { PersonActor } from '../../src/shared/context';
import { signup } from '../../src/users/auth.service';
import { ctxFor, depsFor, refusal } from '../helpers';

const ready = (frameId: number, sizeId: number, quantity: number): CartLine => ({
  kind: 'ready',
  frameId,
  sizeId,
  quantity,
});
const custom = (quantity: number, shape: 'Rectangle' | 'Square' = 'Rectangle'): CartLine => ({
  kind: 'custom',
  photoKey: `${'a'.repeat(32)}.jpg`,
  crop: { x: 0, y: 0, width: 1200, height: 1800 },
  widthIn: 8,
  heightIn: 12,
  materialId: 1,
  frameMaterialId: 2,
  shape,
  thicknessId: 3,
  quantity,
});

describe('the cart merge rule', () => {
  it("keeps the account's lines first and sums the same item within the bound", () => {
    const merged = mergeCartLines(
      [ready(1, 2, 3), custom(1)],
      [ready(1, 2, 19), ready(4, 5, 1), { ...custom(2), seenUnitPrice: 999 }],
    );
    expect(merged.dropped).toBe(0);
    expect(merged.lines).toEqual([ready(1, 2, MAX_LINE_QUANTITY), custom(3), ready(4, 5, 1)]);
    // A custom frame with another choice is another item.
    expect(lineIdentity(custom(1))).not.toBe(lineIdentity(custom(1, 'Square')));
  });

  it(`drops and counts browser lines beyond ${MAX_CART_LINES}`, () => {
    const account = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ready(1, i + 1, 1));
    const merged = mergeCartLines(account, [ready(2, 1, 1), ready(2, 2, 1), ready(1, 1, 2)]);
    expect(merged.lines).toHaveLength(MAX_CART_LINES);
    expect(merged.dropped).toBe(1);
    expect(merged.lines[0]?.quantity).toBe(3);
  });

  it('reads stored text defensively: bad lines are dropped, not trusted', () => {
    expect(parseStoredLines('not json')).toEqual([]);
    expect(parseStoredLines('{"kind":"ready"}')).toEqual([]);
    expect(
      parseStoredLines(JSON.stringify([ready(1, 2, 1), { kind: 'ready', quantity: 500 }])),
    ).toEqual([ready(1, 2, 1)]);
  });
});

describeEachDialect('the cart kept with the account', (t) => {
  beforeEach(() => t.truncate());

  async function person(email: string): Promise<PersonActor> {
    const user = await signup.execute(ctxFor(depsFor(t)), {
      firstName: 'A',
      lastName: 'B',
      email,
      password: 'Tulsi-garden-42',
    });
    return { userId: user.userId, role: 'user', sessionId: `s-${email}`, permissions: [] };
  }

  it('saves, reads back on another device and merges at login', async () => {
    const deps = depsFor(t);
    const asha = ctxFor(deps, await person('asha@shop.test'));
    expect(await mySavedCart.execute(asha, undefined)).toEqual({ lines: [], dropped: 0 });
    await saveMyCart.execute(asha, { lines: [ready(1, 2, 2)] });
    // Another session of the same account reads the same cart.
    const phone = ctxFor(deps, { ...(asha.actor as PersonActor), sessionId: 'phone' });
    expect((await mySavedCart.execute(phone, undefined)).lines).toEqual([ready(1, 2, 2)]);
    const merged = await mergeMyCart.execute(phone, { lines: [ready(1, 2, 1), ready(3, 4, 1)] });
    expect(merged.lines).toEqual([ready(1, 2, 3), ready(3, 4, 1)]);
    expect((await mySavedCart.execute(asha, undefined)).lines).toEqual(merged.lines);
    // Another shopper's cart is their own.
    const ravi = ctxFor(deps, await person('ravi@shop.test'));
    expect((await mySavedCart.execute(ravi, undefined)).lines).toEqual([]);
  });

  it('refuses lines beyond the bounds and keeps the cart as it was', async () => {
    const deps = depsFor(t);
    const asha = ctxFor(deps, await person('asha@shop.test'));
    await saveMyCart.execute(asha, { lines: [ready(1, 2, 2)] });
    const tooMuch = await refusal(() =>
      saveMyCart.execute(asha, { lines: [ready(1, 2, MAX_LINE_QUANTITY + 1)] }),
    );
    expect(tooMuch.code).toBe('BAD_REQUEST');
    const tooLong = await refusal(() =>
      mergeMyCart.execute(asha, {
        lines: Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ready(1, i + 1, 1)),
      }),
    );
    expect(tooLong.code).toBe('BAD_REQUEST');
    expect((await mySavedCart.execute(asha, undefined)).lines).toEqual([ready(1, 2, 2)]);
    expect((await refusal(() => mySavedCart.execute(ctxFor(deps), undefined))).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('merges from two devices at once without losing either', async () => {
    const deps = depsFor(t);
    const actor = await person('asha@shop.test');
    const devices = Array.from({ length: 6 }, (_, i) =>
      ctxFor(deps, { ...actor, sessionId: `device-${i}` }),
    );
    await Promise.all(
      devices.map((ctx, i) =>
        mergeMyCart.execute(ctx, { lines: [ready(1, 2, 1), ready(9, i + 1, 1)] }),
      ),
    );
    const { lines } = await mySavedCart.execute(devices[0]!, undefined);
    expect(lines[0]).toEqual(ready(1, 2, 6));
    expect(lines).toHaveLength(7);
  });

  it('goes with the account', async () => {
    const deps = depsFor(t);
    const actor = await person('asha@shop.test');
    const asha = ctxFor(deps, actor);
    await saveMyCart.execute(asha, { lines: [ready(1, 2, 2)] });
    await deleteMyAccount.execute(asha, { password: 'Tulsi-garden-42' });
    expect(await t.db.selectFrom('saved_carts').selectAll().execute()).toEqual([]);
  });
});
