import { z } from 'zod';
import type { VerifyResult } from './payment';

/** The REST answers of the PhonePe paths, as the OpenAPI document states them. */
export const paymentStartedResponse = z.strictObject({
  merchantTransactionId: z.string(),
  redirectUrl: z.string(),
});

export const verifyResultSchema = z.strictObject({
  success: z.boolean(),
  state: z.enum(['COMPLETED', 'FAILED', 'EXPIRED', 'PENDING', 'MISMATCH']),
  merchantTransactionId: z.string(),
  orderId: z.number().int(),
  message: z.string().nullable(),
}) satisfies z.ZodType<VerifyResult>;

/** What a webhook or v1 callback is acknowledged with. */
export const webhookReceivedResponse = z.strictObject({ success: z.literal(true) });
