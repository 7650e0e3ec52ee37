import { createApiKey, listApiKeys, revokeApiKey } from '@frameshop/domain/users/api-keys.service';
import type { FastifyInstance } from 'fastify';
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
  });
  restRoute(app, {
    method: 'GET',
    url: '/apikey/getall',
    useCase: listApiKeys,
    input: () => undefined,
    output: (keys) => ({ data: keys }),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/apikey/delete/:id',
    useCase: revokeApiKey,
    input: (r) => ({ id: params(r).id }),
    output: () => ({ message: 'API key revoked' }),
  });
}
