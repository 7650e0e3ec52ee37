import type { Db } from '../shared/db';

/** The demo orders' one read: whether the shop has any order (then it seeds none). */
export async function anyOrderExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('orders').select('orderId').limit(1).executeTakeFirst();
  return row !== undefined;
}
