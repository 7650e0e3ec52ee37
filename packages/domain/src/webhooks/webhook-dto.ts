import type {
  WebhookDeliveryDto,
  WebhookDeliveryState,
  WebhookEndpointDto,
  WebhookEvent,
} from '@frameshop/contracts/webhooks/schemas';
import { toIso, toNumber } from '@frameshop/db/rows';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '@frameshop/db/schema';

const iso = (at: unknown) => (at === null || at === undefined ? null : toIso(at));

/** An endpoint as admins see it: never its secret. */
export function toEndpointDto(
  row: WebhookEndpointRow,
  figures: { pending: number; failed: number; lastDeliveredAt: number | null } | undefined,
): WebhookEndpointDto {
  return {
    id: toNumber(row.endpointId),
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    createdAt: toIso(row.createdAt),
    pending: figures?.pending ?? 0,
    failed: figures?.failed ?? 0,
    lastDeliveredAt: iso(figures?.lastDeliveredAt),
  };
}

export function toDeliveryDto(row: WebhookDeliveryRow): WebhookDeliveryDto {
  return {
    deliveryId: row.deliveryId,
    event: row.eventType as WebhookEvent,
    state: row.state as WebhookDeliveryState,
    attempts: toNumber(row.attempts),
    createdAt: toIso(row.createdAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    lastStatusCode: row.lastStatusCode === null ? null : toNumber(row.lastStatusCode),
    lastAnswer: row.lastError ?? row.lastAnswer,
  };
}
