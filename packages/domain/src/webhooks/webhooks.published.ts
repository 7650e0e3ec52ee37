import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@frameshop/contracts/webhooks/schemas';
import type { Trx } from '../shared/db';
import { insertDeliveries, subscribers } from './deliveries.repository';

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
  const endpoints = await subscribers(trx, type);
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
