import type { OrderRow } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { orderFacts } from '../src/analytics/rollups.repository';
import { applyOrderChange, rebuildSalesRollups } from '../src/analytics/sales-rollup.published';
import {
  type FixtureItem,
  insertFixtureOrder,
  ist,
  rollupSnapshot,
  StatementCounter,
} from '../src/testing/sales-fixtures';

/** A small deterministic PRNG (mulberry32), so a failure replays. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describeEachDialect('sales rollups', (t) => {
  beforeEach(() => t.truncate());

  /** One change as the orders and payment services make it: lock, update, apply, commit. */
  async function change(orderId: number, set: Partial<OrderRow>) {
    await t.db.transaction().execute(async (trx) => {
      const before = await orderFacts(trx, orderId);
      await trx.updateTable('orders').set(set).where('orderId', '=', orderId).execute();
      const after = await orderFacts(trx, orderId);
      await applyOrderChange(trx, before, after);
    });
  }

  it('equal a full recomputation after random payments, refunds, status changes and deletions', async () => {
    const rnd = prng(13);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      const items: FixtureItem[] = [];
      const lines = 1 + Math.floor(rnd() * 3);
      for (let l = 0; l < lines; l++) {
        items.push(
          rnd() < 0.6
            ? {
                kind: 'ready',
                frameId: 1 + Math.floor(rnd() * 5),
                quantity: 1 + Math.floor(rnd() * 3),
                totalPaise: 1000 + Math.floor(rnd() * 9000),
              }
            : {
                kind: 'custom',
                material: pick(['Canvas', 'Paper']),
                frameMaterial: pick(['Teak', 'Pine', 'Metal']),
                quantity: 1,
                totalPaise: 2000 + Math.floor(rnd() * 9000),
                areaSqFt: Math.round(rnd() * 600) / 100,
              },
        );
      }
      const grand = items.reduce((n, it) => n + it.totalPaise, 0) + 5000;
      // Around the IST month boundary, so day and month buckets both matter.
      const createdAt = ist(2026, 2, 28, 23, 0) + Math.floor(rnd() * 4 * 3600_000);
      ids.push(
        await insertFixtureOrder(t.db, { createdAt, grandTotalPaise: grand, paid: false, items }),
      );
    }
    for (let step = 0; step < 400; step++) {
      const orderId = pick(ids);
      const now = (await orderFacts(t.db, orderId))!;
      const roll = rnd();
      if (now.deletedAt !== null) continue;
      if (now.paidAt === null) {
        if (roll < 0.7)
          await change(orderId, { paidAt: now.createdAt + 1000, paymentStatus: 'paid' });
        else if (roll < 0.8) await change(orderId, { deletedAt: now.createdAt + 5 });
        else await change(orderId, { status: 1 + Math.floor(rnd() * 5) });
      } else if (roll < 0.35) {
        const left = now.grandTotalPaise - now.refundedPaise;
        if (left > 0)
          await change(orderId, {
            refundedPaise: now.refundedPaise + 1 + Math.floor(rnd() * left),
          });
      } else if (roll < 0.75) {
        await change(orderId, { status: 1 + Math.floor(rnd() * 5) });
      } else if (roll < 0.85) {
        await change(orderId, { deletedAt: now.createdAt + 10 });
      } else {
        await change(orderId, { paymentFlag: 'Amount mismatch' });
      }
    }
    const maintained = await rollupSnapshot(t.db);
    expect(maintained.totals.length).toBeGreaterThan(0);
    await t.db.transaction().execute((trx) => rebuildSalesRollups(trx));
    expect(await rollupSnapshot(t.db)).toEqual(maintained);
  });

  it('stay exact when many payments on the same day commit at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        await insertFixtureOrder(t.db, {
          createdAt: ist(2026, 4, 2, 10, i),
          grandTotalPaise: 1000 + i,
          paid: false,
          status: 1 + (i % 2),
        }),
      );
    }
    await Promise.all(ids.map((orderId, i) => change(orderId, { paidAt: ist(2026, 4, 2, 11, i) })));
    const maintained = await rollupSnapshot(t.db);
    await t.db.transaction().execute((trx) => rebuildSalesRollups(trx));
    expect(await rollupSnapshot(t.db)).toEqual(maintained);
    expect(maintained.totals).toHaveLength(4);
  });

  it('does nothing when the counted contribution is unchanged', async () => {
    const orderId = await insertFixtureOrder(t.db, {
      createdAt: ist(2026, 1, 5),
      grandTotalPaise: 1000,
    });
    const counter = new StatementCounter();
    const db = t.db.withPlugin(counter);
    await db.transaction().execute(async (trx) => {
      const facts = (await orderFacts(trx, orderId))!;
      counter.count = 0;
      await applyOrderChange(trx, facts, { ...facts });
      await applyOrderChange(trx, null, { ...facts, paidAt: null });
      await applyOrderChange(trx, { ...facts, deletedAt: 1 }, null);
    });
    expect(counter.count).toBe(0);
    // A refund alone touches the totals only, in one statement.
    await db.transaction().execute(async (trx) => {
      const facts = (await orderFacts(trx, orderId))!;
      counter.count = 0;
      await applyOrderChange(trx, facts, { ...facts, refundedPaise: 400 });
    });
    expect(counter.count).toBe(1);
  });
});
