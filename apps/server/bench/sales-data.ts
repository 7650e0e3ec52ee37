import type { DB } from '@frameshop/db/schema';
import { type Kysely, sql } from 'kysely';

/**
 * Realistic orders for the sales bench, written with big multi-row INSERTs of literal values
 * (all generated here, from fixed word lists: nothing to escape but the JSON's quotes).
 * Ids are explicit and rise with time, as real ones do.
 */
const FRAMES = Array.from({ length: 60 }, (_, i) => ({
  frameId: i + 1,
  name: `Bench Frame ${i + 1}`,
  image: `/uploads/frames/bench-${i + 1}-480.webp`,
}));
const MATERIALS = ['Canvas', 'Photo Paper', 'Acrylic', 'Glass', 'Metal Print'];
const FRAME_MATERIALS = ['Teak Wood', 'Oak Wood', 'Sheesham Wood', 'Aluminium', 'MDF'];
const YEARS_MS = 3 * 365 * 24 * 3600_000;
const ORDERS_PER_STATEMENT = 2000;

function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

function snapshot(rand: () => number): { type: string; unit: number; json: string } {
  if (rand() < 0.7) {
    const f = FRAMES[Math.floor(rand() * rand() * FRAMES.length)] as (typeof FRAMES)[number];
    const unit = (599 + f.frameId * 37) * 100;
    const json = JSON.stringify({
      productType: 'pre-listed',
      frameId: f.frameId,
      sizeId: 1 + (f.frameId % 12),
      frameName: f.name,
      image: f.image,
      widthIn: 12,
      heightIn: 18,
      sizeLabel: '12x18',
    });
    return { type: 'pre-listed', unit, json };
  }
  const widthIn = 8 + Math.floor(rand() * 23);
  const heightIn = 8 + Math.floor(rand() * 23);
  const areaSqFt = Math.round(((widthIn * heightIn) / 144) * 10_000) / 10_000;
  const unit = Math.round((areaSqFt * 45_000) / 100) * 100;
  const json = JSON.stringify({
    productType: 'custom',
    photoKey: 'benchbenchbenchbench01',
    crop: { x: 0, y: 0, width: 1000, height: 800 },
    widthIn,
    heightIn,
    sizeId: null,
    materialId: 1,
    material: MATERIALS[Math.floor(rand() * MATERIALS.length)],
    frameMaterialId: 1,
    frameMaterial: FRAME_MATERIALS[Math.floor(rand() * FRAME_MATERIALS.length)],
    shape: 'Rectangle',
    thicknessId: 1,
    thickness: '5mm',
    glassThickness: null,
    instructions: null,
    quote: { areaSqFt, ratePerSqft: 450, oneSideRoundPerSqft: null },
  });
  return { type: 'custom', unit, json };
}

/** Orders `firstId`..`lastId` (and their items), created over the three years before `now`. */
export async function generateOrders(
  db: Kysely<DB>,
  firstId: number,
  lastId: number,
  total: number,
  now: number,
): Promise<void> {
  const rand = prng(firstId);
  const start = now - YEARS_MS;
  for (let from = firstId; from <= lastId; from += ORDERS_PER_STATEMENT) {
    const to = Math.min(lastId, from + ORDERS_PER_STATEMENT - 1);
    const orders: string[] = [];
    const items: string[] = [];
    for (let id = from; id <= to; id++) {
      // Spread over the three years by id within this generation, with jitter.
      const createdAt = Math.floor(
        start + ((id - firstId + rand()) / (lastId - firstId + 1)) * YEARS_MS,
      );
      const lines = 1 + Math.floor(rand() * rand() * 3);
      let subtotal = 0;
      let ready = 0;
      let custom = 0;
      for (let p = 0; p < lines; p++) {
        const s = snapshot(rand);
        const qty = rand() < 0.85 ? 1 : 2;
        subtotal += s.unit * qty;
        if (s.type === 'custom') custom = 1;
        else ready = 1;
        items.push(
          `(${id},${p},'${s.type}',NULL,${qty},${s.unit},${s.unit * qty},${quote(s.json)})`,
        );
      }
      const shipping = subtotal >= 149_900 ? 0 : 9_900;
      const grand = subtotal + shipping;
      const gst = Math.round((grand * 5) / 105);
      const roll = rand();
      // 85% paid, 5% refunded, 3% refund pending, 7% never paid; 1% deleted.
      const payment =
        roll < 0.85 ? 'paid' : roll < 0.9 ? 'refunded' : roll < 0.93 ? 'refund pending' : 'failed';
      const paid = payment !== 'failed';
      const sr = rand();
      const status =
        payment === 'paid'
          ? sr < 0.03
            ? 1
            : sr < 0.07
              ? 2
              : sr < 0.12
                ? 3
                : sr < 0.95
                  ? 4
                  : 5
          : payment === 'failed'
            ? 1
            : 5;
      const refunded = payment === 'refunded' ? grand : 0;
      const deletedAt = rand() < 0.01 ? createdAt + 86_400_000 : 'NULL';
      orders.push(
        `(${id},NULL,'bench${id % 5000}@example.com','Asha','Rao','12 MG Road',NULL,'Pune','Maharashtra','411001','9876543210',${subtotal},${shipping},${gst},${grand},5,${status},'${payment}',0,${ready},${custom},${createdAt},${createdAt},${deletedAt},${refunded},NULL,${paid ? createdAt + 120_000 : 'NULL'})`,
      );
    }
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(
          `INSERT INTO orders (orderId,userId,email,firstName,lastName,address,apt,city,state,postalCode,phone,subtotalPaise,shippingPaise,gstPaise,grandTotalPaise,gstRatePercent,status,paymentStatus,stockReserved,hasPrelisted,hasCustom,createdAt,updatedAt,deletedAt,refundedPaise,paymentFlag,paidAt) VALUES ${orders.join(',')}`,
        )
        .execute(trx);
      await sql
        .raw(
          `INSERT INTO order_items (orderId,position,productType,frameSizeId,quantity,unitPricePaise,totalPaise,snapshot) VALUES ${items.join(',')}`,
        )
        .execute(trx);
    });
    if ((to - firstId + 1) % 100_000 === 0 || to === lastId) {
      process.stdout.write(
        `\r  generated ${to.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} orders`,
      );
    }
  }
  process.stdout.write('\n');
}
