import type { Db } from '../shared/db';
import { discardUnsent } from './outbox.repository';

/**
 * Drops the mail still waiting for these addresses. Only the demo seed calls it: its shoppers
 * are made up, and what the shop wrote to them while their orders were made must go nowhere.
 */
export function discardQueuedMailTo(db: Db, addresses: readonly string[]): Promise<void> {
  return discardUnsent(db, addresses);
}
