import type { Db, Trx } from '../shared/db';

/** Every SQL statement of the one-time links (reset, verify): only hashes are stored. */

export type TokenPurpose = 'reset' | 'verify';

/**
 * The account's older links of this purpose go: only the newest one works. They are found with
 * a plain read and deleted by primary key, so the statement takes record locks only. A DELETE
 * by (userId, purpose) that matches nothing locks the index gap where such rows would go, and
 * concurrent sign-ups then deadlock on MariaDB inserting into each other's gap (tested: twenty
 * sign-ups at once). A link another transaction issues meanwhile may survive here; `useToken`
 * accepts only the newest, so it still never works.
 */
export async function replaceToken(
  trx: Trx,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: number },
  createdAt: number,
): Promise<void> {
  const older = await trx
    .selectFrom('account_tokens')
    .select('tokenId')
    .where('userId', '=', token.userId)
    .where('purpose', '=', token.purpose)
    .execute();
  if (older.length > 0) {
    await trx
      .deleteFrom('account_tokens')
      .where(
        'tokenId',
        'in',
        older.map((r) => r.tokenId),
      )
      .execute();
  }
  await trx
    .insertInto('account_tokens')
    .values({ ...token, createdAt })
    .execute();
}

/**
 * Marks a live, unused link used in one conditional UPDATE (two tabs racing cannot both use it)
 * and answers its account, or null for a used, expired or unknown one.
 */
export async function useToken(
  trx: Trx,
  purpose: TokenPurpose,
  tokenHash: string,
  now: number,
): Promise<number | null> {
  const row = await trx
    .selectFrom('account_tokens')
    .select(['tokenId', 'userId'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return null;
  // Only the account's newest link of the purpose works (see replaceToken).
  const newest = await trx
    .selectFrom('account_tokens')
    .select(({ fn }) => fn.max('tokenId').as('tokenId'))
    .where('userId', '=', row.userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (Number(newest?.tokenId) !== Number(row.tokenId)) return null;
  const result = await trx
    .updateTable('account_tokens')
    .set({ usedAt: now })
    .where('tokenId', '=', row.tokenId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? Number(row.userId) : null;
}

export async function deleteTokensOf(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .deleteFrom('account_tokens')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}
