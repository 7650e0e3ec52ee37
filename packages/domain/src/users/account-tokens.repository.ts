import type { Db, Trx } from '../shared/db';

/** Every SQL statement of the one-time links (reset, verify): only hashes are stored. */

export type TokenPurpose = 'reset' | 'verify';

/** The account's older links of this purpose go: only the newest one works. */
export async function replaceToken(
  trx: Trx,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: number },
  createdAt: number,
): Promise<void> {
  await trx
    .deleteFrom('account_tokens')
    .where('userId', '=', token.userId)
    .where('purpose', '=', token.purpose)
    .execute();
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
  const result = await trx
    .updateTable('account_tokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await trx
    .selectFrom('account_tokens')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  return Number(row.userId);
}

export async function deleteTokensOf(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .deleteFrom('account_tokens')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}
