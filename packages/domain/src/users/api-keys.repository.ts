import { API_SCOPES, type ApiKeyDto, type ApiScope } from '@frameshop/contracts/apikeys/schemas';
import { toIso } from '@frameshop/db/rows';
import type { NewApiKey } from '@frameshop/db/schema';
import type { Db } from '../shared/db';

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

/** Keys not revoked, newest first, with their creator's name (null once that account is gone). */
export async function listActiveApiKeys(db: Db): Promise<ApiKeyDto[]> {
  const rows = await db
    .selectFrom('api_keys')
    .leftJoin('users', 'users.userId', 'api_keys.createdBy')
    .select([
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
    .orderBy('api_keys.createdAt', 'desc')
    .orderBy('api_keys.apiKeyId', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.apiKeyId),
    name: row.name,
    scopes: parseScopes(row.scopes),
    prefix: row.prefix,
    createdBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    createdAt: toIso(row.createdAt),
    lastUsedAt: row.lastUsedAt === null ? null : toIso(row.lastUsedAt),
  }));
}

/** The live key with this hash: one indexed lookup per keyed request. */
export function findActiveApiKeyByHash(db: Db, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['apiKeyId', 'keyHash', 'scopes', 'lastUsedAt'])
    .where('keyHash', '=', keyHash)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
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
