import type { PaymentWebhookRow, PaymentWebhooksTable } from '@frameshop/db/schema';
import type { Insertable } from 'kysely';
import { type Db, isUniqueViolation } from '../shared/db';

/** Every SQL statement of the gateway's notifications. */

/** Stores one; false when its dedupeKey is already stored (a duplicate delivery: a no-op). */
export async function insertWebhook(
  db: Db,
  values: Insertable<PaymentWebhooksTable>,
): Promise<boolean> {
  try {
    await db.insertInto('payment_webhooks').values(values).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Claims unprocessed notifications: whoever sets processedAt first handles each one. */
export async function claimUnprocessed(
  db: Db,
  now: number,
  limit: number,
): Promise<PaymentWebhookRow[]> {
  const rows = await db
    .selectFrom('payment_webhooks')
    .selectAll()
    .where('processedAt', 'is', null)
    .where((eb) => eb.or([eb('notBefore', 'is', null), eb('notBefore', '<=', now)]))
    .orderBy('receivedAt')
    .limit(limit)
    .execute();
  const claimed: PaymentWebhookRow[] = [];
  for (const row of rows) {
    const result = await db
      .updateTable('payment_webhooks')
      .set({ processedAt: now })
      .where('webhookId', '=', row.webhookId)
      .where('processedAt', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

export async function setOutcome(db: Db, webhookId: number, outcome: string): Promise<void> {
  await db
    .updateTable('payment_webhooks')
    .set({ outcome: outcome.slice(0, 300) })
    .where('webhookId', '=', webhookId)
    .execute();
}

/** Puts a notification back to be processed again after `notBefore`. */
export async function retryLater(
  db: Db,
  webhookId: number,
  tries: number,
  notBefore: number,
  why: string,
): Promise<void> {
  await db
    .updateTable('payment_webhooks')
    .set({ processedAt: null, tries, notBefore, outcome: `retrying: ${why}`.slice(0, 300) })
    .where('webhookId', '=', webhookId)
    .execute();
}
