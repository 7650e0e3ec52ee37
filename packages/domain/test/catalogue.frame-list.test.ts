import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { createFrame, getFrame, listFrames, updateFrame } from '../src/catalogue/frames.service';
import type { ServiceContext } from '../src/shared/context';
import { ADMIN, catalogueBasics, frameInput } from './catalogue-fixtures';
import { ctxFor, depsFor } from './helpers';

/** The frame list: card prices, filters, sorting, pages, and reads that see the last write. */
describeEachDialect('catalogue service', (t) => {
  let admin: ServiceContext;
  beforeEach(async () => {
    await t.truncate();
    admin = ctxFor(depsFor(t), ADMIN);
  });

  const basics = () => catalogueBasics(admin);
  it('gives each card the lowest price paid, the original it replaces and the pieces left', async () => {
    const b = await basics();
    const deps = depsFor(t);
    const writer = ctxFor(deps, ADMIN);
    // Small: 1200 on offer at 999, 10 left; large: 1800, none left.
    await createFrame.run(writer, frameInput(b, { name: 'Offer card' }), []);
    await createFrame.run(
      writer,
      frameInput(b, {
        name: 'Plain cheaper card',
        sizes: [
          { sizeId: b.small.sizeId, price: 1500, offer_price: 1400, total_qty: 1 },
          { sizeId: b.large.sizeId, price: 900, offer_price: null, total_qty: 2 },
        ],
      }),
      [],
    );
    const cards = (await listFrames.execute(ctxFor(deps), { sort: 'price_asc' })).data;
    expect(cards.map((c) => [c.name, c.fromPrice, c.fromOriginalPrice, c.stock])).toEqual([
      // A cheaper plain size wins over a dearer offer: nothing is struck through.
      ['Plain cheaper card', 900, null, 3],
      ['Offer card', 999, 1200, 10],
    ]);
  });

  it('lists, filters, sorts and pages frames; a write is visible to the next read', async () => {
    const b = await basics();
    const deps = depsFor(t);
    const writer = ctxFor(deps, ADMIN);
    const reader = ctxFor(deps);
    for (let i = 1; i <= 5; i++) {
      await createFrame.run(
        writer,
        {
          ...frameInput(b, {
            name: `Frame ${i}`,
            basePrice: i * 100,
            isOffer: i % 2 === 0,
            frameShape: i === 3 ? 'Oval' : 'Square',
            // No sizes: a card's price, the price sort and filter then use the base price.
            sizes: [],
          }),
        },
        [],
      );
    }
    const page1 = await listFrames.execute(reader, { limit: 2 });
    expect(page1.data.map((f) => f.name)).toEqual(['Frame 5', 'Frame 4']);
    expect(page1.pagination).toEqual({ page: 1, limit: 2, totalItems: 5, totalPages: 3 });
    expect(
      (await listFrames.execute(reader, { limit: 2, page: 3 })).data.map((f) => f.name),
    ).toEqual(['Frame 1']);
    expect((await listFrames.execute(reader, { search: 'ME 3' })).data.map((f) => f.name)).toEqual([
      'Frame 3',
    ]);
    expect((await listFrames.execute(reader, { search: '%' })).data).toEqual([]);
    expect(
      (await listFrames.execute(reader, { isOffer: true, sort: 'price_asc' })).data.map(
        (f) => f.basePrice,
      ),
    ).toEqual([200, 400]);
    expect((await listFrames.execute(reader, { frameShape: 'Oval' })).pagination.totalItems).toBe(
      1,
    );
    expect(
      (
        await listFrames.execute(reader, { minPrice: 200, maxPrice: 300, sort: 'price_desc' })
      ).data.map((f) => f.basePrice),
    ).toEqual([300, 200]);

    // The read above is cached; a rename through the service must show on the next read.
    const first = page1.data[0]!;
    await updateFrame.run(
      writer,
      {
        ...frameInput(b, { name: 'Renamed', basePrice: 500 }),
        frameId: first.frameId,
      },
      [],
    );
    expect((await listFrames.execute(reader, { limit: 2 })).data[0]?.name).toBe('Renamed');
    expect((await getFrame.execute(reader, { frameId: first.frameId })).name).toBe('Renamed');
  });
});
