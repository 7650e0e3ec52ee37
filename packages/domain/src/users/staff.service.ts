import { PERMISSION_INFO, staffMessages } from '@frameshop/contracts/staff/permissions';
import {
  acceptInviteInput,
  createRoleInput,
  INVITE_TTL_MS,
  type InvitationDto,
  invitationInput,
  inviteStaffInput,
  type PermissionDto,
  type RoleDto,
  roleIdInput,
  type StaffMemberDto,
  setStaffRoleInput,
  staffUserIdInput,
  updateRoleInput,
} from '@frameshop/contracts/staff/schemas';
import { authMessages } from '@frameshop/contracts/users/messages';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { queueMail } from '../mail/outbox.service';
import { actingUserId, personOf, type ServiceContext } from '../shared/context';
import { saveUnique, type Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { hashLinkToken, newLinkToken } from './account-links';
import { staffInviteMail } from './account-mail';
import { revokeApiKeysMadeBy } from './api-keys.repository';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import * as staff from './staff.repository';
import { checkMayGrant, checkMayManagePerson, inviterStillMay } from './staff-grants';
import * as invitations from './staff-invitations.repository';
import { findUserByEmail, findUserById, insertUser } from './users.repository';

/**
 * Staff roles and staff members (docs/decisions/0024-staff-roles-and-permissions.md). One use
 * case per action, for tRPC and REST alike. A role change is not pushed to sessions: every
 * request reads the person's permissions afresh, so it applies to their next call.
 */

const roleNotFound = () => new AppError('NOT_FOUND', staffMessages.roleNotFound);

async function roleDto(ctx: ServiceContext, roleId: number): Promise<RoleDto> {
  const role = (await staff.listRoles(ctx.db)).find((r) => r.roleId === roleId);
  if (!role) throw roleNotFound();
  return role;
}

/** The list every staff member's screens name permissions by. */
export const listPermissions = defineUseCase({
  name: 'staff.permissions',
  access: 'staff',
  kind: 'query',
  input: z.undefined(),
  handler: async (): Promise<PermissionDto[]> => PERMISSION_INFO.map((p) => ({ ...p })),
});

export const listRoles = defineUseCase({
  name: 'staff.roles.list',
  access: 'staff:manage',
  kind: 'query',
  input: z.undefined(),
  handler: (ctx): Promise<RoleDto[]> => staff.listRoles(ctx.db),
});

export const createRole = defineUseCase({
  name: 'staff.roles.create',
  access: 'staff:manage',
  kind: 'mutation',
  invalidates: [],
  input: createRoleInput,
  async handler(ctx, input): Promise<RoleDto> {
    checkMayGrant(ctx.actor, input.permissions);
    const roleId = await saveUnique(
      () =>
        ctx.db.transaction().execute(async (trx) => {
          const id = await staff.insertRole(trx, input, ctx.now());
          await recordChange(trx, ctx, { entity: 'role', entityId: id, after: input });
          return id;
        }),
      { duplicate: staffMessages.roleNameTaken, missing: staffMessages.roleNotFound },
    );
    return roleDto(ctx, roleId);
  },
});

/** A shop's own role, renamed or given other permissions; built-in roles are read-only (409). */
export const updateRole = defineUseCase({
  name: 'staff.roles.update',
  access: 'staff:manage',
  kind: 'mutation',
  invalidates: [],
  input: updateRoleInput,
  async handler(ctx, { roleId, ...changes }): Promise<RoleDto> {
    const role = await staff.findRole(ctx.db, roleId);
    if (!role) throw roleNotFound();
    if (role.builtIn !== null) throw new AppError('CONFLICT', staffMessages.builtInReadOnly);
    checkMayGrant(ctx.actor, [...role.permissions, ...(changes.permissions ?? [])]);
    await saveUnique(
      () =>
        ctx.db.transaction().execute(async (trx) => {
          if (!(await staff.updateRole(trx, roleId, changes))) return null;
          const after = await staff.findRole(trx, roleId);
          await recordChange(trx, ctx, { entity: 'role', entityId: roleId, before: role, after });
          return roleId;
        }),
      { duplicate: staffMessages.roleNameTaken, missing: staffMessages.roleNotFound },
    );
    return roleDto(ctx, roleId);
  },
});

/** 409 for a built-in role and for one that staff hold (give them another first). */
export const deleteRole = defineUseCase({
  name: 'staff.roles.delete',
  access: 'staff:manage',
  kind: 'mutation',
  invalidates: [],
  input: roleIdInput,
  async handler(ctx, { roleId }): Promise<{ roleId: number }> {
    await ctx.db.transaction().execute(async (trx) => {
      const role = await staff.lockRole(trx, roleId);
      if (!role) throw roleNotFound();
      if (role.builtIn !== null) throw new AppError('CONFLICT', staffMessages.builtInReadOnly);
      checkMayGrant(ctx.actor, role.permissions);
      if ((await staff.countStaffWithRole(trx, roleId)) > 0) {
        throw new AppError('CONFLICT', staffMessages.roleInUse);
      }
      if (!(await staff.deleteUnusedRole(trx, roleId))) {
        throw new AppError('CONFLICT', staffMessages.roleInUse);
      }
      await recordChange(trx, ctx, { entity: 'role', entityId: roleId, before: role });
    });
    return { roleId };
  },
});

export const listStaff = defineUseCase({
  name: 'staff.list',
  access: 'staff:manage',
  kind: 'query',
  input: z.undefined(),
  handler: (ctx): Promise<StaffMemberDto[]> => staff.listStaff(ctx.db),
});

/**
 * 409 when the change would leave the shop without an owner. The owners' rows are locked first,
 * so two owners demoting each other at once cannot both pass (decision 0007's last-admin rule).
 */
async function keepAnOwner(trx: Trx, userId: number, nextRoleId: number | null): Promise<void> {
  const owners = await staff.lockOwnerIds(trx);
  if (!owners.includes(userId)) return;
  const ownerRoleId = await staff.findBuiltInRoleId(trx, 'owner');
  if (nextRoleId !== null && nextRoleId === ownerRoleId) return;
  if (owners.length <= 1) throw new AppError('CONFLICT', staffMessages.lastOwner);
}

/** What the audit log names a staff role by (null: a shopper). */
async function roleName(trx: Trx, roleId: number | null): Promise<string | null> {
  return roleId === null ? null : ((await staff.findRole(trx, roleId))?.name ?? `#${roleId}`);
}

function staffRoleOf(user: { role: string; staffRoleId: number | null }): number | null {
  return user.role === 'admin' && user.staffRoleId !== null ? Number(user.staffRoleId) : null;
}

async function staffMember(ctx: ServiceContext, userId: number): Promise<StaffMemberDto> {
  const member = (await staff.listStaff(ctx.db)).find((s) => s.userId === userId);
  if (!member) throw new AppError('NOT_FOUND', staffMessages.staffNotFound);
  return member;
}

/** Gives an existing account a role (a shopper becomes staff); it applies on their next call. */
export const setStaffRole = defineUseCase({
  name: 'staff.setRole',
  access: 'staff:manage',
  kind: 'mutation',
  invalidates: [],
  input: setStaffRoleInput,
  async handler(ctx, { userId, roleId }): Promise<StaffMemberDto> {
    await ctx.db.transaction().execute(async (trx) => {
      const role = await staff.lockRole(trx, roleId);
      if (!role) throw roleNotFound();
      const member = await staff.lockStaffRoleOf(trx, userId);
      if (!member) throw new AppError('NOT_FOUND', staffMessages.userNotFound);
      checkMayGrant(ctx.actor, role.permissions);
      await checkMayManagePerson(trx, ctx.actor, userId);
      await keepAnOwner(trx, userId, roleId);
      await staff.setStaffRole(trx, userId, roleId);
      await recordChange(trx, ctx, {
        entity: 'user',
        entityId: userId,
        before: { staffRole: await roleName(trx, member.roleId) },
        after: { staffRole: role.name },
      });
    });
    return staffMember(ctx, userId);
  },
});

/**
 * Makes a staff member a shopper again: the back-office closes on their next request (open
 * tabs included), and the API keys they made are revoked (a key acts for its maker).
 */
export const removeStaffRole = defineUseCase({
  name: 'staff.removeRole',
  access: 'staff:manage',
  kind: 'mutation',
  invalidates: [],
  input: staffUserIdInput,
  async handler(ctx, { userId }): Promise<{ userId: number }> {
    await ctx.db.transaction().execute(async (trx) => {
      const member = await staff.lockStaffRoleOf(trx, userId);
      if (!member || member.roleId === null) {
        throw new AppError('NOT_FOUND', staffMessages.staffNotFound);
      }
      await checkMayManagePerson(trx, ctx.actor, userId);
      await keepAnOwner(trx, userId, null);
      await staff.setStaffRole(trx, userId, null);
      await revokeApiKeysMadeBy(trx, userId, ctx.now());
      await recordChange(trx, ctx, {
        entity: 'user',
        entityId: userId,
        before: { staffRole: await roleName(trx, member.roleId) },
        after: { staffRole: null },
      });
    });
    return { userId };
  },
});

/**
 * Mails an invitation to a role. Its link follows a reset link's rules (256 random bits, only
 * the SHA-256 stored, one use, the address's newest only) but lives 72 hours. Nothing else
 * changes until the person accepts: no account is made for an unanswered invitation.
 */
export const inviteStaff = defineUseCase({
  name: 'staff.invite',
  access: 'staff:manage',
  kind: 'mutation',
  invalidates: [],
  input: inviteStaffInput,
  async handler(ctx, input): Promise<{ message: string }> {
    const existing = await findUserByEmail(ctx.db, input.email);
    if (existing && existing.role === 'admin' && existing.staffRoleId !== null) {
      throw new AppError('CONFLICT', staffMessages.alreadyStaff);
    }
    const token = newLinkToken();
    await ctx.db.transaction().execute(async (trx) => {
      const role = await staff.lockRole(trx, input.roleId);
      if (!role) throw roleNotFound();
      checkMayGrant(ctx.actor, role.permissions);
      const now = ctx.now();
      const expiresAt = now + INVITE_TTL_MS;
      const invitationId = await invitations.replaceInvitation(
        trx,
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          roleId: input.roleId,
          tokenHash: token.tokenHash,
          invitedBy: actingUserId(ctx.actor),
          expiresAt,
        },
        now,
      );
      const message = staffInviteMail(
        input.email,
        { firstName: input.firstName, roleName: role.name, hasAccount: existing !== undefined },
        token.token,
        ctx.mail,
      );
      // The mail dies with its link, as a reset link's does.
      await queueMail(trx, [{ ...message, kind: 'invite-link', expiresAt }], now);
      // The invitation's id, not the address: the log keeps no one's e-mail (decision 0023).
      await recordChange(trx, ctx, {
        entity: 'invitation',
        entityId: invitationId,
        after: { role: role.name, expiresAt },
      });
    });
    return { message: staffMessages.inviteSent };
  },
});

const invalidInvite = () => new AppError('BAD_REQUEST', staffMessages.invalidInvite);

/** What the invitation page shows: whose it is, the role, and whether to log in or choose a password. */
export const invitation = defineUseCase({
  name: 'staff.invitation',
  access: 'public',
  kind: 'query',
  input: invitationInput,
  async handler(ctx, { token }): Promise<InvitationDto> {
    await ctx.throttle.attempt('reset', ctx.ip, hashLinkToken(token).slice(0, 16));
    const found = await invitations.findLiveInvitation(ctx.db, hashLinkToken(token), ctx.now());
    if (!found) throw invalidInvite();
    const account = await findUserByEmail(ctx.db, found.email);
    return {
      email: found.email,
      firstName: found.firstName,
      roleName: found.roleName,
      hasAccount: account !== undefined,
    };
  },
});

/**
 * Accepting: a new person chooses a password (the account is made, its address proven by the
 * link); someone who already has an account joins while logged in as it (401 logged out, 403
 * as another account). The link is used up in the same transaction that grants the role.
 */
export const acceptInvite = defineUseCase({
  name: 'staff.acceptInvite',
  access: 'public',
  kind: 'mutation',
  invalidates: [],
  input: acceptInviteInput,
  async handler(ctx, { token, password }): Promise<{ message: string }> {
    await ctx.throttle.attempt('reset', ctx.ip, hashLinkToken(token).slice(0, 16));
    const now = ctx.now();
    const found = await invitations.findLiveInvitation(ctx.db, hashLinkToken(token), now);
    if (!found) throw invalidInvite();
    const account = await findUserByEmail(ctx.db, found.email);
    let passwordHash: string | null = null;
    if (account) {
      const person = personOf(ctx.actor);
      if (!person) throw new AppError('UNAUTHORIZED', staffMessages.loginToAccept(found.email));
      if (person.userId !== Number(account.userId)) {
        throw new AppError('FORBIDDEN', staffMessages.wrongAccount(found.email));
      }
    } else {
      if (!password) {
        throw new AppError('BAD_REQUEST', staffMessages.passwordNeeded, [
          { path: 'password', message: staffMessages.passwordNeeded },
        ]);
      }
      if (await isCommonPassword(password)) {
        throw new AppError('BAD_REQUEST', authMessages.commonPassword, [
          { path: 'password', message: authMessages.commonPassword },
        ]);
      }
      passwordHash = await hashPassword(password);
    }
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await invitations.useInvitation(trx, found.invitationId, now))) throw invalidInvite();
      const role = await staff.lockRole(trx, found.roleId);
      if (!role) throw invalidInvite();
      if (!(await inviterStillMay(trx, found.invitedBy, role.permissions))) throw invalidInvite();
      let userId: number;
      if (account) {
        userId = Number(account.userId);
        if (!(await findUserById(trx, userId))) throw invalidInvite();
        await keepAnOwner(trx, userId, found.roleId);
      } else {
        userId = await insertUser(trx, {
          firstName: found.firstName,
          lastName: found.lastName,
          email: found.email,
          passwordHash: passwordHash as string,
          role: 'user',
          createdAt: now,
          // The link came to the address: it is proven.
          emailVerifiedAt: now,
        });
      }
      await staff.setStaffRole(trx, userId, found.roleId);
      await recordChange(trx, ctx, {
        entity: 'user',
        entityId: userId,
        before: account ? { staffRole: await roleName(trx, staffRoleOf(account)) } : null,
        after: { staffRole: found.roleName },
      });
    });
    return { message: staffMessages.inviteAccepted };
  },
});
