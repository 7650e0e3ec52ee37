import { istMonthKey } from '@frameshop/contracts/analytics/ist';
import { TOP_PRODUCTS } from '@frameshop/contracts/analytics/sales';
import { toNumber } from '@frameshop/db/rows';
import type { DB } from '@frameshop/db/schema';
import { salesWindow } from '@frameshop/domain/analytics/sales-summary';
import type { Kysely } from 'kysely';

/**
 * The baseline: load every counted order in the filter and all of its items into JS and
 * aggregate there (totals, months, statuses, products, material pairs, split, recent orders).
 * Items are read 5,000 orders at a time so a million orders fit in memory.
 */
export async function naiveSummary(
  db: Kysely<DB>,
  input: { from?: string; to?: string; status?: number },
): Promise<{ salesPaise: number; orders: number; top: [number, number][] }> {
  const w = salesWindow(input);
  let q = db
    .selectFrom('orders')
    .select(['orderId', 'createdAt', 'status', 'grandTotalPaise', 'refundedPaise'])
    .where('deletedAt', 'is', null)
    .where('paidAt', 'is not', null)
    .where('createdAt', '>=', w.fromMs)
    .where('createdAt', '<=', w.toMs);
  if (input.status !== undefined) q = q.where('status', '=', input.status);
  const orders = await q.execute();
  let salesPaise = 0;
  const months = new Map<number, number>();
  const statuses = new Map<number, number>();
  for (const o of orders) {
    const net = toNumber(o.grandTotalPaise) - toNumber(o.refundedPaise);
    salesPaise += net;
    const m = istMonthKey(toNumber(o.createdAt));
    months.set(m, (months.get(m) ?? 0) + net);
    statuses.set(toNumber(o.status), (statuses.get(toNumber(o.status)) ?? 0) + 1);
  }
  const products = new Map<number, { units: number; revenue: number }>();
  const pairs = new Map<string, number>();
  for (let i = 0; i < orders.length; i += 5000) {
    const ids = orders.slice(i, i + 5000).map((o) => o.orderId);
    const items = await db
      .selectFrom('order_items')
      .select(['quantity', 'totalPaise', 'snapshot'])
      .where('orderId', 'in', ids)
      .execute();
    for (const item of items) {
      const snap = JSON.parse(item.snapshot);
      if (snap.productType === 'pre-listed') {
        const p = products.get(snap.frameId) ?? { units: 0, revenue: 0 };
        p.units += toNumber(item.quantity);
        p.revenue += toNumber(item.totalPaise);
        products.set(snap.frameId, p);
      } else {
        const key = `${snap.material}|${snap.frameMaterial}`;
        pairs.set(key, (pairs.get(key) ?? 0) + toNumber(item.totalPaise));
      }
    }
  }
  const top = [...products]
    .sort(([a, x], [b, y]) => y.units - x.units || y.revenue - x.revenue || a - b)
    .slice(0, TOP_PRODUCTS)
    .map(([id, p]): [number, number] => [id, p.units]);
  // The recent orders panel, as the legacy server did it: sort everything, keep ten.
  [...orders].sort((a, b) => toNumber(b.createdAt) - toNumber(a.createdAt)).slice(0, 10);
  return { salesPaise, orders: orders.length, top };
}
