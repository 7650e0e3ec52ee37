import type { DB } from '@frameshop/db/schema';
import type { Kysely, Transaction } from 'kysely';

/** What repositories take: the database or a transaction on it. */
export type Db = Kysely<DB> | Transaction<DB>;

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
