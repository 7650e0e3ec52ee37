import { istDayKey, istMonthKey } from '@frameshop/contracts/analytics/ist';
import type {
  OrderRow,
  SalesMaterialRow,
  SalesProductRow,
  SalesTotalsRow,
} from '@frameshop/db/schema';

/** The order columns the sales figures depend on. */
export type OrderFacts = Pick<
  OrderRow,
  | 'orderId'
  | 'createdAt'
  | 'status'
  | 'grandTotalPaise'
  | 'refundedPaise'
  | 'paidAt'
  | 'deletedAt'
  | 'hasPrelisted'
  | 'hasCustom'
>;

/** An order line as the rollups see it (the repository parses the snapshot). */
export type ItemFacts =
  | {
      orderId: number;
      kind: 'ready';
      quantity: number;
      totalPaise: number;
      frameId: number;
      name: string;
      image: string | null;
    }
  | {
      orderId: number;
      kind: 'custom';
      quantity: number;
      totalPaise: number;
      material: string;
      frameMaterial: string;
      areaE4: number;
    };

/** What to add to each rollup row (negative to take away), keyed by the row's primary key. */
export interface RollupDelta {
  totals: Map<string, SalesTotalsRow>;
  products: Map<string, SalesProductRow>;
  materials: Map<string, SalesMaterialRow>;
  /** The name and image each frame was last sold under. */
  names: Map<number, { name: string; image: string | null }>;
}

export function emptyDelta(): RollupDelta {
  return { totals: new Map(), products: new Map(), materials: new Map(), names: new Map() };
}

/** Every order counts in its IST day and its IST month (see the migration). */
function periods(createdAt: number): [number, number] {
  return [istDayKey(createdAt), istMonthKey(createdAt)];
}

function totalsRow(delta: RollupDelta, period: number, status: number): SalesTotalsRow {
  const key = `${period}|${status}`;
  let row = delta.totals.get(key);
  if (!row) {
    row = {
      period,
      status,
      orders: 0,
      salesPaise: 0,
      customPaise: 0,
      readyMadePaise: 0,
      customLines: 0,
      customAreaE4: 0,
    };
    delta.totals.set(key, row);
  }
  return row;
}

export function addOrder(delta: RollupDelta, order: OrderFacts, sign: 1 | -1): void {
  for (const period of periods(order.createdAt)) {
    const row = totalsRow(delta, period, order.status);
    row.orders += sign;
    row.salesPaise += sign * (order.grandTotalPaise - order.refundedPaise);
  }
}

export function addItems(
  delta: RollupDelta,
  order: OrderFacts,
  items: readonly ItemFacts[],
  sign: 1 | -1,
): void {
  const status = order.status;
  for (const period of periods(order.createdAt)) {
    const totals = totalsRow(delta, period, status);
    for (const item of items) {
      if (item.kind === 'custom') {
        totals.customPaise += sign * item.totalPaise;
        totals.customLines += sign;
        totals.customAreaE4 += sign * item.areaE4;
        const key = `${period}|${status}|${item.material}|${item.frameMaterial}`;
        const row = delta.materials.get(key) ?? {
          period,
          status,
          material: item.material,
          frameMaterial: item.frameMaterial,
          units: 0,
          revenuePaise: 0,
        };
        row.units += sign * item.quantity;
        row.revenuePaise += sign * item.totalPaise;
        delta.materials.set(key, row);
      } else {
        totals.readyMadePaise += sign * item.totalPaise;
        const key = `${period}|${status}|${item.frameId}`;
        const row = delta.products.get(key) ?? {
          period,
          status,
          frameId: item.frameId,
          units: 0,
          revenuePaise: 0,
        };
        row.units += sign * item.quantity;
        row.revenuePaise += sign * item.totalPaise;
        delta.products.set(key, row);
        if (sign > 0) delta.names.set(item.frameId, { name: item.name, image: item.image });
      }
    }
  }
}

const MEASURES = new Set([
  'orders',
  'salesPaise',
  'customPaise',
  'readyMadePaise',
  'customLines',
  'customAreaE4',
  'units',
  'revenuePaise',
]);
const isZero = (row: object) => Object.entries(row).every(([k, v]) => !MEASURES.has(k) || v === 0);

/** Drops rows that add nothing; true when nothing is left to write. */
export function isEmptyDelta(delta: RollupDelta): boolean {
  for (const map of [delta.totals, delta.products, delta.materials] as Map<string, object>[]) {
    for (const [key, row] of map) if (isZero(row)) map.delete(key);
  }
  return (
    delta.totals.size === 0 &&
    delta.products.size === 0 &&
    delta.materials.size === 0 &&
    delta.names.size === 0
  );
}
