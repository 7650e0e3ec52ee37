import { MysqlAdapter } from 'kysely';
import { type Db, forUpdate, type Trx } from '../shared/db';

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

/**
 * The stored lines, held until the transaction ends (FOR UPDATE on MySQL), so two merges at
 * once (two devices logging in) queue instead of one overwriting the other. The row is made
 * first when missing, so there is always a row to hold.
 */
export async function holdSavedCart(trx: Trx, userId: number, now: number): Promise<string> {
  const q = trx.insertInto('saved_carts').values({ userId, lines: '[]', updatedAt: now });
  await (trx.getExecutor().adapter instanceof MysqlAdapter
    ? q.ignore()
    : q.onConflict((oc) => oc.column('userId').doNothing())
  ).execute();
  const row = await forUpdate(
    trx,
    trx.selectFrom('saved_carts').select('lines').where('userId', '=', userId),
  ).executeTakeFirstOrThrow();
  return row.lines;
}

export async function writeSavedCart(db: Db, userId: number, lines: string, now: number) {
  const q = db.insertInto('saved_carts').values({ userId, lines, updatedAt: now });
  await (db.getExecutor().adapter instanceof MysqlAdapter
    ? q.onDuplicateKeyUpdate({ lines, updatedAt: now })
    : q.onConflict((oc) => oc.column('userId').doUpdateSet({ lines, updatedAt: now }))
  ).execute();
}
