import {
  FRAME_SHAPES,
  ONE_SIDE_ROUND_SHAPES,
  SQUARE_ONLY_SHAPES,
} from '@frameshop/contracts/catalogue/constants';
import { pairKey, quoteCustomFrame } from '@frameshop/contracts/catalogue/quote';
import { type OrderItemSnapshot, orderItemSnapshot } from '@frameshop/contracts/orders/orders';
import { totalsFor, unitPricePaise } from '@frameshop/contracts/orders/pricing';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { z } from 'zod';
import { rebuildSalesRollups } from '../analytics/sales-rollup.published';
import { listFrames } from '../catalogue/frames.service';
import {
  attributeNames,
  currentPriceTables,
  sellableVariants,
} from '../catalogue/sellable.published';
import { uploadPhoto } from '../orders/photos.service';
import type { ServiceContext } from '../shared/context';
import { defineUseCase } from '../shared/use-case';
import { DEMO_REVIEWERS, DEMO_SHOPPER_EMAIL, ensureDemoShoppers } from './demo-accounts';
import { rng, storyOf } from './demo-order-story';
import {
  anyOrderExists,
  type DemoOrder,
  insertDemoOrder,
  markPhotosOrdered,
} from './demo-orders.repository';

/**
 * About 150 past orders over the last 14 months for the demo shop's dashboards: ready-made,
 * custom and mixed, in every status and payment state, with timelines, from the demo shoppers
 * and the seeded catalogue. Deterministic (a seeded generator; only "now" moves the dates).
 * Past orders hold no stock, so none is taken. Skipped when any order exists.
 */
const DAY = 24 * 60 * 60 * 1000;
const ORDERS = 150;
const SHOPPERS = [
  { firstName: 'Priya', lastName: 'Sharma', email: DEMO_SHOPPER_EMAIL },
  ...DEMO_REVIEWERS,
];
const ADDRESSES = [
  { address: '14 Residency Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560025' },
  { address: '7 Marine Drive', city: 'Mumbai', state: 'Maharashtra', postalCode: '400020' },
  { address: '22 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' },
  { address: '3 MI Road', city: 'Jaipur', state: 'Rajasthan', postalCode: '302001' },
  { address: '41 Anna Salai', city: 'Chennai', state: 'Tamil Nadu', postalCode: '600002' },
  { address: '9 Hazratganj', city: 'Lucknow', state: 'Uttar Pradesh', postalCode: '226001' },
  { address: '18 MG Road', city: 'Kochi', state: 'Kerala', postalCode: '682016' },
] as const;
const CUSTOM_SIZES = [8, 10, 12, 16, 18, 20, 24, 30];
const SHAPES = FRAME_SHAPES.filter((s) => !ONE_SIDE_ROUND_SHAPES.includes(s));

/** A plain picture drawn by sharp, uploaded as a shopper would, so admin previews are real. */
async function demoPhotos(ctx: ServiceContext, count: number): Promise<string[]> {
  const { default: sharp } = await import('sharp');
  const keys: string[] = [];
  const colours = ['#9b2c2c', '#2f6f4e', '#4f6d7a', '#d6b370'];
  for (let i = 0; i < count; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${colours[i % colours.length]}"/><circle cx="600" cy="450" r="300" fill="#fbf8f2" opacity="0.8"/></svg>`;
    try {
      const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
      keys.push((await uploadPhoto.run(ctx, undefined, [png])).photoKey);
    } catch {
      // A throttled or failing upload only costs the preview: the admin shows it as missing.
    }
  }
  return keys.length > 0 ? keys : ['demo-photo-missing'];
}

export const seedDemoOrders = defineUseCase({
  name: 'seed.demoOrders',
  access: 'system',
  kind: 'mutation',
  invalidates: [],
  input: z.undefined(),
  handler: async (ctx): Promise<number> => {
    if (await anyOrderExists(ctx.db)) return 0;
    const frames = (await listFrames.run(ctx, { page: 1, limit: 100, search: '', sort: 'newest' }))
      .data;
    if (frames.length === 0) return 0;
    const names = await attributeNames(ctx.db);
    const prices = await currentPriceTables(ctx.db);
    const wanted = frames.flatMap((f) =>
      [...names.sizes.keys()].map((sizeId) => ({ frameId: f.frameId, sizeId })),
    );
    const variants = [...(await sellableVariants(ctx.db, wanted)).values()].sort(
      (a, b) => a.frameSizeId - b.frameSizeId,
    );
    const pairs = [...names.materials.keys()].flatMap((m) =>
      [...names.frameMaterials.keys()]
        .filter((f) => prices.pairs.has(pairKey(m, f)))
        .map((f) => [m, f] as const),
    );
    const thicknesses = [...names.thicknesses];
    if (variants.length === 0) return 0;
    const shoppers = await ensureDemoShoppers(ctx, SHOPPERS);
    const photos = pairs.length > 0 ? await demoPhotos(ctx, 3) : [];

    const rand = rng(20261124);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
    const now = ctx.now();
    const times = Array.from(
      { length: ORDERS },
      () => now - Math.floor(rand() * 425 * DAY) - 3600_000,
    ).sort((a, b) => a - b);
    // The newest few: paid in the last days and waiting for the admin (Pending or Processing),
    // one paid this morning, and two placed a few hours ago still awaiting payment.
    const HOUR = 3600_000;
    times.splice(
      -6,
      6,
      now - 60 * HOUR,
      now - 36 * HOUR,
      now - 20 * HOUR,
      now - 9 * HOUR,
      now - 5 * HOUR,
      now - 2 * HOUR,
    );

    const demos: DemoOrder[] = times.map((createdAt, i) => {
      const who = shoppers[i % shoppers.length] as { userId: number };
      const person = SHOPPERS[i % SHOPPERS.length] as (typeof SHOPPERS)[number];
      const kindRoll = rand();
      const readyLines = kindRoll < 0.55 ? 1 + Math.floor(rand() * 2) : kindRoll < 0.8 ? 0 : 1;
      const customLines =
        pairs.length === 0 || photos.length === 0 ? 0 : readyLines === 0 || kindRoll >= 0.8 ? 1 : 0;
      const items: DemoOrder['items'] = [];
      for (let l = 0; l < Math.max(readyLines, customLines === 0 ? 1 : 0); l++) {
        const v = pick(variants);
        const quantity = 1 + Math.floor(rand() * (rand() < 0.8 ? 1 : 3));
        const unit = unitPricePaise(v);
        const snapshot: OrderItemSnapshot = {
          productType: 'pre-listed',
          frameId: v.frameId,
          sizeId: v.sizeId,
          frameName: v.frameName,
          image: v.image,
          widthIn: v.widthIn,
          heightIn: v.heightIn,
          sizeLabel: v.sizeLabel,
        };
        items.push(item(items.length, 'pre-listed', v.frameSizeId, quantity, unit, snapshot));
      }
      for (let l = 0; l < customLines; l++) {
        const [materialId, frameMaterialId] = pick(pairs);
        const [thicknessId, thickness] = pick(thicknesses);
        const widthIn = pick(CUSTOM_SIZES);
        const shape = pick(SHAPES);
        const heightIn = SQUARE_ONLY_SHAPES.includes(shape) ? widthIn : pick(CUSTOM_SIZES);
        const quote = quoteCustomFrame(
          { widthIn, heightIn, shape, materialId, frameMaterialId },
          prices,
        );
        const quantity = rand() < 0.85 ? 1 : 2;
        const snapshot: OrderItemSnapshot = {
          productType: 'custom',
          photoKey: pick(photos),
          crop: { x: 0, y: 0, width: 1200, height: 900 },
          widthIn,
          heightIn,
          sizeId: null,
          materialId,
          material: names.materials.get(materialId) ?? 'Unknown',
          frameMaterialId,
          frameMaterial: names.frameMaterials.get(frameMaterialId) ?? 'Unknown',
          shape,
          thicknessId,
          thickness,
          glassThickness: null,
          instructions: rand() < 0.3 ? 'Please pack with extra corner guards.' : null,
          quote: {
            areaSqFt: Math.round(quote.areaSqFt * 10_000) / 10_000,
            ratePerSqft: paiseToRupees(quote.ratePaisePerSqFt),
            oneSideRoundPerSqft: null,
          },
        };
        items.push(item(items.length, 'custom', null, quantity, quote.pricePaise, snapshot));
      }
      const totals = totalsFor(
        items.reduce((n, it) => n + it.totalPaise, 0),
        ctx.pricing,
      );
      const story = storyOf(rand, (now - createdAt) / DAY, totals.grandTotalPaise);
      const paidAt = story.paid ? createdAt + (2 + Math.floor(rand() * 8)) * 60_000 : null;
      return {
        order: {
          userId: who.userId,
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          ...ADDRESSES[i % ADDRESSES.length],
          apt: i % 3 === 0 ? `Flat ${100 + (i % 40)}` : null,
          phone: `98${String(10_000_000 + i * 7919).slice(-8)}`,
          ...totals,
          gstRatePercent: ctx.pricing.gstRatePercent,
          status: story.status,
          paymentStatus: story.payment,
          stockReserved: 0,
          hasPrelisted: items.some((it) => it.productType === 'pre-listed') ? 1 : 0,
          hasCustom: items.some((it) => it.productType === 'custom') ? 1 : 0,
          createdAt,
          updatedAt: createdAt + story.events.length * DAY,
          deletedAt: null,
          refundedPaise: story.refundedPaise,
          paymentFlag:
            i === ORDERS - 5 && story.paid ? 'Amount mismatch: check the gateway report' : null,
          paidAt,
        },
        items,
        events: [
          {
            at: createdAt,
            actorUserId: who.userId,
            actor: 'shopper',
            kind: 'placed',
            detail: 'Order placed, awaiting payment',
          },
          ...story.events.map((e, n) => ({
            // Never in the future: a recent order's later steps crowd into the time since.
            at: Math.min(
              now - (story.events.length - n) * 60_000,
              (paidAt ?? createdAt) + (n + 1) * (e.kind === 'payment' ? 60_000 : DAY),
            ),
            actorUserId: null,
            actor: e.actor,
            kind: e.kind,
            detail: e.detail,
          })),
        ],
      };
    });

    await ctx.db.transaction().execute(async (trx) => {
      for (const demo of demos) await insertDemoOrder(trx, demo);
      await markPhotosOrdered(trx, photos, now);
      await rebuildSalesRollups(trx);
    });
    return demos.length;
  },
});

function item(
  position: number,
  productType: 'pre-listed' | 'custom',
  frameSizeId: number | null,
  quantity: number,
  unitPricePaise: number,
  snapshot: OrderItemSnapshot,
): DemoOrder['items'][number] {
  // Parsed with the contract's schema: a demo snapshot must read back like a real one.
  const checked = orderItemSnapshot.parse(snapshot);
  return {
    position,
    productType,
    frameSizeId,
    quantity,
    unitPricePaise,
    totalPaise: unitPricePaise * quantity,
    snapshot: JSON.stringify(checked),
  };
}
