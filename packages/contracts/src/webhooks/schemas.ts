import { z } from 'zod';
import { idParam } from '../shared/text';

/** What an endpoint can subscribe to (issue 22). */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.status_changed',
  'order.cancelled',
  'refund.completed',
  'stock.low',
  'contact.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.placed': 'An order is placed',
  'order.paid': 'An order is paid',
  'order.status_changed': "An order's status changes",
  'order.cancelled': 'An order is cancelled',
  'refund.completed': 'A refund is completed',
  'stock.low': 'A frame size runs low on stock',
  'contact.received': 'A contact inquiry arrives',
};

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_MESSAGES = {
  url: 'Enter the full address of your endpoint, starting with https:// or http://',
  events: 'Choose at least one event',
  privateAddress:
    'This address points into a private network (loopback, LAN, link-local): the shop does not send webhooks there',
  unresolvable: "This address's host could not be found",
  missing: 'This endpoint does not exist',
} as const;

export const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(WEBHOOK_URL_MAX, `The address must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.url);

export const createWebhookInput = z.strictObject({
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Unknown event' }), { error: WEBHOOK_MESSAGES.events })
    .min(1, WEBHOOK_MESSAGES.events)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

export const webhookIdInput = z.strictObject({ id: idParam });

export interface WebhookEndpointDto {
  id: number;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
  /** Deliveries not yet delivered nor given up. */
  pending: number;
  failed: number;
  lastDeliveredAt: string | null;
}

/** The only answer that carries the secret. */
export interface CreatedWebhookDto {
  id: number;
  url: string;
  events: WebhookEvent[];
  secret: string;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveryDto {
  deliveryId: string;
  event: WebhookEvent;
  state: WebhookDeliveryState;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  /** The error, or the start of the receiver's answer. */
  lastAnswer: string | null;
}

export interface WebhookDeliveriesDto {
  endpoint: WebhookEndpointDto;
  deliveries: WebhookDeliveryDto[];
}

export const resendDeliveryInput = z.strictObject({
  deliveryId: z.uuid({ error: 'Delivery id must be a UUID' }),
});
