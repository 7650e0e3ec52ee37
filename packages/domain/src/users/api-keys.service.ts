import {
  type ApiKeyDto,
  apiKeyIdInput,
  apiKeyMessages,
  type CreatedApiKeyDto,
  createApiKeyInput,
} from '@frameshop/contracts/apikeys/schemas';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import type { DomainDeps, IntegrationActor } from '../shared/context';
import { actingUserId } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase, holds } from '../shared/use-case';
import { apiKeyMatches, generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-token';
import {
  effectiveKeyPermissions,
  findActiveApiKeyByHash,
  insertApiKey,
  listActiveApiKeys,
  parseScopes,
  revokeApiKey as revokeApiKeyRow,
  touchApiKey,
} from './api-keys.repository';
import { parsePermissions } from './staff.repository';

/** How often a key's "last used" time is written at most: not one write per request. */
export const LAST_USED_EVERY_MS = 60_000;

/*
 * Key management needs `integrations:manage`, which no key may hold: no key can create, list or
 * revoke keys, whatever it holds.
 */

export const createApiKey = defineUseCase({
  name: 'apikeys.create',
  access: 'integrations:manage',
  kind: 'mutation',
  input: createApiKeyInput,
  invalidates: [],
  async handler(ctx, input): Promise<CreatedApiKeyDto> {
    // A key acts for its maker (decision 0024): a scope the maker lacks would never work, so it
    // is refused here rather than shown as granted.
    const beyond = input.scopes.filter((scope) => !holds(ctx.actor, scope));
    if (beyond.length > 0) {
      const message = apiKeyMessages.beyondMaker(beyond);
      throw new AppError('BAD_REQUEST', message, [{ path: 'scopes', message }]);
    }
    const { key, keyHash, prefix } = generateApiKey();
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = {
        name: input.name,
        keyHash,
        prefix,
        scopes: input.scopes.join(','),
        createdBy: actingUserId(ctx.actor),
        createdAt: ctx.now(),
      };
      const apiKeyId = await insertApiKey(trx, row);
      // The writer drops `keyHash` by name (decision 0025); the key itself is never in a row.
      await recordChange(trx, ctx, { entity: 'apiKey', entityId: apiKeyId, after: row });
      return apiKeyId;
    });
    return { id, name: input.name, scopes: input.scopes, key };
  },
});

export const listApiKeys = defineUseCase({
  name: 'apikeys.list',
  access: 'integrations:manage',
  kind: 'query',
  input: z.undefined(),
  handler: (ctx): Promise<ApiKeyDto[]> => listActiveApiKeys(ctx.db),
});

export const revokeApiKey = defineUseCase({
  name: 'apikeys.revoke',
  access: 'integrations:manage',
  kind: 'mutation',
  input: apiKeyIdInput,
  invalidates: [],
  async handler(ctx, { id }): Promise<{ id: number }> {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await revokeApiKeyRow(trx, id, ctx.now()))) {
        throw new AppError('NOT_FOUND', apiKeyMessages.notFound);
      }
      await recordChange(trx, ctx, {
        entity: 'apiKey',
        entityId: id,
        before: { revoked: false },
        after: { revoked: true },
      });
    });
    return { id };
  },
});

/**
 * The integration behind an `fsk_` bearer token, or null for a malformed, unknown or revoked
 * key (the adapters answer 401). Each use is counted against the key's throttle (429 past it)
 * and recorded as "last used" at most once a minute.
 */
export async function resolveApiKey(
  deps: DomainDeps,
  key: string,
  ip: string,
): Promise<IntegrationActor | null> {
  if (!isWellFormedApiKey(key)) return null;
  const row = await findActiveApiKeyByHash(deps.db, hashApiKey(key));
  if (!row || !apiKeyMatches(key, row.keyHash)) return null;
  const apiKeyId = Number(row.apiKeyId);
  await deps.throttle.attempt('apikey', ip, String(apiKeyId));
  const now = deps.now();
  if (row.lastUsedAt === null || now - Number(row.lastUsedAt) >= LAST_USED_EVERY_MS) {
    await touchApiKey(deps.db, apiKeyId, now, LAST_USED_EVERY_MS);
  }
  return {
    role: 'integration',
    apiKeyId,
    makerUserId: Number(row.createdBy),
    permissions: effectiveKeyPermissions(
      parseScopes(row.scopes),
      parsePermissions(row.makerPermissions),
    ),
  };
}
