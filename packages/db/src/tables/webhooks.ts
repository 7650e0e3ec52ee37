import type { Generated, Selectable } from 'kysely';

/** Outgoing webhooks (issue 22): where events go, and each delivery of one. */
export interface WebhooksTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export interface WebhookEndpointsTable {
  endpointId: Generated<number>;
  url: string;
  /** Kept as issued: deliveries are signed with it (see the migration). */
  secret: string;
  /** A JSON list of event names. */
  events: string;
  createdBy: number | null;
  createdAt: number;
  disabledAt: number | null;
  deletedAt: number | null;
}
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

export interface WebhookDeliveriesTable {
  deliveryRowId: Generated<number>;
  endpointId: number;
  deliveryId: string;
  eventType: string;
  payload: string;
  state: string;
  attempts: Generated<number>;
  firstAttemptAt: number | null;
  nextAttemptAt: number | null;
  lastAttemptAt: number | null;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAnswer: string | null;
  leaseOwner: string | null;
  leaseUntil: number | null;
  createdAt: number;
}
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
