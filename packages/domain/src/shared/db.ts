import type { DB } from '@frameshop/db/schema';
import { type Kysely, MysqlAdapter, type Transaction } from 'kysely';
import { AppError } from './errors';

/** What most repository functions take: the database or a transaction on it. */
export type Db = Kysely<DB> | Transaction<DB>;
/** What a function that must run inside a transaction takes: calling it outside one fails to compile. */
export type Trx = Transaction<DB>;

/**
 * Duplicate-key errors differ by driver: SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY vs
 * ER_DUP_ENTRY (1062).
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errno?: number };
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e?.code === 'ER_DUP_ENTRY' ||
    e?.errno === 1062
  );
}

/**
 * The one insert-or-update rule: `write` returns what it saved, or null when the row to
 * update does not exist (404 `missing`); a duplicate key anywhere in it is a 409 `duplicate`.
 */
export async function saveUnique<T>(
  write: () => Promise<T | null>,
  messages: { duplicate: string; missing: string },
): Promise<T> {
  let saved: T | null;
  try {
    saved = await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', messages.duplicate);
    throw error;
  }
  if (saved === null) throw new AppError('NOT_FOUND', messages.missing);
  return saved;
}

/**
 * A read that sees the latest committed row and holds it until the transaction ends: FOR UPDATE
 * on MySQL/MariaDB, whose plain reads inside a transaction see its first snapshot. SQLite has
 * no FOR UPDATE and needs none: a writing transaction there holds the whole database.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(db: Db, query: Q): Q {
  return db.getExecutor().adapter instanceof MysqlAdapter ? query.forUpdate() : query;
}
