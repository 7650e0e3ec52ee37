import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '@frameshop/contracts/users/account';
import { queueMail } from '../mail/outbox.service';
import type { ServiceContext } from '../shared/context';
import type { Trx } from '../shared/db';
import { resetMail, verifyMail } from './account-mail';
import { replaceToken, type TokenPurpose } from './account-tokens.repository';

/** A link's token: 256 random bits; the database only ever sees its SHA-256. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TTL: Record<TokenPurpose, number> = {
  reset: RESET_TOKEN_TTL_MS,
  verify: VERIFY_TOKEN_TTL_MS,
};

/**
 * Stores a new link for the account (its older ones of the purpose stop working) and queues
 * its mail in the same transaction: the mail goes only if the link was stored.
 */
export async function issueLink(
  ctx: ServiceContext,
  trx: Trx,
  account: { userId: number; email: string },
  purpose: TokenPurpose,
  token = newLinkToken(),
): Promise<void> {
  const now = ctx.now();
  const expiresAt = now + TTL[purpose];
  await replaceToken(
    trx,
    { userId: account.userId, purpose, tokenHash: token.tokenHash, expiresAt },
    now,
  );
  const message =
    purpose === 'reset'
      ? resetMail(account.email, token.token, ctx.mail)
      : verifyMail(account.email, token.token, ctx.mail);
  // The mail dies with its link: not sent after it, its bodies blanked once sent or expired.
  await queueMail(trx, [{ ...message, kind: `${purpose}-link`, expiresAt }], now);
}
