import {
  accountMessages,
  forgotPasswordInput,
  resetPasswordInput,
  sendResetLinkInput,
  verifyEmailInput,
} from '@frameshop/contracts/users/account';
import { authMessages } from '@frameshop/contracts/users/messages';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { queueMail } from '../mail/outbox.service';
import { shopper } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { hashLinkToken, issueLink, newLinkToken } from './account-links';
import { noAccountMail, passwordChangedMail } from './account-mail';
import { useToken } from './account-tokens.repository';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { deleteUserSessions } from './sessions.repository';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
} from './users.repository';

/** Issue 22: forgotten passwords and proving an e-mail address, by one-time links. */

const invalidLink = () => new AppError('BAD_REQUEST', accountMessages.invalidLink);

/**
 * The same answer, and as far as practical the same work, whether or not the address has an
 * account: a token is always made and hashed, and one transaction always queues one mail
 * (the link, or a note that the address has no account), so neither the words, the status nor
 * the time tells who shops here.
 */
export const forgotPassword = defineUseCase({
  name: 'auth.forgotPassword',
  access: 'public',
  kind: 'mutation',
  invalidates: [],
  input: forgotPasswordInput,
  async handler(ctx, { email }): Promise<{ message: string }> {
    await ctx.throttle.attempt('reset', ctx.ip, email);
    const token = newLinkToken();
    const row = await findUserByEmail(ctx.db, email);
    await ctx.db.transaction().execute(async (trx) => {
      if (row) await issueLink(ctx, trx, { userId: row.userId, email: row.email }, 'reset', token);
      else await queueMail(trx, [noAccountMail(email, ctx.mail)], ctx.now());
    });
    return { message: accountMessages.resetRequested };
  },
});

/**
 * A new password through a reset link: every session of the account ends (no automatic login:
 * the shopper logs in with the new password), and a mail says the password was changed.
 */
export const resetPassword = defineUseCase({
  name: 'auth.resetPassword',
  access: 'public',
  kind: 'mutation',
  invalidates: [],
  input: resetPasswordInput,
  async handler(ctx, { token, password }): Promise<{ message: string }> {
    if (await isCommonPassword(password)) {
      throw new AppError('BAD_REQUEST', authMessages.commonPassword, [
        { path: 'password', message: authMessages.commonPassword },
      ]);
    }
    const passwordHash = await hashPassword(password);
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const userId = await useToken(trx, 'reset', hashLinkToken(token), now);
      if (userId === null) throw invalidLink();
      const user = await findUserById(trx, userId);
      if (!user) throw invalidLink();
      await setPasswordHash(trx, userId, passwordHash);
      await deleteUserSessions(trx, userId);
      // The link came to the address: it is proven too.
      await markEmailVerified(trx, userId, now);
      await queueMail(trx, [passwordChangedMail(user.email, ctx.mail)], now);
    });
    return { message: accountMessages.passwordReset };
  },
});

export const verifyEmail = defineUseCase({
  name: 'auth.verifyEmail',
  access: 'public',
  kind: 'mutation',
  invalidates: [],
  input: verifyEmailInput,
  async handler(ctx, { token }): Promise<{ message: string }> {
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const userId = await useToken(trx, 'verify', hashLinkToken(token), now);
      if (userId === null) throw invalidLink();
      await markEmailVerified(trx, userId, now);
    });
    return { message: accountMessages.emailVerified };
  },
});

/** 'Send the link again' on the profile: throttled per account and per IP. */
export const resendVerification = defineUseCase({
  name: 'auth.resendVerification',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx): Promise<{ message: string }> {
    const { userId } = shopper(ctx);
    await ctx.throttle.attempt('verify', ctx.ip, String(userId));
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new AppError('UNAUTHORIZED', authMessages.loginRequired);
    if (user.emailVerifiedAt !== null)
      throw new AppError('CONFLICT', accountMessages.alreadyVerified);
    await ctx.db
      .transaction()
      .execute((trx) => issueLink(ctx, trx, { userId, email: user.email }, 'verify'));
    return { message: accountMessages.verificationSent };
  },
});

/** The admin sends a reset link from User Management; the token only ever goes to the mail. */
export const sendResetLink = defineUseCase({
  name: 'users.sendResetLink',
  access: 'staff:manage',
  kind: 'mutation',
  invalidates: [],
  input: sendResetLinkInput,
  async handler(ctx, { userId }): Promise<{ message: string }> {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    await ctx.db.transaction().execute(async (trx) => {
      await issueLink(ctx, trx, { userId, email: user.email }, 'reset');
      // That a link was sent, never the link (decision 0025).
      await recordChange(trx, ctx, {
        entity: 'user',
        entityId: userId,
        after: { resetLinkSent: true },
      });
    });
    return { message: accountMessages.resetLinkSent };
  },
});
