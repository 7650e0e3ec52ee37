import { toNumber } from '@frameshop/db/rows';
import type { Db } from '../shared/db';

/** Statuses whose stock-holding units are with the customer (decision 0016): shipped, delivered, cancelled. */
const OUT_STATUSES = [3, 4, 5];

/**
 * Per variant, the units of orders that hold stock, split by whether they left the shop: the
 * "held" and "sold" of decision 0016, read from the orders (the ledger only knows their sum).
 */
export async function heldAndSold(
  db: Db,
  frameSizeIds: readonly number[],
): Promise<Map<number, { held: number; sold: number }>> {
  const out = new Map<number, { held: number; sold: number }>();
  if (frameSizeIds.length === 0) return out;
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.orderId', 'i.orderId')
    .select([
      'i.frameSizeId',
      (eb) =>
        eb.fn
          .sum<number>(
            eb.case().when('o.status', 'in', OUT_STATUSES).then(eb.ref('i.quantity')).else(0).end(),
          )
          .as('sold'),
      (eb) => eb.fn.sum<number>('i.quantity').as('units'),
    ])
    .where('o.stockReserved', '=', 1)
    .where('i.frameSizeId', 'in', [...frameSizeIds])
    .groupBy('i.frameSizeId')
    .execute();
  for (const r of rows) {
    const sold = toNumber(r.sold ?? 0);
    out.set(Number(r.frameSizeId), { held: toNumber(r.units ?? 0) - sold, sold });
  }
  return out;
}
