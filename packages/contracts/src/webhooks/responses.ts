import { z } from 'zod';
import {
  type CreatedWebhookDto,
  WEBHOOK_EVENTS,
  type WebhookDeliveriesDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from './schemas';

/** The REST answers of the outgoing-webhook paths, as the OpenAPI document states them. */
const events = z.array(z.enum(WEBHOOK_EVENTS));

export const webhookEndpointSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  events,
  createdAt: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
  lastDeliveredAt: z.string().nullable(),
}) satisfies z.ZodType<WebhookEndpointDto>;

/** The only answer that carries the secret. */
export const createdWebhookSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  events,
  secret: z.string(),
}) satisfies z.ZodType<CreatedWebhookDto>;

const deliverySchema = z.strictObject({
  deliveryId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastAnswer: z.string().nullable(),
}) satisfies z.ZodType<WebhookDeliveryDto>;

export const webhookCreatedResponse = z.strictObject({
  message: z.string(),
  data: createdWebhookSchema,
});
export const webhooksResponse = z.strictObject({ data: z.array(webhookEndpointSchema) });
export const webhookDeliveriesResponse = z.strictObject({
  data: z.strictObject({
    endpoint: webhookEndpointSchema,
    deliveries: z.array(deliverySchema),
  }) satisfies z.ZodType<WebhookDeliveriesDto>,
});
