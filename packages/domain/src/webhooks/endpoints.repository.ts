import { toNumber } from '@frameshop/db/rows';
import type { WebhookEndpointRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';

/** Every SQL statement about webhook endpoints. */

export async function insertEndpoint(
  db: Db,
  row: { url: string; secret: string; events: string[]; createdBy: number | null; at: number },
): Promise<number> {
  const result = await db
    .insertInto('webhook_endpoints')
    .values({
      url: row.url,
      secret: row.secret,
      events: JSON.stringify(row.events),
      createdBy: row.createdBy,
      createdAt: row.at,
    })
    .executeTakeFirstOrThrow();
  return toNumber(result.insertId);
}

/** Live endpoints (not deleted), oldest first. */
export function liveEndpoints(db: Db): Promise<WebhookEndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('deletedAt', 'is', null)
    .orderBy('endpointId')
    .execute();
}

export function liveEndpoint(db: Db, endpointId: number): Promise<WebhookEndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('endpointId', '=', endpointId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** The endpoint of a delivery, deleted or not (a delivery already claimed may outlive it). */
export function endpointOf(db: Db, endpointId: number): Promise<WebhookEndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('endpointId', '=', endpointId)
    .executeTakeFirst();
}

/** Deleting keeps the row (its deliveries stay listed in the database); false if already gone. */
export async function markDeleted(db: Db, endpointId: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ deletedAt: at })
    .where('endpointId', '=', endpointId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Disables every live endpoint the account made (its deletion, or its admin role taken away). */
export async function disableEndpointsMadeBy(trx: Trx, userId: number, at: number): Promise<void> {
  await trx
    .updateTable('webhook_endpoints')
    .set({ disabledAt: at })
    .where('createdBy', '=', userId)
    .where('disabledAt', 'is', null)
    .execute();
}

/** Endpoints whose secret is still stored in clear (from before secrets were sealed). */
export function endpointsWithClearSecrets(
  db: Db,
): Promise<{ endpointId: number; secret: string }[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['endpointId', 'secret'])
    .where('secret', 'not like', 'enc1:%')
    .execute();
}

/** Replaces a clear secret by its sealed form, unless another process already did. */
export async function sealStoredSecret(
  db: Db,
  endpointId: number,
  clear: string,
  sealed: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ secret: sealed })
    .where('endpointId', '=', endpointId)
    .where('secret', '=', clear)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
