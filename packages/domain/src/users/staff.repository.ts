import {
  BUILT_IN_ROLES,
  type BuiltInRoleKey,
  PERMISSIONS,
  type Permission,
} from '@frameshop/contracts/staff/permissions';
import type { RoleDto, StaffMemberDto } from '@frameshop/contracts/staff/schemas';
import { type Db, forUpdate, type Trx } from '../shared/db';

/**
 * Every statement of staff roles, staff members and invitations
 * (docs/decisions/0024-staff-roles-and-permissions.md). A person is staff when `users.role` is
 * 'admin' and `users.staffRoleId` names a role; `setStaffRole` writes both, and every reader
 * asks for both, so a row where one was changed by hand grants nothing.
 */

/** Permissions are stored comma-separated; a name not in today's list is dropped, never granted. */
export function parsePermissions(stored: string): Permission[] {
  const held = new Set(stored.split(','));
  return PERMISSIONS.filter((p) => held.has(p));
}

/** The permissions of a user row joined to its role, or null when the row is not staff. */
export function staffPermissions(
  role: string,
  storedPermissions: string | null | undefined,
): Permission[] | null {
  if (role !== 'admin' || storedPermissions === null || storedPermissions === undefined) {
    return null;
  }
  return parsePermissions(storedPermissions);
}

const BUILT_IN_KEYS = Object.keys(BUILT_IN_ROLES) as BuiltInRoleKey[];

/**
 * Brings the built-in rows in line with contracts/staff/permissions.ts (a permission added to a
 * built-in role in code reaches the shop at the next start); adds one a database lacks.
 */
export async function syncBuiltInRoles(db: Db, now: number): Promise<void> {
  const rows = await db
    .selectFrom('staff_roles')
    .select(['roleId', 'builtIn', 'permissions'])
    .execute();
  for (const key of BUILT_IN_KEYS) {
    const wanted = BUILT_IN_ROLES[key].permissions.join(',');
    const row = rows.find((r) => r.builtIn === key);
    if (!row) {
      await db
        .insertInto('staff_roles')
        .values({
          name: BUILT_IN_ROLES[key].name,
          permissions: wanted,
          builtIn: key,
          createdAt: now,
        })
        .execute();
    } else if (row.permissions !== wanted) {
      await db
        .updateTable('staff_roles')
        .set({ permissions: wanted })
        .where('roleId', '=', row.roleId)
        .execute();
    }
  }
}

export async function findBuiltInRoleId(db: Db, key: BuiltInRoleKey): Promise<number | null> {
  const row = await db
    .selectFrom('staff_roles')
    .select('roleId')
    .where('builtIn', '=', key)
    .executeTakeFirst();
  return row ? Number(row.roleId) : null;
}

export interface RoleRow {
  roleId: number;
  name: string;
  permissions: Permission[];
  builtIn: string | null;
}

export async function findRole(db: Db, roleId: number): Promise<RoleRow | null> {
  const row = await db
    .selectFrom('staff_roles')
    .select(['roleId', 'name', 'permissions', 'builtIn'])
    .where('roleId', '=', roleId)
    .executeTakeFirst();
  return row
    ? {
        roleId: Number(row.roleId),
        name: row.name,
        permissions: parsePermissions(row.permissions),
        builtIn: row.builtIn,
      }
    : null;
}

/** Every role with how many staff members hold it: built-in ones first, then by name. */
export async function listRoles(db: Db): Promise<RoleDto[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .leftJoin('users', (join) =>
      join.onRef('users.staffRoleId', '=', 'staff_roles.roleId').on('users.role', '=', 'admin'),
    )
    .select((eb) => [
      'staff_roles.roleId',
      'staff_roles.name',
      'staff_roles.permissions',
      'staff_roles.builtIn',
      eb.fn.count('users.userId').as('staffCount'),
    ])
    .groupBy([
      'staff_roles.roleId',
      'staff_roles.name',
      'staff_roles.permissions',
      'staff_roles.builtIn',
    ])
    .orderBy('staff_roles.roleId')
    .execute();
  const order = (b: string | null) =>
    b === null ? BUILT_IN_KEYS.length : BUILT_IN_KEYS.indexOf(b as BuiltInRoleKey);
  return rows
    .map((row) => ({
      roleId: Number(row.roleId),
      name: row.name,
      permissions: parsePermissions(row.permissions),
      builtIn: row.builtIn !== null,
      staffCount: Number(row.staffCount),
      rank: order(row.builtIn),
    }))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map(({ rank: _rank, ...role }) => role);
}

export async function insertRole(
  db: Db,
  role: { name: string; permissions: readonly Permission[] },
  now: number,
): Promise<number> {
  const result = await db
    .insertInto('staff_roles')
    .values({
      name: role.name,
      permissions: role.permissions.join(','),
      builtIn: null,
      createdAt: now,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Changes a shop's own role; false when there is none with this id that is not built in. */
export async function updateRole(
  db: Db,
  roleId: number,
  changes: { name?: string; permissions?: readonly Permission[] },
): Promise<boolean> {
  const set: { name?: string; permissions?: string } = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.permissions !== undefined) set.permissions = changes.permissions.join(',');
  const result = await db
    .updateTable('staff_roles')
    .set(set)
    .where('roleId', '=', roleId)
    .where('builtIn', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a shop's own role that nobody holds; false when that did not happen. */
export async function deleteUnusedRole(trx: Trx, roleId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('staff_roles')
    .where('roleId', '=', roleId)
    .where('builtIn', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('users')
            .select('userId')
            .whereRef('users.staffRoleId', '=', 'staff_roles.roleId'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Holds the role's row until the transaction ends, so nobody is given a role being deleted. */
export async function lockRole(trx: Trx, roleId: number): Promise<RoleRow | null> {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('staff_roles')
      .select(['roleId', 'name', 'permissions', 'builtIn'])
      .where('roleId', '=', roleId),
  ).executeTakeFirst();
  return row
    ? {
        roleId: Number(row.roleId),
        name: row.name,
        permissions: parsePermissions(row.permissions),
        builtIn: row.builtIn,
      }
    : null;
}

export async function countStaffWithRole(db: Db, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('staffRoleId', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every staff member with their role's name, by name. */
export async function listStaff(db: Db): Promise<StaffMemberDto[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('staff_roles', 'staff_roles.roleId', 'users.staffRoleId')
    .select([
      'users.userId',
      'users.firstName',
      'users.lastName',
      'users.email',
      'staff_roles.roleId',
      'staff_roles.name as roleName',
    ])
    .where('users.role', '=', 'admin')
    .orderBy('users.firstName')
    .orderBy('users.lastName')
    .orderBy('users.userId')
    .execute();
  return rows.map((row) => ({
    userId: Number(row.userId),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roleId: Number(row.roleId),
    roleName: row.roleName,
  }));
}

/** The staff whose role holds a permission now (a webhook lives while its maker may manage it). */
export async function staffHolding(db: Db, permission: Permission): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('staff_roles', 'staff_roles.roleId', 'users.staffRoleId')
    .select(['users.userId', 'users.role', 'staff_roles.permissions'])
    .where('users.role', '=', 'admin')
    .execute();
  return rows
    .filter((r) => staffPermissions(r.role, r.permissions)?.includes(permission))
    .map((r) => Number(r.userId));
}

/** What the account's staff role holds now; null when the account is not staff (or is gone). */
export async function staffPermissionsOfUser(db: Db, userId: number): Promise<Permission[] | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('staff_roles', 'staff_roles.roleId', 'users.staffRoleId')
    .select(['users.role', 'staff_roles.permissions'])
    .where('users.userId', '=', userId)
    .executeTakeFirst();
  return row ? staffPermissions(row.role, row.permissions) : null;
}

/** The account's staff role id (null: a shopper), its row locked until the transaction ends. */
export async function lockStaffRoleOf(
  trx: Trx,
  userId: number,
): Promise<{ userId: number; roleId: number | null } | null> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('users').select(['userId', 'role', 'staffRoleId']).where('userId', '=', userId),
  ).executeTakeFirst();
  if (!row) return null;
  const staff = row.role === 'admin' && row.staffRoleId !== null;
  return { userId: Number(row.userId), roleId: staff ? Number(row.staffRoleId) : null };
}

/**
 * The owners' ids, locked until the transaction ends (MySQL; SQLite's writer holds the whole
 * database), so two owners demoting or deleting each other cannot both see "another is left".
 */
export async function lockOwnerIds(trx: Trx): Promise<number[]> {
  const rows = await forUpdate(
    trx,
    trx
      .selectFrom('users')
      .innerJoin('staff_roles', 'staff_roles.roleId', 'users.staffRoleId')
      .select('users.userId')
      .where('users.role', '=', 'admin')
      .where('staff_roles.builtIn', '=', 'owner'),
  ).execute();
  return rows.map((r) => Number(r.userId));
}

/** Gives the account a staff role, or makes it a shopper again (null): both columns at once. */
export async function setStaffRole(db: Db, userId: number, roleId: number | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ staffRoleId: roleId, role: roleId === null ? 'user' : 'admin' })
    .where('userId', '=', userId)
    .execute();
}
