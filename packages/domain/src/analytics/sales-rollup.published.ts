import { istDayKey } from '@frameshop/contracts/analytics/ist';
import type { Trx } from '../shared/db';
import {
  addItems,
  addOrder,
  emptyDelta,
  type ItemFacts,
  isEmptyDelta,
  type OrderFacts,
  type RollupDelta,
} from './rollup-math';
import {
  clearRollups,
  countedOrderBatch,
  itemsOfOrders,
  writeRollupDelta,
} from './rollups.repository';

/** Counted order (docs/domains/analytics.md): payment completed and not deleted. */
export function isCounted(facts: OrderFacts | null): facts is OrderFacts {
  return facts !== null && facts.paidAt !== null && facts.deletedAt === null;
}

/**
 * Call inside the SAME transaction as any change to those fields; before = the row as locked
 * before the change, after = as after it (null for none). No-op when the counted contribution
 * is unchanged.
 */
export async function applyOrderChange(
  trx: Trx,
  before: OrderFacts | null,
  after: OrderFacts | null,
): Promise<void> {
  const was = isCounted(before) ? before : null;
  const now = isCounted(after) ? after : null;
  if (!was && !now) return;
  const delta = emptyDelta();
  if (was) addOrder(delta, was, -1);
  if (now) addOrder(delta, now, +1);
  // Items only move between buckets when the order enters or leaves the figures or changes
  // status (its day never changes); a refund alone touches the totals, not the item revenue.
  const itemsMove =
    !was ||
    !now ||
    istDayKey(was.createdAt) !== istDayKey(now.createdAt) ||
    was.status !== now.status;
  if (itemsMove) {
    const orderId = (now ?? was)?.orderId ?? 0;
    const items = await itemsOfOrders(trx, [orderId]);
    if (was) addItems(delta, was, items, -1);
    if (now) addItems(delta, now, items, +1);
  }
  if (isEmptyDelta(delta)) return;
  await writeRollupDelta(trx, delta);
}

/** Recomputes every rollup from the orders (the seed and the exactness test use it). */
export async function rebuildSalesRollups(trx: Trx): Promise<void> {
  await clearRollups(trx);
  // Batches keep memory flat at a million orders; the delta is keyed by bucket, not by order,
  // so it stays a few thousand entries however many orders there are.
  const delta: RollupDelta = emptyDelta();
  let afterId = 0;
  for (;;) {
    const orders = await countedOrderBatch(trx, afterId, 5000);
    if (orders.length === 0) break;
    const items = await itemsOfOrders(
      trx,
      orders.map((o) => o.orderId),
    );
    const byOrder = new Map<number, ItemFacts[]>();
    for (const item of items) {
      const list = byOrder.get(item.orderId);
      if (list) list.push(item);
      else byOrder.set(item.orderId, [item]);
    }
    for (const order of orders) {
      addOrder(delta, order, +1);
      addItems(delta, order, byOrder.get(order.orderId) ?? [], +1);
    }
    afterId = orders[orders.length - 1]?.orderId ?? afterId;
  }
  await writeRollupDelta(trx, delta);
}
