import type { DB } from '@frameshop/db/schema';
import { setRemainingStock } from '@frameshop/domain/catalogue/stock.published';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

export const SHIPPING = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '9876543210',
};

export interface Variant {
  frameId: number;
  sizeId: number;
  frameSizeId: number;
  name: string;
}

/**
 * Live variants of distinct frames, each given `stock` (ledger kept), never handing out the
 * same variant twice in one suite, so tests do not share stock.
 */
export function variantPicker(database: () => Kysely<DB>) {
  const used = new Set<number>();
  return async function pick(count: number, stock: number): Promise<Variant[]> {
    const db = database();
    const rows = await db
      .selectFrom('frame_sizes as v')
      .innerJoin('frames as f', 'f.frameId', 'v.frameId')
      .select(['v.frameId', 'v.sizeId', 'v.frameSizeId', 'v.remainedQty', 'f.name'])
      .where('f.archivedAt', 'is', null)
      .orderBy('v.frameSizeId')
      .execute();
    const frames = new Set<number>();
    const out: Variant[] = [];
    for (const r of rows) {
      const frameSizeId = Number(r.frameSizeId);
      if (frames.has(Number(r.frameId)) || used.has(frameSizeId)) continue;
      frames.add(Number(r.frameId));
      used.add(frameSizeId);
      await db.transaction().execute((trx) =>
        setRemainingStock(trx, {
          frameSizeId,
          current: Number(r.remainedQty),
          target: stock,
          reason: 'admin_edit',
          actorUserId: null,
          at: Date.now(),
        }),
      );
      out.push({ frameId: Number(r.frameId), sizeId: Number(r.sizeId), frameSizeId, name: r.name });
      if (out.length === count) return out;
    }
    throw new Error('not enough demo variants');
  };
}

/** Places a one-line ready-made order through tRPC; answers the order. */
export async function placeOrder(
  app: FastifyInstance,
  headers: { authorization: string },
  v: Variant,
  quantity = 1,
): Promise<{ orderId: number; grandTotal: number; [key: string]: unknown }> {
  const res = await app.inject({
    method: 'POST',
    url: '/trpc/orders.place',
    headers,
    payload: {
      shipping: SHIPPING,
      lines: [{ kind: 'ready', frameId: v.frameId, sizeId: v.sizeId, quantity }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`placing failed: ${res.statusCode} ${res.body}`);
  return res.json().result.data;
}
