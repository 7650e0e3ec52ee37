import type { DB } from '@frameshop/db/schema';
import { frameMaterials, materials } from '@frameshop/domain/catalogue/attributes.service';
import { createFrame } from '@frameshop/domain/catalogue/frames.service';
import { createSize } from '@frameshop/domain/catalogue/sizes.service';
import { setRemainingStock } from '@frameshop/domain/catalogue/stock.published';
import { type DomainDeps, systemContext } from '@frameshop/domain/shared/context';
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

/**
 * `count` frames with one variant each holding `stock`, made through the catalogue's use cases
 * as the system: a fraction of a second where the demo catalogue takes many seconds on MariaDB.
 */
export async function smallCatalogue(
  deps: DomainDeps,
  count: number,
  stock: number,
): Promise<Variant[]> {
  const system = systemContext(deps, 'seed');
  const { materialId } = await materials.create.run(system, { name: 'Canvas' });
  const { frameMaterialId } = await frameMaterials.create.run(system, { name: 'Teak Wood' });
  const { sizeId } = await createSize.run(system, { width: 12, height: 18 });
  const out: Variant[] = [];
  for (let i = 1; i <= count; i++) {
    const frame = await createFrame.run(
      system,
      {
        name: `Fault Frame ${i}`,
        basePrice: 1200,
        description: 'Solid frame',
        colors: ['Brown'],
        materialId,
        frameMaterialId,
        frameShape: 'Rectangle',
        weight: 1,
        origin: 'Jaipur',
        careInstruction: [],
        includes: [],
        isNewArrival: false,
        isOffer: false,
        sizes: [{ sizeId, price: 1200, offer_price: null, total_qty: stock }],
      },
      [],
    );
    const variant = frame.frameSizes[0];
    if (!variant) throw new Error('the frame has no variant');
    out.push({
      frameId: frame.frameId,
      sizeId,
      frameSizeId: variant.frameSizeId,
      name: frame.name,
    });
  }
  return out;
}
