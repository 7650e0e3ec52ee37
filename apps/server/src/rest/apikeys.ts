import { apiKeySchema, createdApiKeySchema } from '@frameshop/contracts/apikeys/schemas';
import { messageResponse } from '@frameshop/contracts/shared/responses';
import { createApiKey, listApiKeys, revokeApiKey } from '@frameshop/domain/users/api-keys.service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { params, restRoute } from './route';

/** Issue 22: integrations' API keys, managed with an admin's session only (no key may). */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'POST',
    url: '/apikey/create',
    useCase: createApiKey,
    status: 201,
    // The only answer that ever carries `key`.
    output: (created) => ({ data: created }),
    response: z.object({ data: createdApiKeySchema }),
  });
  restRoute(app, {
    method: 'GET',
    url: '/apikey/getall',
    useCase: listApiKeys,
    input: () => undefined,
    output: (keys) => ({ data: keys }),
    response: z.object({ data: z.array(apiKeySchema) }),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/apikey/delete/:id',
    useCase: revokeApiKey,
    input: (r) => ({ id: params(r).id }),
    output: () => ({ message: 'API key revoked' }),
    response: messageResponse,
  });
}
