import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The table types, in one place. Column names are camelCase in the database too, so no
 * name-mapping plugin runs on every row. Keep in step with /migrations.
 */
export interface UsersTable {
  userId: Generated<number>;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  role: string;
  createdAt: number;
}

export interface SessionsTable {
  sessionId: string;
  secretHash: string;
  userId: number;
  expiresAt: number;
  createdAt: number;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

/** Children before parents: the order in which test helpers may empty tables. */
export const TABLES_CHILD_FIRST: (keyof DB)[] = ['sessions', 'users'];
