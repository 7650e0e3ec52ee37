import type { Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { deleteUserSessions } from './sessions.repository';
import { deleteUser, findUserById, lockAdminIds } from './users.repository';

/**
 * The users domain's part of deleting an account, for accounts/ (which also removes what
 * other domains keep of the person). Both run in the caller's transaction.
 */

/**
 * 404 for a missing account, 409 for the last admin. Locks the admins until the transaction
 * ends, so two admins deleting each other cannot leave the shop with none.
 */
export async function checkAccountRemovable(trx: Trx, userId: number): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.role === 'admin' && (await lockAdminIds(trx)).length <= 1) {
    throw new AppError('CONFLICT', 'The last admin cannot be deleted');
  }
}

/** The account and its sessions; other domains' rows of it must already be gone. */
export async function removeAccount(trx: Trx, userId: number): Promise<void> {
  await deleteUserSessions(trx, userId);
  await deleteUser(trx, userId);
}
