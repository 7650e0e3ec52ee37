import { type Permission, staffMessages } from '@frameshop/contracts/staff/permissions';
import type { Actor } from '../shared/context';
import type { Db } from '../shared/db';
import { AppError } from '../shared/errors';
import { holds } from '../shared/use-case';
import { staffPermissionsOfUser } from './staff.repository';

/**
 * A person gives, changes or takes away only what they hold themselves
 * (docs/decisions/0024-staff-roles-and-permissions.md): `staff:manage` alone must not be a way
 * to make oneself Owner, to write a role with every permission, or to remove an Owner.
 */
export function checkMayGrant(actor: Actor | null, permissions: readonly Permission[]): void {
  const missing = permissions.filter((p) => !holds(actor, p));
  if (missing.length > 0) {
    throw new AppError('FORBIDDEN', staffMessages.beyondYourRole(missing));
  }
}

/** The same rule for a person's current role: changing or removing them needs all it holds. */
export async function checkMayManagePerson(
  db: Db,
  actor: Actor | null,
  userId: number,
): Promise<void> {
  checkMayGrant(actor, (await staffPermissionsOfUser(db, userId)) ?? []);
}

/**
 * An invitation acts for the person who sent it: it is good only while they still hold
 * `staff:manage` and everything the role holds (an inviter removed or demoted since cannot
 * come back through a link they sent themselves).
 */
export async function inviterStillMay(
  db: Db,
  invitedBy: number | null,
  rolePermissions: readonly Permission[],
): Promise<boolean> {
  if (invitedBy === null) return false;
  const held = await staffPermissionsOfUser(db, invitedBy);
  if (!held?.includes('staff:manage')) return false;
  return rolePermissions.every((p) => held.includes(p));
}
