import type { FrameInput } from '@frameshop/contracts/catalogue/schemas';
import { PERMISSIONS } from '@frameshop/contracts/staff/permissions';
import { toNumber } from '@frameshop/db/rows';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import { frameMaterials, materials } from '../src/catalogue/attributes.service';
import { createFrame } from '../src/catalogue/frames.service';
import { createSize } from '../src/catalogue/sizes.service';
import { stockDiscrepancies } from '../src/catalogue/stock.repository';
import { changeOrder, lockOrderForChange } from '../src/orders/order-changes.published';
import { placeOrder } from '../src/orders/orders.service';
import type { Actor, ServiceContext } from '../src/shared/context';
import { brokenStockInvariants } from '../src/testing/stock-invariants';
import { ctxFor, depsFor } from './helpers';

/** A shop with one frame in two sizes, an admin and two shoppers, for the stock rules. */

export const SHIPPING = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '1 MG Road',
  apt: undefined,
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '9876543210',
} as const;

export async function stockShop(t: TestDatabase, totals: [number, number] = [10, 4]) {
  const deps = depsFor(t);
  const ids: number[] = [];
  for (const [i, role] of (['admin', 'user', 'user'] as const).entries()) {
    const r = await t.db
      .insertInto('users')
      .values({
        firstName: `P${i}`,
        lastName: 'K',
        email: `p${i}@example.com`,
        passwordHash: 'x',
        role,
        createdAt: 1,
      })
      .executeTakeFirstOrThrow();
    ids.push(Number(r.insertId));
  }
  const actor = (userId: number, role: 'admin' | 'user'): Actor => ({
    userId,
    role,
    sessionId: `s${userId}`,
    permissions: role === 'admin' ? PERMISSIONS : [],
  });
  const admin = ctxFor(deps, actor(ids[0]!, 'admin'));
  const shoppers = [ctxFor(deps, actor(ids[1]!, 'user')), ctxFor(deps, actor(ids[2]!, 'user'))];
  const material = await materials.create.run(admin, { name: 'Canvas' });
  const frameMaterial = await frameMaterials.create.run(admin, { name: 'Teak Wood' });
  const small = await createSize.run(admin, { width: 8, height: 10 });
  const large = await createSize.run(admin, { width: 12, height: 18 });
  const form = (patch: Partial<FrameInput> = {}, sizeTotals = totals): FrameInput => ({
    name: 'Oak Classic',
    basePrice: 999,
    description: 'Solid frame',
    colors: ['Brown'],
    materialId: material.materialId,
    frameMaterialId: frameMaterial.frameMaterialId,
    frameShape: 'Square',
    weight: 1.25,
    origin: 'Jaipur',
    careInstruction: ['Dust weekly'],
    includes: ['Hook'],
    isNewArrival: true,
    isOffer: false,
    sizes: [
      { sizeId: small.sizeId, price: 1200, offer_price: null, total_qty: sizeTotals[0] },
      { sizeId: large.sizeId, price: 1800, offer_price: null, total_qty: sizeTotals[1] },
    ],
    ...patch,
  });
  const frame = await createFrame.run(admin, form());
  const sizeIds = [small.sizeId, large.sizeId] as const;
  const variantIds = sizeIds.map(
    (sizeId) => frame.frameSizes.find((v) => v.sizeId === sizeId)!.frameSizeId,
  );

  async function place(shopper: ServiceContext, quantities: [number, number]) {
    const lines = quantities.flatMap((quantity, i) =>
      quantity > 0
        ? [{ kind: 'ready' as const, frameId: frame.frameId, sizeId: sizeIds[i]!, quantity }]
        : [],
    );
    return placeOrder.run(shopper, { shipping: SHIPPING, lines });
  }

  /**
   * What the payment domain does when PhonePe confirms or refunds (settlement.ts, refund-rules.ts),
   * without a gateway: the same published `changeOrder` in a transaction.
   */
  async function settle(
    orderId: number,
    change: (order: { grandTotalPaise: number }) => Parameters<typeof changeOrder>[3],
  ) {
    await t.db.transaction().execute(async (trx) => {
      const order = await lockOrderForChange(trx, orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      await changeOrder(
        trx,
        admin,
        order,
        change({ grandTotalPaise: toNumber(order.grandTotalPaise) }),
        null,
      );
    });
  }
  const pay = (orderId: number) =>
    settle(orderId, () => ({ paymentStatus: 'paid', paidAt: admin.now() }));
  const refundAll = (orderId: number) =>
    settle(orderId, (o) => ({ paymentStatus: 'refunded', refundedPaise: o.grandTotalPaise }));

  return { admin, shoppers, frame, form, sizeIds, variantIds, place, pay, refundAll };
}

/** The stock invariants (src/testing/stock-invariants.ts) and the catalogue's own check. */
export async function brokenInvariants(t: TestDatabase): Promise<string[]> {
  const broken = await brokenStockInvariants(t);
  if ((await stockDiscrepancies(t.db)).length > 0) broken.push('stockDiscrepancies not empty');
  return broken;
}
