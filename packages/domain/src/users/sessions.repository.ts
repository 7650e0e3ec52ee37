import type { Db } from '../shared/db';

export async function insertSession(
  db: Db,
  session: {
    sessionId: string;
    secretHash: string;
    userId: number;
    expiresAt: number;
    createdAt: number;
    lastSeenAt: number;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session and its user in one statement: every authenticated request pays one query. */
/**
 * The session, its account and the account's staff role's permissions, in one statement: a
 * person's permissions are read on every request, at no extra round trip.
 */
export function findSessionWithUser(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.userId', 'sessions.userId')
    .leftJoin('staff_roles', 'staff_roles.roleId', 'users.staffRoleId')
    .select([
      'sessions.sessionId',
      'sessions.secretHash',
      'sessions.expiresAt',
      'sessions.lastSeenAt',
      'users.userId',
      'users.role',
      'staff_roles.permissions',
    ])
    .where('sessions.sessionId', '=', sessionId)
    .executeTakeFirst();
}

export async function extendSession(db: Db, sessionId: string, expiresAt: number): Promise<void> {
  await db.updateTable('sessions').set({ expiresAt }).where('sessionId', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('sessionId', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the devices list last saw the session (written at most every few minutes). */
export async function touchSession(db: Db, sessionId: string, at: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ lastSeenAt: at })
    .where('sessionId', '=', sessionId)
    .execute();
}

export function listUserSessions(db: Db, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['sessionId', 'userAgent', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Only the account's own session: another account's id matches nothing. */
export async function deleteUserSession(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('sessionId', '!=', keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
