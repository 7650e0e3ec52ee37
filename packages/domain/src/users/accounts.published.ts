import { staffMessages } from '@frameshop/contracts/staff/permissions';
import type { Role, UserDto } from '@frameshop/contracts/users/schemas';
import type { Db, Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { revokeApiKeysMadeBy } from './api-keys.repository';
import { hashPassword } from './password';
import { deleteUserSessions } from './sessions.repository';
import { findBuiltInRoleId, lockOwnerIds, staffHolding } from './staff.repository';
import {
  countUsers,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUser,
  toUserDto,
} from './users.repository';

/**
 * What the floors above users do with accounts: the demo seed (seed/) makes them as system work,
 * not as a person signing up (any role, no signup rules or throttle); account deletion
 * (accounts/) removes them together with what other domains keep of the person.
 */

/**
 * Holds the account's row for the rest of the transaction, so that one account's checks and
 * writes that must not interleave (placing orders against its unpaid-order limit) run one at a
 * time, on SQLite and MySQL alike. False: the account is gone.
 */
export function lockAccount(trx: Trx, userId: number): Promise<boolean> {
  return lockUser(trx, userId);
}

/** Whether the shop has any account yet (the demo accounts are made only on an empty one). */
export async function anyAccountExists(db: Db): Promise<boolean> {
  return (await countUsers(db)) > 0;
}

export interface SystemAccount {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  password: string;
}

/**
 * Creates each account unless its email has one already (that one is left as it is). People
 * who share a password share its one hash, computed only if someone is created. Answers each
 * one's id and display name, in order.
 */
export async function ensureAccounts(
  db: Db,
  people: readonly SystemAccount[],
  createdAt: number,
): Promise<{ userId: number; name: string }[]> {
  const hashes = new Map<string, string>();
  const out: { userId: number; name: string }[] = [];
  for (const { password, ...person } of people) {
    const existing = await findUserByEmail(db, person.email);
    if (existing) {
      out.push({ userId: Number(existing.userId), name: toUserDto(existing).name });
      continue;
    }
    const passwordHash = hashes.get(password) ?? (await hashPassword(password));
    hashes.set(password, passwordHash);
    // A system-made admin (the demo's) is an Owner, as every admin before roles became.
    const staffRoleId = person.role === 'admin' ? await findBuiltInRoleId(db, 'owner') : null;
    const userId = await insertUser(db, { ...person, passwordHash, staffRoleId, createdAt });
    out.push({ userId, name: `${person.firstName} ${person.lastName}` });
  }
  return out;
}

/**
 * 404 for a missing account, 409 for the last owner. Locks the owners until the transaction
 * ends, so two owners deleting each other cannot leave the shop with none.
 */
export async function checkAccountRemovable(trx: Trx, userId: number): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const owners = await lockOwnerIds(trx);
  if (owners.includes(userId) && owners.length <= 1) {
    throw new AppError('CONFLICT', staffMessages.lastOwner);
  }
}

export { checkMayManagePerson } from './staff-grants';

/** The account and its sessions; other domains' rows of it must already be gone. */
export async function removeAccount(trx: Trx, userId: number): Promise<void> {
  await deleteUserSessions(trx, userId);
  await deleteUser(trx, userId);
}

/** Revokes every API key the account made: keys die with their maker's admin right. */
export function revokeApiKeysOf(trx: Trx, userId: number, at: number): Promise<void> {
  return revokeApiKeysMadeBy(trx, userId, at);
}

/**
 * The staff who may manage integrations now: webhooks are sent only for endpoints one of them
 * made (an endpoint dies with its maker's right, as a key does; decision 0024).
 */
export function integrationManagerIds(db: Db): Promise<number[]> {
  return staffHolding(db, 'integrations:manage');
}

/** The account as the floors above show it, or null when it is gone. */
export async function findAccount(db: Db, userId: number): Promise<UserDto | null> {
  const row = await findUserById(db, userId);
  return row ? toUserDto(row) : null;
}
