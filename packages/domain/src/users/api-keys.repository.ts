import { API_SCOPES, type ApiKeyDto, type ApiScope } from '@frameshop/contracts/apikeys/schemas';
import type { Permission } from '@frameshop/contracts/staff/permissions';
import { toIso } from '@frameshop/db/rows';
import type { NewApiKey } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';
import { parsePermissions } from './staff.repository';

/** Scopes are stored comma-separated; anything not in today's list is dropped, never granted. */
export function parseScopes(stored: string): ApiScope[] {
  return stored
    .split(',')
    .filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s));
}

export async function insertApiKey(db: Db, key: NewApiKey): Promise<number> {
  const result = await db.insertInto('api_keys').values(key).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/**
 * A key lives only while its maker is staff: deleting the account or taking its role away
 * revokes its keys (revokeApiKeysMadeBy), and a key whose maker is gone or no longer staff
 * (a role changed in the database, a key from before that rule) is neither listed nor accepted.
 * While it lives it acts for its maker: it may do what it holds and the maker's role holds now
 * (docs/decisions/0024-staff-roles-and-permissions.md).
 */

/** What a key may do: its scopes that its maker's role holds now. */
export function effectiveKeyPermissions(
  scopes: readonly ApiScope[],
  makerPermissions: readonly Permission[],
): ApiScope[] {
  return scopes.filter((s) => makerPermissions.includes(s));
}

/** Keys not revoked whose maker is still staff, newest first, with the maker. */
export async function listActiveApiKeys(db: Db): Promise<ApiKeyDto[]> {
  const rows = await db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.userId', 'api_keys.createdBy')
    .innerJoin('staff_roles', 'staff_roles.roleId', 'users.staffRoleId')
    .select([
      'api_keys.createdBy',
      'staff_roles.permissions as makerPermissions',
      'api_keys.apiKeyId',
      'api_keys.name',
      'api_keys.prefix',
      'api_keys.scopes',
      'api_keys.createdAt',
      'api_keys.lastUsedAt',
      'users.firstName',
      'users.lastName',
    ])
    .where('api_keys.revokedAt', 'is', null)
    .where('users.role', '=', 'admin')
    .orderBy('api_keys.createdAt', 'desc')
    .orderBy('api_keys.apiKeyId', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.apiKeyId),
    name: row.name,
    scopes: parseScopes(row.scopes),
    prefix: row.prefix,
    createdBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    createdByUserId: row.createdBy === null ? null : Number(row.createdBy),
    effectivePermissions: effectiveKeyPermissions(
      parseScopes(row.scopes),
      parsePermissions(row.makerPermissions),
    ),
    createdAt: toIso(row.createdAt),
    lastUsedAt: row.lastUsedAt === null ? null : toIso(row.lastUsedAt),
  }));
}

/**
 * The live key with this hash, its maker still staff, with the maker's permissions now: one
 * indexed lookup per request.
 */
export function findActiveApiKeyByHash(db: Db, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.userId', 'api_keys.createdBy')
    .innerJoin('staff_roles', 'staff_roles.roleId', 'users.staffRoleId')
    .select([
      'api_keys.apiKeyId',
      'api_keys.keyHash',
      'api_keys.scopes',
      'api_keys.lastUsedAt',
      'api_keys.createdBy',
      'staff_roles.permissions as makerPermissions',
    ])
    .where('api_keys.keyHash', '=', keyHash)
    .where('api_keys.revokedAt', 'is', null)
    .where('users.role', '=', 'admin')
    .executeTakeFirst();
}

/** Revokes every live key the account made (its deletion, or its staff role taken away). */
export async function revokeApiKeysMadeBy(trx: Trx, userId: number, at: number): Promise<void> {
  await trx
    .updateTable('api_keys')
    .set({ revokedAt: at })
    .where('createdBy', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Revokes a live key; false when there is none with that id (unknown or already revoked). */
export async function revokeApiKey(db: Db, apiKeyId: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revokedAt: at })
    .where('apiKeyId', '=', apiKeyId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records a use at most once per `every` ms: the condition makes parallel requests write once,
 * and most requests (the row says it was used moments ago) write nothing.
 */
export async function touchApiKey(
  db: Db,
  apiKeyId: number,
  now: number,
  every: number,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ lastUsedAt: now })
    .where('apiKeyId', '=', apiKeyId)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<=', now - every)]))
    .execute();
}
