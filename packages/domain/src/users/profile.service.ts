import {
  accountMessages,
  changePasswordInput,
  type DeviceDto,
  deviceInput,
  updateNameInput,
} from '@frameshop/contracts/users/account';
import { authMessages } from '@frameshop/contracts/users/messages';
import type { UserDto } from '@frameshop/contracts/users/schemas';
import { toIso } from '@frameshop/db/rows';
import { z } from 'zod';
import { queueMail } from '../mail/outbox.service';
import { type ServiceContext, shopper } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { passwordChangedMail } from './account-mail';
import { isCommonPassword } from './common-passwords';
import { describeBrowser, deviceIdOf } from './devices';
import { hashPassword, verifyPassword } from './password';
import { deleteOtherSessions, deleteUserSession, listUserSessions } from './sessions.repository';
import { findUserById, setPasswordHash, toUserDto, updateName } from './users.repository';

/** Issue 22: the signed-in person's own profile, password and devices. */

async function currentUser(ctx: ServiceContext) {
  const person = shopper(ctx);
  const user = await findUserById(ctx.db, person.userId);
  if (!user) throw new AppError('UNAUTHORIZED', authMessages.loginRequired);
  return { person, user };
}

/**
 * Checks the account's password, counted by the login throttle (keyed by the account), so a
 * stolen session cannot guess the password it would need to change or delete the account.
 */
export async function confirmPassword(ctx: ServiceContext, password: string): Promise<void> {
  const { person, user } = await currentUser(ctx);
  const key = `account:${person.userId}`;
  await ctx.throttle.attempt('login', ctx.ip, key);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('BAD_REQUEST', accountMessages.wrongPassword, [
      { path: 'currentPassword', message: accountMessages.wrongPassword },
    ]);
  }
  await ctx.throttle.forgive('login', ctx.ip, key);
}

export const updateMyName = defineUseCase({
  name: 'account.updateName',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: updateNameInput,
  async handler(ctx, input): Promise<UserDto> {
    const { person } = await currentUser(ctx);
    await updateName(ctx.db, person.userId, input);
    const row = await findUserById(ctx.db, person.userId);
    if (!row) throw new AppError('UNAUTHORIZED', authMessages.loginRequired);
    return toUserDto(row);
  },
});

/** The current password is required; this session stays, every other one ends. */
export const changeMyPassword = defineUseCase({
  name: 'account.changePassword',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: changePasswordInput,
  async handler(ctx, { currentPassword, newPassword }): Promise<{ success: true }> {
    const { person, user } = await currentUser(ctx);
    await confirmPassword(ctx, currentPassword);
    if (await isCommonPassword(newPassword)) {
      throw new AppError('BAD_REQUEST', authMessages.commonPassword, [
        { path: 'newPassword', message: authMessages.commonPassword },
      ]);
    }
    const passwordHash = await hashPassword(newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, person.userId, passwordHash);
      await deleteOtherSessions(trx, person.userId, person.sessionId);
      await queueMail(trx, [passwordChangedMail(user.email, ctx.mail)], ctx.now());
    });
    return { success: true };
  },
});

export const listMyDevices = defineUseCase({
  name: 'account.devices',
  access: 'user',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<DeviceDto[]> {
    const person = shopper(ctx);
    const rows = await listUserSessions(ctx.db, person.userId, ctx.now());
    const devices = rows.map((r) => ({
      deviceId: deviceIdOf(r.sessionId),
      browser: describeBrowser(r.userAgent),
      signedInAt: toIso(r.createdAt),
      lastSeenAt: toIso(r.lastSeenAt ?? r.createdAt),
      current: r.sessionId === person.sessionId,
    }));
    // This device first, then the most recently seen.
    return devices.sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
    );
  },
});

/** Ends one of the caller's own sessions; a handle of anyone else's is a 404. */
export const logOutDevice = defineUseCase({
  name: 'account.logOutDevice',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: deviceInput,
  async handler(ctx, { deviceId }): Promise<{ success: true; current: boolean }> {
    const person = shopper(ctx);
    const rows = await listUserSessions(ctx.db, person.userId, ctx.now());
    const match = rows.find((r) => deviceIdOf(r.sessionId) === deviceId);
    if (!match || !(await deleteUserSession(ctx.db, person.userId, match.sessionId))) {
      throw new AppError('NOT_FOUND', accountMessages.deviceNotFound);
    }
    return { success: true, current: match.sessionId === person.sessionId };
  },
});

export const logOutOtherDevices = defineUseCase({
  name: 'account.logOutOthers',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx): Promise<{ ended: number }> {
    const person = shopper(ctx);
    return { ended: await deleteOtherSessions(ctx.db, person.userId, person.sessionId) };
  },
});
