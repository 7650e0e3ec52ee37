import { z } from 'zod';
import { idParam, requiredText } from '../shared/text';
import { emailField, passwordField } from '../users/schemas';
import { PERMISSIONS, type Permission, type PermissionGroup, staffMessages } from './permissions';

/** Staff roles and staff members (docs/decisions/0024-staff-roles-and-permissions.md). */

export const ROLE_NAME_MAX = 60;
/** An invitation's link works this long (a reset link's rules otherwise: one use, newest only). */
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

const permissionList = z
  .array(z.enum(PERMISSIONS, { error: staffMessages.unknownPermission }), {
    error: 'Permissions are required',
  })
  .max(PERMISSIONS.length, 'Too many permissions')
  .refine((p) => new Set(p).size === p.length, 'Each permission at most once');

export const createRoleInput = z.strictObject({
  name: requiredText('Name', ROLE_NAME_MAX),
  permissions: permissionList,
});
export type CreateRoleInput = z.input<typeof createRoleInput>;

export const updateRoleInput = z
  .strictObject({
    roleId: idParam,
    name: requiredText('Name', ROLE_NAME_MAX).optional(),
    permissions: permissionList.optional(),
  })
  .refine((v) => v.name !== undefined || v.permissions !== undefined, {
    message: 'Change the name or the permissions',
  });
export type UpdateRoleInput = z.input<typeof updateRoleInput>;

export const roleIdInput = z.strictObject({ roleId: idParam });

export const setStaffRoleInput = z.strictObject({ userId: idParam, roleId: idParam });
export const staffUserIdInput = z.strictObject({ userId: idParam });

export const inviteStaffInput = z.strictObject({
  email: emailField,
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  roleId: idParam,
});
export type InviteStaffInput = z.input<typeof inviteStaffInput>;

const inviteToken = z
  .string({ error: 'The invitation link is not valid' })
  .min(20, 'The invitation link is not valid')
  .max(200, 'The invitation link is not valid');

export const invitationInput = z.strictObject({ token: inviteToken });

/** A new account sets its password; an existing one joins while signed in (no password). */
export const acceptInviteInput = z.strictObject({
  token: inviteToken,
  password: passwordField.optional(),
});
export type AcceptInviteInput = z.input<typeof acceptInviteInput>;

/** The answers' shapes, for the OpenAPI document and the web's types alike. */
export const permissionSchema = z.object({
  name: z.enum(PERMISSIONS),
  label: z.string(),
  group: z.string(),
});
export interface PermissionDto {
  name: Permission;
  label: string;
  group: PermissionGroup;
}

export const roleSchema = z.object({
  roleId: z.number().int(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  builtIn: z.boolean(),
  staffCount: z.number().int(),
});
export type RoleDto = z.infer<typeof roleSchema>;

export const staffMemberSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
});
export type StaffMemberDto = z.infer<typeof staffMemberSchema>;

/** What the invitation page shows before the person accepts. */
export interface InvitationDto {
  email: string;
  firstName: string;
  roleName: string;
  /** Whether an account with this address exists: then it joins after logging in. */
  hasAccount: boolean;
}
