import { MysqlAdapter } from 'kysely';
import type { Db } from '../shared/db';

/** A signed-in shopper's cart (issue 24): one row per account, its lines as JSON text. */

/** The stored lines' text, or null when the account has no saved cart. */
export async function readSavedCart(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('saved_carts')
    .select('lines')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? row.lines : null;
}

export async function writeSavedCart(db: Db, userId: number, lines: string, now: number) {
  const q = db.insertInto('saved_carts').values({ userId, lines, updatedAt: now });
  await (db.getExecutor().adapter instanceof MysqlAdapter
    ? q.onDuplicateKeyUpdate({ lines, updatedAt: now })
    : q.onConflict((oc) => oc.column('userId').doUpdateSet({ lines, updatedAt: now }))
  ).execute();
}
