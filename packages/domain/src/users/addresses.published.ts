import type { Db } from '../shared/db';
import { listAddresses } from './addresses.repository';

/** For other domains (the account data export): the account's saved delivery addresses. */
export async function savedAddressesOf(db: Db, userId: number) {
  return (await listAddresses(db, userId)).map((r) => ({
    firstName: r.firstName,
    lastName: r.lastName,
    address: r.address,
    apt: r.apt,
    city: r.city,
    state: r.state,
    postalCode: r.postalCode,
    phone: r.phone,
  }));
}
