import type { UserDto } from '@frameshop/contracts/users/schemas';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { type DomainDeps, systemContext } from '../shared/context';
import { defineUseCase } from '../shared/use-case';
import { hashPassword, randomPassword, verifyPassword } from './password';
import { deleteUserSessions } from './sessions.repository';
import { findBuiltInRoleId, setStaffRole, syncBuiltInRoles } from './staff.repository';
import {
  findUserByEmail,
  insertUser,
  listUsers as listUserRows,
  toUserDto,
  updateUserRoleAndPassword,
} from './users.repository';

export const listUsers = defineUseCase({
  name: 'users.list',
  access: 'customers:read',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<UserDto[]> {
    return (await listUserRows(ctx.db)).map(toUserDto);
  },
});

/**
 * `npm run admin:reset-password`: a new random password for an existing admin (the owner who
 * lost the once-printed demo password), ending that admin's sessions. Never promotes anyone:
 * on a shopper or an unknown address it answers null and changes nothing.
 */
export async function resetAdminPassword(
  deps: Pick<DomainDeps, 'db'>,
  email: string,
): Promise<string | null> {
  const existing = await findUserByEmail(deps.db, email.trim().toLowerCase());
  if (existing?.role !== 'admin') return null;
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await updateUserRoleAndPassword(trx, existing.userId, { passwordHash });
    await deleteUserSessions(trx, existing.userId);
  });
  return password;
}

/**
 * Boot-time: make sure ADMIN_EMAIL is an Owner whose password is ADMIN_PASSWORD. A role or
 * password change ends every session of that user, as any credential change must. The built-in
 * roles are brought in line with the code first (see syncBuiltInRoles).
 */
export async function ensureAdmin(
  deps: DomainDeps,
  admin: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<'created' | 'updated' | 'unchanged'> {
  const email = admin.email.trim().toLowerCase();
  await syncBuiltInRoles(deps.db, deps.now());
  const owner = await findBuiltInRoleId(deps.db, 'owner');
  if (owner === null) throw new Error('The Owner role is missing');
  const existing = await findUserByEmail(deps.db, email);
  // Boot work (ADMIN_EMAIL), not a use case: it names its action for the audit log.
  const ctx = systemContext(deps, 'admin-email');
  const action = 'users.ensureAdmin';
  if (!existing) {
    const passwordHash = await hashPassword(admin.password);
    await deps.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        firstName: admin.firstName ?? 'Shop',
        lastName: admin.lastName ?? 'Admin',
        email,
        passwordHash,
        role: 'admin',
        staffRoleId: owner,
        createdAt: deps.now(),
      });
      await recordChange(trx, ctx, {
        action,
        entity: 'user',
        entityId: userId,
        after: { role: 'Owner' },
      });
    });
    return 'created';
  }
  const promote = existing.role !== 'admin' || Number(existing.staffRoleId) !== owner;
  const passwordHash = (await verifyPassword(existing.passwordHash, admin.password))
    ? undefined
    : await hashPassword(admin.password);
  if (!promote && !passwordHash) return 'unchanged';
  await deps.db.transaction().execute(async (trx) => {
    if (promote) await setStaffRole(trx, existing.userId, owner);
    await updateUserRoleAndPassword(trx, existing.userId, { passwordHash });
    await deleteUserSessions(trx, existing.userId);
    await recordChange(trx, ctx, {
      action,
      entity: 'user',
      entityId: existing.userId,
      before: { role: promote ? existing.role : 'Owner', passwordChanged: false },
      after: { role: 'Owner', passwordChanged: Boolean(passwordHash) },
    });
  });
  return 'updated';
}
