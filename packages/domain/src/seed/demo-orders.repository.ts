import type {
  CustomPhotoRow,
  OrderEventsTable,
  OrderItemsTable,
  OrdersTable,
} from '@frameshop/db/schema';
import type { Insertable } from 'kysely';
import type { Db, Trx } from '../shared/db';

/**
 * The demo orders' writes. Past orders as the orders and payment domains would have left them
 * (historic timestamps, settled payments), which no use case can write: placing an order is
 * always "now" and takes stock. Only the demo seed calls this, on an empty database.
 */

export async function anyOrderExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('orders').select('orderId').limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface DemoOrder {
  order: Insertable<OrdersTable>;
  items: Omit<Insertable<OrderItemsTable>, 'orderId'>[];
  events: Omit<Insertable<OrderEventsTable>, 'orderId'>[];
}

/** One order with its items and timeline; answers its id. */
export async function insertDemoOrder(trx: Trx, demo: DemoOrder): Promise<number> {
  const result = await trx.insertInto('orders').values(demo.order).executeTakeFirstOrThrow();
  const orderId = Number(result.insertId);
  await trx
    .insertInto('order_items')
    .values(demo.items.map((item) => ({ ...item, orderId })))
    .execute();
  await trx
    .insertInto('order_events')
    .values(demo.events.map((event) => ({ ...event, orderId })))
    .execute();
  return orderId;
}

/** Demo photos belong to orders: the photo-expiry job must never remove them. */
export async function markPhotosOrdered(
  trx: Trx,
  photoKeys: readonly string[],
  at: number,
): Promise<void> {
  if (photoKeys.length === 0) return;
  await trx
    .updateTable('custom_photos')
    .set({ orderedAt: at } satisfies Partial<CustomPhotoRow>)
    .where('photoKey', 'in', photoKeys)
    .execute();
}
