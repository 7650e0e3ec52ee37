import type { Role, UserDto } from '@frameshop/contracts/users/schemas';
import { toIso } from '@frameshop/db/rows';
import type { NewUser, UserRow } from '@frameshop/db/schema';
import { type Db, forUpdate, type Trx } from '../shared/db';

export function toUserDto(row: UserRow): UserDto {
  return {
    userId: Number(row.userId),
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    emailVerified: row.emailVerifiedAt !== null && row.emailVerifiedAt !== undefined,
    createdAt: toIso(row.createdAt),
  };
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Holds the user's row until the transaction ends (FOR UPDATE on MySQL): one account's writes queue. */
export async function lockUser(trx: Trx, userId: number): Promise<boolean> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('users').select('userId').where('userId', '=', userId),
  ).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const result = await db.insertInto('users').values(user).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('userId', 'desc')
    .execute();
}

export async function countUsers(db: Db, role?: Role): Promise<number> {
  let q = db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'));
  if (role) q = q.where('role', '=', role);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The admins' ids, locked until the transaction ends (MySQL; SQLite's writer holds the whole
 * database), so two admins deleting each other cannot both see "one other admin is left".
 */
export async function lockAdminIds(trx: Trx): Promise<number[]> {
  const rows = await forUpdate(
    trx,
    trx.selectFrom('users').select('userId').where('role', '=', 'admin'),
  ).execute();
  return rows.map((r) => Number(r.userId));
}

export async function deleteUser(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function updateUserRoleAndPassword(
  db: Db,
  userId: number,
  changes: { role?: Role; passwordHash?: string },
): Promise<void> {
  if (!changes.role && !changes.passwordHash) return;
  await db.updateTable('users').set(changes).where('userId', '=', userId).execute();
}

export async function updateName(
  db: Db,
  userId: number,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db.updateTable('users').set(name).where('userId', '=', userId).execute();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('userId', '=', userId).execute();
}

/** Only the first proof counts: a later link leaves the date as it was. */
export async function markEmailVerified(db: Db, userId: number, at: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ emailVerifiedAt: at })
    .where('userId', '=', userId)
    .where('emailVerifiedAt', 'is', null)
    .execute();
}
