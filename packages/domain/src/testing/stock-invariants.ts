import { toNumber } from '@frameshop/db/rows';
import type { DB } from '@frameshop/db/schema';
import type { Kysely } from 'kysely';

/**
 * The stock invariants, shared by the domain's stock-ledger tests and the server's backup test
 * (a restored database must keep them as the live one does).
 */

/**
 * Per variant, read without the code under test: total and remaining from the row, the ledger's
 * sum, and what orders hold (reserved, Pending or Processing) and sold (reserved, Shipped,
 * Delivered or Cancelled), from the orders' stockReserved flag and their items.
 */
export async function stockFigures(t: { db: Kysely<DB> }) {
  const variants = await t.db
    .selectFrom('frame_sizes')
    .select(['frameSizeId', 'totalQty', 'remainedQty'])
    .orderBy('frameSizeId')
    .execute();
  const ledger = await t.db
    .selectFrom('stock_movements')
    .select(['frameSizeId', (eb) => eb.fn.sum<number>('delta').as('sum')])
    .groupBy('frameSizeId')
    .execute();
  const out = await t.db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.orderId', 'i.orderId')
    .select(['i.frameSizeId', 'o.status', 'i.quantity'])
    .where('o.stockReserved', '=', 1)
    .where('i.frameSizeId', 'is not', null)
    .execute();
  return variants.map((v) => {
    const id = Number(v.frameSizeId);
    const mine = out.filter((r) => Number(r.frameSizeId) === id);
    const sold = mine
      // Shipped, Delivered, or Cancelled after shipping with the money taken (the only cancelled
      // orders that keep their stock): the frames are with the customer.
      .filter((r) => [3, 4, 5].includes(toNumber(r.status)))
      .reduce((s, r) => s + toNumber(r.quantity), 0);
    const held = mine.reduce((s, r) => s + toNumber(r.quantity), 0) - sold;
    return {
      frameSizeId: id,
      total: toNumber(v.totalQty),
      remaining: toNumber(v.remainedQty),
      held,
      sold,
      ledger: toNumber(ledger.find((l) => Number(l.frameSizeId) === id)?.sum ?? 0),
    };
  });
}

/**
 * The invariants, as a list of broken ones (empty when all hold). The catalogue's own check
 * (`stockDiscrepancies`, in its repository) is added by callers that may import it.
 */
export async function brokenStockInvariants(t: { db: Kysely<DB> }): Promise<string[]> {
  const broken: string[] = [];
  for (const f of await stockFigures(t)) {
    const at = `variant ${f.frameSizeId} ${JSON.stringify(f)}`;
    if (f.remaining + f.held + f.sold !== f.total)
      broken.push(`${at}: remaining+held+sold != total`);
    if (f.remaining < 0 || f.remaining > f.total) broken.push(`${at}: remaining outside 0..total`);
    if (f.ledger !== f.remaining) broken.push(`${at}: ledger sum != remaining`);
  }
  return broken;
}
