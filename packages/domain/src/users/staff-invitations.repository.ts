import type { Db, Trx } from '../shared/db';

/**
 * Every statement of staff invitations (docs/decisions/0024-staff-roles-and-permissions.md):
 * the newest per address, one use, only the link's hash kept.
 */

/** An address's older invitations go when a new one is sent: only the newest link works. */
export async function replaceInvitation(
  trx: Trx,
  invitation: {
    email: string;
    firstName: string;
    lastName: string;
    roleId: number;
    tokenHash: string;
    invitedBy: number | null;
    expiresAt: number;
  },
  now: number,
): Promise<number> {
  const older = await trx
    .selectFrom('staff_invitations')
    .select('invitationId')
    .where('email', '=', invitation.email)
    .execute();
  if (older.length > 0) {
    await trx
      .deleteFrom('staff_invitations')
      .where(
        'invitationId',
        'in',
        older.map((r) => r.invitationId),
      )
      .execute();
  }
  const result = await trx
    .insertInto('staff_invitations')
    .values({ ...invitation, createdAt: now })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export interface InvitationRow {
  invitationId: number;
  invitedBy: number | null;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  roleName: string;
}

/** A live, unused invitation with this token's hash, with its role's name. */
export async function findLiveInvitation(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<InvitationRow | null> {
  const row = await db
    .selectFrom('staff_invitations')
    .innerJoin('staff_roles', 'staff_roles.roleId', 'staff_invitations.roleId')
    .select([
      'staff_invitations.invitationId',
      'staff_invitations.invitedBy',
      'staff_invitations.email',
      'staff_invitations.firstName',
      'staff_invitations.lastName',
      'staff_invitations.roleId',
      'staff_roles.name as roleName',
    ])
    .where('staff_invitations.tokenHash', '=', tokenHash)
    .where('staff_invitations.usedAt', 'is', null)
    .where('staff_invitations.expiresAt', '>', now)
    .executeTakeFirst();
  return row
    ? {
        invitationId: Number(row.invitationId),
        invitedBy: row.invitedBy === null ? null : Number(row.invitedBy),
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        roleId: Number(row.roleId),
        roleName: row.roleName,
      }
    : null;
}

/** Marks it used in one conditional UPDATE: two tabs racing cannot both accept it. */
export async function useInvitation(trx: Trx, invitationId: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('staff_invitations')
    .set({ usedAt: now })
    .where('invitationId', '=', invitationId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
