import type { OrderItemSnapshot } from '@frameshop/contracts/orders/orders';
import type { DB } from '@frameshop/db/schema';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  Transaction,
  UnknownRow,
} from 'kysely';

/** Orders written straight to the tables, as the orders and payment domains leave them. */

export interface FixtureItem {
  kind: 'ready' | 'custom';
  quantity: number;
  totalPaise: number;
  frameId?: number;
  name?: string;
  material?: string;
  frameMaterial?: string;
  areaSqFt?: number;
}

export interface FixtureOrder {
  createdAt: number;
  status?: number;
  grandTotalPaise: number;
  refundedPaise?: number;
  paid?: boolean;
  deletedAt?: number | null;
  items?: FixtureItem[];
  firstName?: string;
}

export function snapshotOf(item: FixtureItem): OrderItemSnapshot {
  return item.kind === 'ready'
    ? {
        productType: 'pre-listed',
        frameId: item.frameId ?? 1,
        sizeId: 1,
        frameName: item.name ?? `Frame ${item.frameId ?? 1}`,
        image: `/uploads/frame-${item.frameId ?? 1}.webp`,
        widthIn: 12,
        heightIn: 18,
        sizeLabel: '12x18',
      }
    : {
        productType: 'custom',
        photoKey: 'demo-missing-photo',
        crop: { x: 0, y: 0, width: 100, height: 100 },
        widthIn: 12,
        heightIn: 12,
        sizeId: null,
        materialId: 1,
        material: item.material ?? 'Canvas',
        frameMaterialId: 1,
        frameMaterial: item.frameMaterial ?? 'Teak',
        shape: 'Rectangle',
        thicknessId: 1,
        thickness: '1 inch',
        glassThickness: null,
        instructions: null,
        quote: { areaSqFt: item.areaSqFt ?? 1, ratePerSqft: 100, oneSideRoundPerSqft: null },
      };
}

export async function insertFixtureOrder(
  db: Kysely<DB> | Transaction<DB>,
  o: FixtureOrder,
): Promise<number> {
  const items = o.items ?? [{ kind: 'ready', quantity: 1, totalPaise: o.grandTotalPaise }];
  const result = await db
    .insertInto('orders')
    .values({
      userId: null,
      email: 'shopper@example.com',
      firstName: o.firstName ?? 'Asha',
      lastName: 'Rao',
      address: '1 MG Road',
      apt: null,
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      phone: '9876543210',
      subtotalPaise: o.grandTotalPaise,
      shippingPaise: 0,
      gstPaise: 0,
      grandTotalPaise: o.grandTotalPaise,
      gstRatePercent: 18,
      status: o.status ?? 1,
      paymentStatus: o.paid === false ? 'awaiting payment' : 'paid',
      hasPrelisted: items.some((i) => i.kind === 'ready') ? 1 : 0,
      hasCustom: items.some((i) => i.kind === 'custom') ? 1 : 0,
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
      deletedAt: o.deletedAt ?? null,
      refundedPaise: o.refundedPaise ?? 0,
      paymentFlag: null,
      paidAt: o.paid === false ? null : o.createdAt + 60_000,
    })
    .executeTakeFirstOrThrow();
  const orderId = Number(result.insertId);
  await db
    .insertInto('order_items')
    .values(
      items.map((item, position) => ({
        orderId,
        position,
        productType: item.kind === 'ready' ? 'pre-listed' : 'custom',
        frameSizeId: null,
        quantity: item.quantity,
        unitPricePaise: Math.round(item.totalPaise / item.quantity),
        totalPaise: item.totalPaise,
        snapshot: JSON.stringify(snapshotOf(item)),
      })),
    )
    .execute();
  return orderId;
}

/** Every rollup row that holds something, sorted, for comparing two states. */
export async function rollupSnapshot(db: Kysely<DB>) {
  const strip = <T extends Record<string, unknown>>(rows: T[], measures: string[]) =>
    rows
      .map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v,
          ]),
        ),
      )
      .filter((r) => measures.some((m) => Number(r[m]) !== 0))
      .map((r) => JSON.stringify(r))
      .sort();
  return {
    totals: strip(await db.selectFrom('sales_totals').selectAll().execute(), [
      'orders',
      'salesPaise',
      'customPaise',
      'readyMadePaise',
      'customLines',
      'customAreaE4',
    ]),
    products: strip(await db.selectFrom('sales_products').selectAll().execute(), [
      'units',
      'revenuePaise',
    ]),
    materials: strip(await db.selectFrom('sales_materials').selectAll().execute(), [
      'units',
      'revenuePaise',
    ]),
  };
}

/** Counts the statements a database handle runs. */
export class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Epoch ms of an IST wall-clock time: ist(2026, 3, 1, 0, 30) is 00:30 IST on 1 March. */
export function ist(y: number, m: number, d: number, h = 12, min = 0): number {
  return Date.UTC(y, m - 1, d, h, min) - 330 * 60_000;
}
