import { addressMessages, MAX_SAVED_ADDRESSES } from '@frameshop/contracts/users/addresses';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { exportMyData } from '../../src/accounts/accounts.service';
import type { PersonActor } from '../../src/shared/context';
import {
  addMyAddress,
  deleteMyAddress,
  listMyAddresses,
  makeMyAddressDefault,
  updateMyAddress,
} from '../../src/users/addresses.service';
import { signup } from '../../src/users/auth.service';
import { ctxFor, depsFor, refusal } from '../helpers';

const HOME = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  phone: '9876543210',
} as const;

describeEachDialect('saved addresses', (t) => {
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

  it('adds, edits, makes default and deletes; the first is the default', async () => {
    const deps = depsFor(t);
    const asha = ctxFor(deps, await person('asha@shop.test'));
    const home = await addMyAddress.execute(asha, { ...HOME, apt: '' });
    expect(home).toMatchObject({ ...HOME, apt: null, isDefault: true });
    const office = await addMyAddress.execute(asha, {
      ...HOME,
      address: '5 Residency Road',
      apt: 'Floor 3',
    });
    expect(office.isDefault).toBe(false);
    expect((await listMyAddresses.execute(asha, undefined)).map((a) => a.addressId)).toEqual([
      home.addressId,
      office.addressId,
    ]);

    const edited = await updateMyAddress.execute(asha, {
      ...HOME,
      addressId: office.addressId,
      address: '7 Residency Road',
      isDefault: true,
    });
    expect(edited).toMatchObject({ address: '7 Residency Road', isDefault: true });
    const list = await listMyAddresses.execute(asha, undefined);
    expect(list.filter((a) => a.isDefault).map((a) => a.addressId)).toEqual([office.addressId]);

    await makeMyAddressDefault.execute(asha, { addressId: home.addressId });
    // Deleting the default makes the remaining one the default.
    const left = await deleteMyAddress.execute(asha, { addressId: home.addressId });
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ addressId: office.addressId, isDefault: true });
    // 'Download my data' lists it.
    const data = await exportMyData.execute(asha, undefined);
    expect(data.addresses).toEqual([{ ...HOME, address: '7 Residency Road', apt: null }]);
  });

  it("answers 404 for another shopper's address and changes nothing", async () => {
    const deps = depsFor(t);
    const asha = ctxFor(deps, await person('asha@shop.test'));
    const ravi = ctxFor(deps, await person('ravi@shop.test'));
    const mine = await addMyAddress.execute(asha, HOME);
    const before = await listMyAddresses.execute(asha, undefined);
    const attempts = [
      () => updateMyAddress.execute(ravi, { ...HOME, addressId: mine.addressId, city: 'Pune' }),
      () => makeMyAddressDefault.execute(ravi, { addressId: mine.addressId }),
      () => deleteMyAddress.execute(ravi, { addressId: mine.addressId }),
    ];
    for (const attempt of attempts) {
      expect(await refusal(attempt)).toEqual({
        code: 'NOT_FOUND',
        message: addressMessages.notFound,
      });
    }
    expect(await listMyAddresses.execute(asha, undefined)).toEqual(before);
    expect(await listMyAddresses.execute(ravi, undefined)).toEqual([]);
    // A visitor is a 401.
    expect((await refusal(() => listMyAddresses.execute(ctxFor(deps), undefined))).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('refuses a bad address with the contract messages and saves nothing', async () => {
    const deps = depsFor(t);
    const asha = ctxFor(deps, await person('asha@shop.test'));
    const bad = await refusal(() =>
      addMyAddress.execute(asha, { ...HOME, postalCode: '012345', phone: '5876543210' }),
    );
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toContain('Enter a valid 6-digit PIN code (it cannot start with 0)');
    const owner = await refusal(() => addMyAddress.execute(asha, { ...HOME, userId: 99 } as never));
    expect(owner.code).toBe('BAD_REQUEST');
    expect(await listMyAddresses.execute(asha, undefined)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES}, also when added at once`, async () => {
    const deps = depsFor(t);
    const asha = ctxFor(deps, await person('asha@shop.test'));
    const results = await Promise.allSettled(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, i) =>
        addMyAddress.execute(asha, { ...HOME, address: `${i + 1} MG Road` }),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.length - refused.length).toBe(MAX_SAVED_ADDRESSES);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        code: 'CONFLICT',
        message: addressMessages.tooMany,
      });
    }
    const list = await listMyAddresses.execute(asha, undefined);
    expect(list).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
