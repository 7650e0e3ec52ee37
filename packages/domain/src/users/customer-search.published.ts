import type { UserDto } from '@frameshop/contracts/users/schemas';
import type { Db } from '../shared/db';
import { searchShoppers } from './customer-search.repository';
import { toUserDto } from './users.repository';

/** Shoppers' accounts for the admin's customer list (customers/, issue 24). */
export async function shopperPage(
  db: Db,
  f: { search: string; orIds: readonly number[]; page: number; perPage: number },
): Promise<{ rows: UserDto[]; total: number }> {
  const { rows, total } = await searchShoppers(db, f);
  return { rows: rows.map(toUserDto), total };
}
