import type { Db } from '../shared/db';
import { heldAndSold } from './stock-split.repository';

/**
 * What orders hold and sold of each variant, for the admin's stock screen (inventory/): the
 * split the catalogue's ledger cannot make, since it is the orders' state.
 */
export function heldAndSoldOf(db: Db, frameSizeIds: readonly number[]) {
  return heldAndSold(db, frameSizeIds);
}
