import type { SavedAddressDto } from '@frameshop/contracts/users/addresses';
import { toIso } from '@frameshop/db/rows';
import type { SavedAddressRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';

/** The address fields a shopper writes (the rest is the server's: owner, default, times). */
export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  apt?: string | undefined;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

export function toSavedAddressDto(row: SavedAddressRow): SavedAddressDto {
  return {
    addressId: Number(row.addressId),
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    apt: row.apt,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    phone: row.phone,
    isDefault: Number(row.isDefault) === 1,
    updatedAt: toIso(Number(row.updatedAt)),
  };
}

/** The default first, then the most recently changed. */
export function listAddresses(db: Db, userId: number): Promise<SavedAddressRow[]> {
  return db
    .selectFrom('saved_addresses')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('isDefault', 'desc')
    .orderBy('updatedAt', 'desc')
    .orderBy('addressId', 'desc')
    .execute();
}

/** Only the owner's: another account's id finds nothing. */
export function findOwnAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<SavedAddressRow | undefined> {
  return db
    .selectFrom('saved_addresses')
    .selectAll()
    .where('userId', '=', userId)
    .where('addressId', '=', addressId)
    .executeTakeFirst();
}

export async function countAddresses(trx: Trx, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('saved_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(
  trx: Trx,
  userId: number,
  fields: AddressFields,
  now: number,
): Promise<number> {
  const result = await trx
    .insertInto('saved_addresses')
    .values({
      userId,
      ...fields,
      apt: fields.apt ?? null,
      isDefault: 0,
      createdAt: now,
      updatedAt: now,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Changes the owner's address; false when it is not theirs (or gone). */
export async function updateOwnAddress(
  trx: Trx,
  userId: number,
  addressId: number,
  fields: AddressFields,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('saved_addresses')
    .set({ ...fields, apt: fields.apt ?? null, updatedAt: now })
    .where('userId', '=', userId)
    .where('addressId', '=', addressId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteOwnAddress(
  trx: Trx,
  userId: number,
  addressId: number,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('saved_addresses')
    .where('userId', '=', userId)
    .where('addressId', '=', addressId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Makes one of the owner's addresses the default and every other one not. */
export async function setDefaultAddress(trx: Trx, userId: number, addressId: number) {
  await trx
    .updateTable('saved_addresses')
    .set((eb) => ({
      isDefault: eb.case().when('addressId', '=', addressId).then(1).else(0).end(),
    }))
    .where('userId', '=', userId)
    .execute();
}

/** The most recently changed address, to become the default when the default is deleted. */
export async function newestAddressId(trx: Trx, userId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('saved_addresses')
    .select('addressId')
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('addressId', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.addressId) : null;
}
