import {
  addAddressInput,
  addressIdInput,
  addressMessages,
  MAX_SAVED_ADDRESSES,
  type SavedAddressDto,
  updateAddressInput,
} from '@frameshop/contracts/users/addresses';
import { authMessages } from '@frameshop/contracts/users/messages';
import { z } from 'zod';
import { shopper } from '../shared/context';
import type { Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import {
  type AddressFields,
  countAddresses,
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  newestAddressId,
  setDefaultAddress,
  toSavedAddressDto,
  updateOwnAddress,
} from './addresses.repository';
import { lockUser } from './users.repository';

/**
 * Issue 24: the signed-in person's delivery addresses, offered at checkout on any device.
 * Owner-only: every statement names the caller's user id, so another account's address id is
 * a 404 that changed nothing. Each change holds the account's row (lockUser) so concurrent
 * adds cannot pass the MAX_SAVED_ADDRESSES bound together, and exactly one address (when there
 * is any) is the default: the first one saved, or the one chosen.
 */

async function holdAccount(trx: Trx, userId: number): Promise<void> {
  if (!(await lockUser(trx, userId)))
    throw new AppError('UNAUTHORIZED', authMessages.loginRequired);
}

const notFound = () => new AppError('NOT_FOUND', addressMessages.notFound);

/** Only the address itself is written: owner, default and times are the server's. */
function fieldsOf(input: AddressFields): AddressFields {
  const { firstName, lastName, address, apt, city, state, postalCode, phone } = input;
  return { firstName, lastName, address, apt, city, state, postalCode, phone };
}

export const listMyAddresses = defineUseCase({
  name: 'account.addresses.list',
  access: 'user',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<SavedAddressDto[]> {
    const person = shopper(ctx);
    return (await listAddresses(ctx.db, person.userId)).map(toSavedAddressDto);
  },
});

export const addMyAddress = defineUseCase({
  name: 'account.addresses.add',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: addAddressInput,
  async handler(ctx, input): Promise<SavedAddressDto> {
    const person = shopper(ctx);
    const now = ctx.now();
    const addressId = await ctx.db.transaction().execute(async (trx) => {
      await holdAccount(trx, person.userId);
      const count = await countAddresses(trx, person.userId);
      if (count >= MAX_SAVED_ADDRESSES) throw new AppError('CONFLICT', addressMessages.tooMany);
      const id = await insertAddress(trx, person.userId, fieldsOf(input), now);
      if (count === 0 || input.isDefault) await setDefaultAddress(trx, person.userId, id);
      return id;
    });
    const row = await findOwnAddress(ctx.db, person.userId, addressId);
    if (!row) throw notFound();
    return toSavedAddressDto(row);
  },
});

export const updateMyAddress = defineUseCase({
  name: 'account.addresses.update',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: updateAddressInput,
  async handler(ctx, input): Promise<SavedAddressDto> {
    const person = shopper(ctx);
    await ctx.db.transaction().execute(async (trx) => {
      await holdAccount(trx, person.userId);
      const changed = await updateOwnAddress(
        trx,
        person.userId,
        input.addressId,
        fieldsOf(input),
        ctx.now(),
      );
      if (!changed) throw notFound();
      if (input.isDefault) await setDefaultAddress(trx, person.userId, input.addressId);
    });
    const row = await findOwnAddress(ctx.db, person.userId, input.addressId);
    if (!row) throw notFound();
    return toSavedAddressDto(row);
  },
});

export const makeMyAddressDefault = defineUseCase({
  name: 'account.addresses.makeDefault',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: addressIdInput,
  async handler(ctx, { addressId }): Promise<SavedAddressDto[]> {
    const person = shopper(ctx);
    await ctx.db.transaction().execute(async (trx) => {
      await holdAccount(trx, person.userId);
      if (!(await findOwnAddress(trx, person.userId, addressId))) throw notFound();
      await setDefaultAddress(trx, person.userId, addressId);
    });
    return (await listAddresses(ctx.db, person.userId)).map(toSavedAddressDto);
  },
});

/** Deleting the default makes the most recently changed remaining address the default. */
export const deleteMyAddress = defineUseCase({
  name: 'account.addresses.delete',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: addressIdInput,
  async handler(ctx, { addressId }): Promise<SavedAddressDto[]> {
    const person = shopper(ctx);
    await ctx.db.transaction().execute(async (trx) => {
      await holdAccount(trx, person.userId);
      const row = await findOwnAddress(trx, person.userId, addressId);
      if (!row) throw notFound();
      await deleteOwnAddress(trx, person.userId, addressId);
      if (Number(row.isDefault) === 1) {
        const next = await newestAddressId(trx, person.userId);
        if (next !== null) await setDefaultAddress(trx, person.userId, next);
      }
    });
    return (await listAddresses(ctx.db, person.userId)).map(toSavedAddressDto);
  },
});
