import { messageResponse } from '@frameshop/contracts/shared/responses';
import {
  webhookCreatedResponse,
  webhookDeliveriesResponse,
  webhooksResponse,
} from '@frameshop/contracts/webhooks/responses';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  webhookDeliveries,
} from '@frameshop/domain/webhooks/webhooks.service';
import type { FastifyInstance } from 'fastify';
import { params, restRoute } from './route';

/**
 * Issue 22: outgoing webhooks, for an admin's session (the use cases in
 * packages/domain/src/webhooks/webhooks.service.ts). The secret is in the create answer only.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'POST',
    url: '/webhook/create',
    useCase: createWebhook,
    status: 201,
    output: (data) => ({ message: 'Webhook endpoint registered', data }),
    response: webhookCreatedResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/webhook/getall',
    useCase: listWebhooks,
    input: () => undefined,
    output: (data) => ({ data }),
    response: webhooksResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/webhook/delete/:id',
    useCase: deleteWebhook,
    input: (r) => ({ id: params(r).id }),
    output: () => ({ message: 'Webhook endpoint deleted' }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/webhook/deliveries/:id',
    useCase: webhookDeliveries,
    input: (r) => ({ id: params(r).id }),
    output: (data) => ({ data }),
    response: webhookDeliveriesResponse,
  });
}
