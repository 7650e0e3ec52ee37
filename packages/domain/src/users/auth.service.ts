import { authMessages, loginInput, signupInput, type UserDto } from '@frameshop/contracts/users';
import { z } from 'zod';
import { isUniqueViolation } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { deleteSession } from './sessions.repository';
import { createSession } from './sessions.service';
import { findUserByEmail, findUserById, insertUser, toUserDto } from './users.repository';

export const signup = defineUseCase({
  name: 'auth.signup',
  access: 'public',
  kind: 'mutation',
  input: signupInput,
  async handler(ctx, input): Promise<UserDto> {
    await ctx.throttle.check('signup', ctx.ip, '');
    const passwordHash = await hashPassword(input.password);
    try {
      const userId = await insertUser(ctx.db, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        role: 'user',
        createdAt: ctx.now(),
      });
      const row = await findUserById(ctx.db, userId);
      if (!row) throw new Error('User vanished after insert');
      return toUserDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        await ctx.throttle.fail('signup', ctx.ip, '');
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
  input: loginInput,
  async handler(ctx, input): Promise<LoginResult> {
    await ctx.throttle.check('login', ctx.ip, input.email);
    const row = await findUserByEmail(ctx.db, input.email);
    // Same work and the same words whether the email is unknown or the password wrong.
    const ok = await verifyPassword(
      row?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!row || !ok) {
      await ctx.throttle.fail('login', ctx.ip, input.email);
      throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
    }
    await ctx.throttle.succeed('login', ctx.ip, input.email);
    const session = await createSession(ctx, row.userId);
    return { ...session, user: toUserDto(row) };
  },
});

export const logout = defineUseCase({
  name: 'auth.logout',
  access: 'public',
  kind: 'mutation',
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx): Promise<{ success: true }> {
    if (ctx.actor) await deleteSession(ctx.db, ctx.actor.sessionId);
    return { success: true };
  },
});

export const me = defineUseCase({
  name: 'auth.me',
  access: 'public',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<UserDto | null> {
    if (!ctx.actor) return null;
    const row = await findUserById(ctx.db, ctx.actor.userId);
    return row ? toUserDto(row) : null;
  },
});
