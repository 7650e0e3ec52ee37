import { idParam } from '@frameshop/contracts/shared/text';
import type { UserDto } from '@frameshop/contracts/users/schemas';
import { z } from 'zod';
import { removeUserReviews } from '../content/reviews.service';
import { actingUserId, type DomainDeps } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { hashPassword, verifyPassword } from './password';
import { deleteUserSessions } from './sessions.repository';
import {
  deleteUser as deleteUserRow,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers as listUserRows,
  lockAdminIds,
  toUserDto,
  updateUserRoleAndPassword,
} from './users.repository';

export const listUsers = defineUseCase({
  name: 'users.list',
  access: 'admin',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<UserDto[]> {
    return (await listUserRows(ctx.db)).map(toUserDto);
  },
});

export const deleteUser = defineUseCase({
  name: 'users.delete',
  access: 'admin',
  kind: 'mutation',
  // The account's reviews go too, and with them their frames' rating counters.
  invalidates: ['content', 'catalogue'],
  input: z.strictObject({ userId: idParam }),
  async handler(ctx, { userId }): Promise<{ success: true }> {
    if (actingUserId(ctx.actor) === userId) {
      throw new AppError('CONFLICT', 'You cannot delete your own account');
    }
    // Count and delete in one transaction so two admins deleting each other cannot
    // leave the shop with none.
    await ctx.db.transaction().execute(async (trx) => {
      const user = await findUserById(trx, userId);
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      if (user.role === 'admin' && (await lockAdminIds(trx)).length <= 1) {
        throw new AppError('CONFLICT', 'The last admin cannot be deleted');
      }
      await deleteUserSessions(trx, userId);
      await removeUserReviews(trx, userId);
      await deleteUserRow(trx, userId);
    });
    return { success: true };
  },
});

/**
 * Boot-time: make sure ADMIN_EMAIL is an admin whose password is ADMIN_PASSWORD. A role or
 * password change ends every session of that user, as any credential change must.
 */
export async function ensureAdmin(
  deps: DomainDeps,
  admin: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<'created' | 'updated' | 'unchanged'> {
  const email = admin.email.trim().toLowerCase();
  const existing = await findUserByEmail(deps.db, email);
  if (!existing) {
    await insertUser(deps.db, {
      firstName: admin.firstName ?? 'Shop',
      lastName: admin.lastName ?? 'Admin',
      email,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      createdAt: deps.now(),
    });
    return 'created';
  }
  const changes: { role?: 'admin'; passwordHash?: string } = {};
  if (existing.role !== 'admin') changes.role = 'admin';
  if (!(await verifyPassword(existing.passwordHash, admin.password))) {
    changes.passwordHash = await hashPassword(admin.password);
  }
  if (!changes.role && !changes.passwordHash) return 'unchanged';
  await deps.db.transaction().execute(async (trx) => {
    await updateUserRoleAndPassword(trx, existing.userId, changes);
    await deleteUserSessions(trx, existing.userId);
  });
  return 'updated';
}
