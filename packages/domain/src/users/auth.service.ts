import type { Permission } from '@frameshop/contracts/staff/permissions';
import { authMessages } from '@frameshop/contracts/users/messages';
import { loginInput, signupInput, type UserDto } from '@frameshop/contracts/users/schemas';
import { z } from 'zod';
import { personOf } from '../shared/context';
import { isUniqueViolation } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { issueLink } from './account-links';
import { isCommonPassword } from './common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { deleteSession } from './sessions.repository';
import { createSession } from './sessions.service';
import { findUserByEmail, findUserById, insertUser, toUserDto } from './users.repository';

export const signup = defineUseCase({
  name: 'auth.signup',
  access: 'public',
  kind: 'mutation',
  invalidates: [],
  input: signupInput,
  async handler(ctx, input): Promise<UserDto> {
    // Every attempt counts, successful ones too: each costs a password hash.
    await ctx.throttle.attempt('signup', ctx.ip);
    if (await isCommonPassword(input.password)) {
      throw new AppError('BAD_REQUEST', authMessages.commonPassword, [
        { path: 'password', message: authMessages.commonPassword },
      ]);
    }
    const passwordHash = await hashPassword(input.password);
    try {
      // The account and its first verification link (and mail) commit together.
      const userId = await ctx.db.transaction().execute(async (trx) => {
        const id = await insertUser(trx, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          role: 'user',
          createdAt: ctx.now(),
        });
        await issueLink(ctx, trx, { userId: id, email: input.email }, 'verify');
        return id;
      });
      const row = await findUserById(ctx.db, userId);
      if (!row) throw new Error('User vanished after insert');
      return toUserDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', authMessages.emailExists);
      }
      throw error;
    }
  },
});

export interface LoginResult {
  token: string;
  expiresAt: number;
  user: UserDto;
}

export const login = defineUseCase({
  name: 'auth.login',
  access: 'public',
  kind: 'mutation',
  invalidates: [],
  input: loginInput,
  async handler(ctx, input): Promise<LoginResult> {
    // Counted before the (slow) hash check, so a parallel burst cannot outrun the budget.
    await ctx.throttle.attempt('login', ctx.ip, input.email);
    const row = await findUserByEmail(ctx.db, input.email);
    // Same work and the same words whether the email is unknown or the password wrong.
    const ok = await verifyPassword(
      row?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!row || !ok) {
      throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
    }
    await ctx.throttle.forgive('login', ctx.ip, input.email);
    const session = await createSession(ctx, row.userId, ctx.userAgent);
    return { ...session, user: toUserDto(row) };
  },
});

export const logout = defineUseCase({
  name: 'auth.logout',
  access: 'public',
  kind: 'mutation',
  invalidates: [],
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx): Promise<{ success: true }> {
    const person = personOf(ctx.actor);
    if (person) await deleteSession(ctx.db, person.sessionId);
    return { success: true };
  },
});

export const me = defineUseCase({
  name: 'auth.me',
  access: 'public',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<(UserDto & { permissions: Permission[] }) | null> {
    const person = personOf(ctx.actor);
    if (!person) return null;
    const row = await findUserById(ctx.db, person.userId);
    // What the session read on this request: the web shows only what the person may use.
    return row ? { ...toUserDto(row), permissions: [...person.permissions] } : null;
  },
});
