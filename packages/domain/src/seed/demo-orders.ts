import {
  FRAME_SHAPES,
  ONE_SIDE_ROUND_SHAPES,
  SQUARE_ONLY_SHAPES,
} from '@frameshop/contracts/catalogue/constants';
import { pairKey } from '@frameshop/contracts/catalogue/quote';
import type { OrderLine } from '@frameshop/contracts/orders/orders';
import { CANCELLED_STATUS } from '@frameshop/contracts/orders/statuses';
import { UNPAID_ORDER_TTL_MS } from '@frameshop/contracts/payment/schedule';
import { PERMISSIONS } from '@frameshop/contracts/staff/permissions';
import { z } from 'zod';
import { listFrames } from '../catalogue/frames.service';
import {
  attributeNames,
  currentPriceTables,
  sellableVariants,
} from '../catalogue/sellable.published';
import { discardQueuedMailTo } from '../mail/outbox.published';
import { setOrderStatus } from '../orders/order-admin.service';
import { placeOrder } from '../orders/orders.service';
import { uploadPhoto } from '../orders/photos.service';
import { startPayment, verifyPayment } from '../payment/payment.service';
import { checkPaymentNow } from '../payment/payment-admin.service';
import { runPaymentWorker } from '../payment/payment-worker.service';
import type { ServiceContext } from '../shared/context';
import { AppError } from '../shared/errors';
import type { Throttle } from '../shared/throttle';
import { defineUseCase } from '../shared/use-case';
import { ensureAccounts } from '../users/accounts.published';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_REVIEWERS,
  DEMO_SHOPPER_EMAIL,
  ensureDemoShoppers,
} from './demo-accounts';
import { rng, type Story, storyOf } from './demo-order-story';
import { anyOrderExists } from './demo-orders.repository';

/**
 * About 150 past orders over the last 14 months for the demo shop's dashboards: ready-made,
 * custom and mixed, in every status and payment state, from the demo shoppers and the seeded
 * catalogue. Made through the same use cases as real orders, each at its own past moment:
 * placed by its shopper (stock taken), paid or declined on the payment simulator's page and
 * settled by the status call, moved and cancelled by the demo admin, refunded through the
 * simulator. So every admin action works on them as on any order (issue 24). Deterministic (a
 * seeded generator; only "now" moves the dates). Skipped when any order exists, and without the
 * simulator (a real gateway cannot be paid by a seed).
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
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
const CUSTOM_SIZES = [8, 10, 12];
const SHAPES = FRAME_SHAPES.filter((s) => !ONE_SIDE_ROUND_SHAPES.includes(s));
/** Units of a size the demo orders leave on sale; sizes with less than twice this are not sold. */
const KEEP_IN_STOCK = 6;
/** The demo photos' pixels: the largest demo size (12") still prints at 100 dpi. */
const PHOTO = { width: 1600, height: 1200 };

type ReadyLine = Extract<OrderLine, { kind: 'ready' }> & { frameSizeId: number };
type CustomLine = Extract<OrderLine, { kind: 'custom' }>;

/** The seed is not a client: no per-IP budget applies to it (each call is still checked). */
const unthrottled: Throttle = { attempt: async () => {}, forgive: async () => {} };

export const seedDemoOrders = defineUseCase({
  name: 'seed.demoOrders',
  access: 'system',
  kind: 'mutation',
  invalidates: ['catalogue', 'content'],
  input: z.undefined(),
  handler: async (ctx): Promise<number> => {
    const payPage = ctx.payment.simulatorPage;
    if (!payPage || (await anyOrderExists(ctx.db))) return 0;
    const frames = (await listFrames.run(ctx, { page: 1, limit: 100, search: '', sort: 'newest' }))
      .data;
    const names = await attributeNames(ctx.db);
    const prices = await currentPriceTables(ctx.db);
    const variants = [
      ...(
        await sellableVariants(
          ctx.db,
          frames.flatMap((f) =>
            [...names.sizes.keys()].map((sizeId) => ({ frameId: f.frameId, sizeId })),
          ),
        )
      ).values(),
    ].sort((a, b) => a.frameSizeId - b.frameSizeId);
    if (variants.length === 0) return 0;
    /** Units the demo may still sell of each size: what keeps KEEP_IN_STOCK of it on sale. */
    const spare = new Map(
      variants.map((v) => [
        v.frameSizeId,
        v.remaining >= 2 * KEEP_IN_STOCK ? v.remaining - KEEP_IN_STOCK : 0,
      ]),
    );
    const pairs = [...names.materials.keys()].flatMap((m) =>
      [...names.frameMaterials.keys()]
        .filter((f) => prices.pairs.has(pairKey(m, f)))
        .map((f) => [m, f] as const),
    );
    const thicknesses = [...names.thicknesses.keys()];

    const now = ctx.now();
    const base: ServiceContext = {
      ...ctx,
      throttle: unthrottled,
      // Old unpaid orders wait for the expiry run that follows each; the limits stay checked.
      limits: { ...ctx.limits, maxUnpaidOrders: Math.max(ctx.limits.maxUnpaidOrders, ORDERS) },
    };
    const at = (time: number, actor: ServiceContext['actor']): ServiceContext => ({
      ...base,
      now: () => time,
      actor,
    });
    const shoppers = await ensureDemoShoppers(ctx, SHOPPERS);
    const [admin] = await ensureAccounts(
      ctx.db,
      [
        {
          email: DEMO_ADMIN_EMAIL,
          firstName: 'Demo',
          lastName: 'Admin',
          role: 'admin',
          password: `${Math.random()}`,
        },
      ],
      now,
    );
    const adminAt = (time: number) =>
      at(time, {
        userId: (admin as { userId: number }).userId,
        role: 'admin',
        sessionId: 'demo-seed',
        // The demo admin is an Owner.
        permissions: PERMISSIONS,
      });
    const photos = pairs.length > 0 ? await demoPhotos(base, shoppers, now - 430 * DAY) : new Map();

    const rand = rng(20261124);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
    const times = Array.from(
      { length: ORDERS },
      () => now - Math.floor(rand() * 425 * DAY) - HOUR,
    ).sort((a, b) => a - b);
    // The newest few: paid in the last days and waiting for the admin (Pending or Processing),
    // one cancelled this morning whose refund is under way, and two placed a few hours ago
    // still awaiting payment.
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

    let made = 0;
    const later: (() => Promise<unknown>)[] = [];
    for (const [i, createdAt] of times.entries()) {
      const who = shoppers[i % shoppers.length] as { userId: number };
      const person = SHOPPERS[i % SHOPPERS.length] as (typeof SHOPPERS)[number];
      const shopperAt = (time: number) =>
        at(time, { userId: who.userId, role: 'user', sessionId: 'demo-seed', permissions: [] });
      const kindRoll = rand();
      const photo = photos.get(who.userId);
      const wantsCustom = photo !== undefined && pairs.length > 0 && kindRoll >= 0.55;
      const readyLines = kindRoll < 0.55 ? 1 + Math.floor(rand() * 2) : kindRoll < 0.8 ? 0 : 1;
      const lines: ReadyLine[] = [];
      const custom: CustomLine[] = [];
      for (let l = 0; l < Math.max(readyLines, wantsCustom ? 0 : 1); l++) {
        // A shopper buys what is on sale; the demo leaves every size it sells well stocked
        // (and the catalogue's low and sold-out sizes as they were made).
        const onSale = variants.filter(
          (v) =>
            (spare.get(v.frameSizeId) ?? 0) > 0 &&
            !lines.some((line) => line.frameSizeId === v.frameSizeId),
        );
        if (onSale.length === 0) break;
        const v = pick(onSale);
        const left = spare.get(v.frameSizeId) ?? 0;
        const quantity = Math.min(left, 1 + Math.floor(rand() * (rand() < 0.8 ? 1 : 3)));
        spare.set(v.frameSizeId, left - quantity);
        lines.push({
          kind: 'ready',
          frameId: v.frameId,
          sizeId: v.sizeId,
          quantity,
          frameSizeId: v.frameSizeId,
        });
      }
      if (lines.length === 0 && !wantsCustom) break;
      if (wantsCustom && photo) {
        const [materialId, frameMaterialId] = pick(pairs);
        const shape = pick(SHAPES);
        const widthIn = pick(CUSTOM_SIZES);
        const heightIn = SQUARE_ONLY_SHAPES.includes(shape) ? widthIn : pick(CUSTOM_SIZES);
        custom.push({
          kind: 'custom',
          photoKey: photo,
          crop: cropFor(widthIn, heightIn),
          widthIn,
          heightIn,
          materialId,
          frameMaterialId,
          shape,
          thicknessId: pick(thicknesses),
          instructions: rand() < 0.3 ? 'Please pack with extra corner guards.' : undefined,
          quantity: rand() < 0.85 ? 1 : 2,
        });
      }
      const story: Story =
        i === ORDERS - 4 ? { kind: 'cancelling' } : storyOf(rand, (now - createdAt) / DAY);
      const shipping = {
        firstName: person.firstName,
        lastName: person.lastName,
        ...ADDRESSES[i % ADDRESSES.length],
        apt: i % 3 === 0 ? `Flat ${100 + (i % 40)}` : undefined,
        phone: `98${String(10_000_000 + i * 7919).slice(-8)}`,
      };
      let orderId: number;
      try {
        orderId = (
          await placeOrder.execute(shopperAt(createdAt), {
            shipping,
            lines: [...lines.map(({ frameSizeId: _, ...line }) => line), ...custom],
          })
        ).orderId;
      } catch (error) {
        // A size sold out by the orders before it, or a custom size its photo cannot fill:
        // a shopper would have changed the cart; the demo leaves that order out.
        if (error instanceof AppError) continue;
        throw error;
      }
      await live(story, {
        orderId,
        createdAt,
        now,
        shopperAt,
        adminAt,
        payPage,
        system: (time) => ({ ...base, now: () => time }),
        later,
      });
      made++;
    }
    for (const step of later) await step();
    // The demo shoppers are made up: what the shop wrote to them is not sent anywhere.
    await discardQueuedMailTo(
      ctx.db,
      SHOPPERS.map((s) => s.email),
    );
    return made;
  },
});

interface Moments {
  orderId: number;
  createdAt: number;
  now: number;
  shopperAt: (time: number) => ServiceContext;
  adminAt: (time: number) => ServiceContext;
  system: (time: number) => ServiceContext;
  payPage: (redirectUrl: string, action: 'pay' | 'decline') => Promise<void>;
  /** Steps to take once every order has been made. */
  later: (() => Promise<unknown>)[];
}

/** What happened to one placed order, through the use cases, each step at its own time. */
async function live(story: Story, m: Moments): Promise<void> {
  const { orderId, createdAt } = m;
  const expire = () =>
    runPaymentWorker.run(m.system(createdAt + UNPAID_ORDER_TTL_MS + 60_000), {
      owner: 'demo-seed',
    });
  if (story.kind === 'unpaid') return;
  if (story.kind === 'abandoned') {
    await expire();
    return;
  }
  const paying = m.shopperAt(createdAt + 60_000);
  const started = await startPayment.execute(paying, { orderId });
  await m.payPage(started.redirectUrl, story.kind === 'declined' ? 'decline' : 'pay');
  await verifyPayment.execute(m.shopperAt(createdAt + 2 * 60_000), {
    merchantTransactionId: started.merchantTransactionId,
  });
  if (story.kind === 'declined') {
    await expire();
    return;
  }
  if (story.kind === 'paid') {
    // Each step a day after the last, and never later than an hour ago.
    for (let status = 2; status <= story.status; status++) {
      const when = Math.min(createdAt + (status - 1) * DAY, m.now - (6 - status) * 60_000);
      await setOrderStatus.execute(m.adminAt(when), { orderId, status });
    }
    return;
  }
  // Cancelled by the shop after payment: the refund goes back through the simulator. The
  // newest one's refund is left to the payment worker, as a cancellation this morning would be:
  // done after every other order, so no worker run of the seed's sends it.
  if (story.kind === 'cancelling') {
    m.later.push(() =>
      setOrderStatus.execute(m.adminAt(m.now - 30 * 60_000), { orderId, status: CANCELLED_STATUS }),
    );
    return;
  }
  const cancelledAt = createdAt + DAY;
  await setOrderStatus.execute(m.adminAt(cancelledAt), { orderId, status: CANCELLED_STATUS });
  await runPaymentWorker.run(m.system(cancelledAt + 60_000), { owner: 'demo-seed' });
  await checkPaymentNow.execute(m.adminAt(cancelledAt + 10 * 60_000), { orderId });
}

/** The crop of the whole demo photo that has the size's proportions, centred. */
function cropFor(widthIn: number, heightIn: number) {
  const scale = Math.min(PHOTO.width / widthIn, PHOTO.height / heightIn);
  const width = Math.floor(widthIn * scale);
  const height = Math.floor(heightIn * scale);
  return {
    x: Math.floor((PHOTO.width - width) / 2),
    y: Math.floor((PHOTO.height - height) / 2),
    width,
    height,
  };
}

/** One picture per demo shopper, drawn by sharp and uploaded as that shopper would. */
async function demoPhotos(
  base: ServiceContext,
  shoppers: readonly { userId: number }[],
  at: number,
): Promise<Map<number, string>> {
  const { default: sharp } = await import('sharp');
  const colours = ['#9b2c2c', '#2f6f4e', '#4f6d7a', '#d6b370'];
  const keys = new Map<number, string>();
  for (const [i, { userId }] of shoppers.entries()) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}"><rect width="100%" height="100%" fill="${colours[i % colours.length]}"/><circle cx="50%" cy="50%" r="30%" fill="#fbf8f2" opacity="0.8"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
    const ctx = {
      ...base,
      now: () => at,
      actor: { userId, role: 'user' as const, sessionId: 'demo-seed', permissions: [] },
    };
    keys.set(userId, (await uploadPhoto.run(ctx, undefined, [jpeg])).photoKey);
  }
  return keys;
}
