import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@frameshop/contracts/webhooks/schemas';
import type { Trx } from '../shared/db';
import { integrationManagerIds } from '../users/accounts.published';
import { insertDeliveries, subscribers } from './deliveries.repository';
import { disableEndpointsMadeBy } from './endpoints.repository';

/**
 * What other domains call to report an event to the integrations (issue 22): one delivery per
 * subscribed endpoint, written in the caller's transaction, so a change that rolls back sends
 * nothing and a committed one is sent after commit by the job runner (webhooks.service.ts).
 *
 * Payloads are small and stable: ids, states and totals in paise, no names, addresses, e-mail
 * or phone numbers (an integration that needs them reads the order through the API).
 */
export interface WebhookEnvelope {
  id: string;
  type: WebhookEvent;
  createdAt: string;
  data: Record<string, unknown>;
}

export async function publishEvent(
  trx: Trx,
  at: number,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const subscribed = await subscribers(trx, type);
  if (subscribed.length === 0) return;
  // An endpoint lives only while its maker may manage integrations (see disableWebhooksOf).
  const admins = new Set(await integrationManagerIds(trx));
  const endpoints = subscribed
    .filter((e) => e.createdBy !== null && admins.has(e.createdBy))
    .map((e) => e.endpointId);
  await insertDeliveries(
    trx,
    endpoints.map((endpointId) => {
      const deliveryId = randomUUID();
      const envelope: WebhookEnvelope = {
        id: deliveryId,
        type,
        createdAt: new Date(at).toISOString(),
        data,
      };
      return { endpointId, deliveryId, eventType: type, payload: JSON.stringify(envelope) };
    }),
    at,
  );
}

/**
 * Disables every endpoint the account made, in the caller's transaction: webhooks die with
 * their maker's admin right (account deletion, or the role taken away). Deliveries already
 * queued for them are dropped at send time.
 */
export function disableWebhooksOf(trx: Trx, userId: number, at: number): Promise<void> {
  return disableEndpointsMadeBy(trx, userId, at);
}
