import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  resendDelivery,
  webhookDeliveries,
} from '@frameshop/domain/webhooks/webhooks.service';
import { mutationFor, queryFor } from '../trpc';

/**
 * Outgoing webhooks (issue 22): admins only. Each procedure's handler is the use case it names,
 * in packages/domain/src/webhooks/webhooks.service.ts.
 */
export const webhooksRouter = {
  list: queryFor(listWebhooks),
  create: mutationFor(createWebhook),
  delete: mutationFor(deleteWebhook),
  deliveries: queryFor(webhookDeliveries),
  resend: mutationFor(resendDelivery),
};
