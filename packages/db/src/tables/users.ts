import type { Generated, Insertable, Selectable } from 'kysely';

/** Accounts and their sessions. */
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

export interface UsersTables {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
