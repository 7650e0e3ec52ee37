import type { Db } from '../shared/db';

export async function insertSession(
  db: Db,
  session: {
    sessionId: string;
    secretHash: string;
    userId: number;
    expiresAt: number;
    createdAt: number;
  },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session and its user in one statement: every authenticated request pays one query. */
export function findSessionWithUser(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.userId', 'sessions.userId')
    .select([
      'sessions.sessionId',
      'sessions.secretHash',
      'sessions.expiresAt',
      'users.userId',
      'users.role',
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
