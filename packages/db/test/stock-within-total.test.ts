import { migrations } from '@frameshop/migrations';
import { type Kysely, Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { createDatabase } from '../src/create-db';
import type { DB } from '../src/schema';
import { describeEachDialect } from '../src/testing/test-database';

/**
 * Migration 0011 (issue 19, decision 0016): stock the old admin save had reset is repaired from
 * the ledger, `purchasedQty` goes, and a CHECK keeps 0 <= remaining <= total on both engines.
 */
const BEFORE = '2026_11_25_0010_attempt_checked_at';

// biome-ignore lint/suspicious/noExplicitAny: the schema at 0010 still has purchasedQty
type Old = Kysely<any>;

describeEachDialect('migration 0011: stock within its total', (t) => {
  it('repairs reset stock from the ledger, then refuses remaining above total', async () => {
    // SQLite keeps the stricter CHECK when 0011 is undone, so it starts from a fresh 0010 file;
    // MySQL undoes 0011 on the suite's database.
    const own = t.dialect === 'sqlite' ? createDatabase('sqlite::memory:') : null;
    const db = (own?.db ?? t.db) as Kysely<DB>;
    const migrator = new Migrator({
      db: db as Kysely<unknown>,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as Old;
    await old.insertInto('materials').values({ materialName: 'M', nameKey: 'm' }).execute();
    await old.insertInto('frame_materials').values({ materialName: 'F', nameKey: 'f' }).execute();
    const ids: Record<string, number> = {};
    const material = await old
      .selectFrom('materials')
      .select('materialId')
      .executeTakeFirstOrThrow();
    const frameMaterial = await old
      .selectFrom('frame_materials')
      .select('frameMaterialId')
      .executeTakeFirstOrThrow();
    const frame = await old
      .insertInto('frames')
      .values({
        name: 'Oak',
        description: 'd',
        basePricePaise: 100,
        colors: '[]',
        careInstruction: '[]',
        includes: '[]',
        materialId: material.materialId,
        frameMaterialId: frameMaterial.frameMaterialId,
        frameShape: 'Square',
        weightGrams: 1,
        origin: '',
        isNewArrival: 0,
        isOffer: 0,
        archivedAt: null,
        createdAt: 1,
        updatedAt: 1,
      })
      .executeTakeFirstOrThrow();
    // Each variant's history as the old code wrote it: [total, remaining, ledger deltas].
    const stories: Record<string, [number, number, [number, string][]]> = {
      // The numbers: 3 reserved (41), an admin save reset it (44), the cancel (47).
      pushedAbove: [
        44,
        47,
        [
          [44, 'initial'],
          [-3, 'order_reserve'],
          [3, 'admin_edit'],
          [3, 'order_release'],
        ],
      ],
      // 4 held by an open order, put back on sale by a save.
      heldResold: [
        5,
        5,
        [
          [5, 'initial'],
          [-4, 'order_reserve'],
          [4, 'admin_edit'],
        ],
      ],
      // Orders hold 2, the admin lowered the total to 1 and the save put 1 back on sale.
      totalBelowHeld: [
        1,
        1,
        [
          [2, 'initial'],
          [-2, 'order_reserve'],
          [1, 'admin_edit'],
        ],
      ],
      // Orders hold 2: a refunded, then deleted, Processing order that never gave them back.
      stuckDeleted: [
        5,
        3,
        [
          [5, 'initial'],
          [-2, 'order_reserve'],
        ],
      ],
      // Nothing wrong: left alone.
      healthy: [
        3,
        2,
        [
          [3, 'initial'],
          [-1, 'order_reserve'],
        ],
      ],
    };
    let width = 100;
    for (const [name, [total, remaining, moves]] of Object.entries(stories)) {
      const size = await old
        .insertInto('sizes')
        .values({ widthCenti: width, heightCenti: width })
        .executeTakeFirstOrThrow();
      width += 100;
      const variant = await old
        .insertInto('frame_sizes')
        .values({
          frameId: Number(frame.insertId),
          sizeId: Number(size.insertId),
          pricePaise: 100,
          offerPricePaise: null,
          totalQty: total,
          remainedQty: remaining,
          purchasedQty: 0,
        })
        .executeTakeFirstOrThrow();
      ids[name] = Number(variant.insertId);
      for (const [delta, reason] of moves) {
        await old
          .insertInto('stock_movements')
          .values({ frameSizeId: ids[name], delta, reason, actorUserId: null, createdAt: 1 })
          .execute();
      }
    }

    const order = await old
      .insertInto('orders')
      .values({
        userId: null,
        email: 'a@example.com',
        firstName: 'A',
        lastName: 'R',
        address: '1 MG Road',
        apt: null,
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        phone: '9876543210',
        subtotalPaise: 200,
        shippingPaise: 0,
        gstPaise: 0,
        grandTotalPaise: 200,
        gstRatePercent: 18,
        status: 2,
        paymentStatus: 'refunded',
        stockReserved: 1,
        hasPrelisted: 1,
        hasCustom: 0,
        createdAt: 1,
        updatedAt: 1,
        deletedAt: 2,
        refundedPaise: 200,
        paymentFlag: null,
        paidAt: 1,
      })
      .executeTakeFirstOrThrow();
    await old
      .insertInto('order_items')
      .values({
        orderId: Number(order.insertId),
        position: 0,
        productType: 'pre-listed',
        frameSizeId: ids.stuckDeleted,
        frameId: Number(frame.insertId),
        quantity: 2,
        unitPricePaise: 100,
        totalPaise: 200,
        snapshot: '{}',
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db
      .selectFrom('frame_sizes as v')
      .leftJoin('stock_movements as m', 'm.frameSizeId', 'v.frameSizeId')
      .select([
        'v.frameSizeId',
        'v.totalQty',
        'v.remainedQty',
        (eb) => eb.fn.sum<number>('m.delta').as('ledger'),
      ])
      .groupBy(['v.frameSizeId', 'v.totalQty', 'v.remainedQty'])
      .orderBy('v.frameSizeId')
      .execute();
    expect(rows.map((r) => [Number(r.totalQty), Number(r.remainedQty), Number(r.ledger)])).toEqual([
      [44, 44, 44],
      [5, 1, 1],
      [2, 0, 0],
      [5, 5, 5],
      [3, 2, 2],
    ]);
    const released = await db
      .selectFrom('orders')
      .select('stockReserved')
      .where('orderId', '=', Number(order.insertId))
      .executeTakeFirstOrThrow();
    expect(Number(released.stockReserved)).toBe(0);
    const releases = await db
      .selectFrom('stock_movements')
      .select(['frameSizeId', 'delta'])
      .where('reason', '=', 'order_release')
      .where('createdAt', '>', 1)
      .execute();
    expect(releases.map((r) => [Number(r.frameSizeId), Number(r.delta)])).toEqual([
      [ids.stuckDeleted, 2],
    ]);
    const repairs = await db
      .selectFrom('stock_movements')
      .select(['frameSizeId', 'delta'])
      .where('reason', '=', 'ledger_repair')
      .orderBy('frameSizeId')
      .execute();
    expect(repairs.map((r) => [Number(r.frameSizeId), Number(r.delta)])).toEqual([
      [ids.pushedAbove, -3],
      [ids.heldResold, -4],
      [ids.totalBelowHeld, -1],
    ]);
    // purchasedQty is gone; the CHECK refuses remaining above total and below zero.
    const columns = Object.keys(
      (await db.selectFrom('frame_sizes').selectAll().executeTakeFirstOrThrow()) as object,
    );
    expect(columns).not.toContain('purchasedQty');
    const healthy = ids.healthy!;
    for (const remainedQty of [4, -1]) {
      await expect(
        db
          .updateTable('frame_sizes')
          .set({ remainedQty })
          .where('frameSizeId', '=', healthy)
          .execute(),
      ).rejects.toThrow(/check|constraint/i);
    }
    await db
      .updateTable('frame_sizes')
      .set({ remainedQty: 3 })
      .where('frameSizeId', '=', healthy)
      .execute();
    // Lowering the total under what remains is refused too.
    await expect(
      db
        .updateTable('frame_sizes')
        .set({ totalQty: 2 })
        .where('frameSizeId', '=', healthy)
        .execute(),
    ).rejects.toThrow(/check|constraint/i);
    if (own) {
      await own.destroy();
    } else {
      for (const table of [
        'order_items',
        'orders',
        'stock_movements',
        'frame_sizes',
        'frames',
        'sizes',
        'materials',
        'frame_materials',
      ]) {
        await sql`DELETE FROM ${sql.table(table)}`.execute(db);
      }
    }
  });
});
