import { FRAME_SHAPES, FRAME_SORTS } from '@frameshop/contracts/catalogue/constants';
import { frameListQuery } from '@frameshop/contracts/catalogue/schemas';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { expect, it } from 'vitest';
import {
  buildFrameCountQuery,
  buildFramePageQuery,
  listStatements,
} from '../src/catalogue/frames-list.repository';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue';
import { systemContext } from '../src/shared/context';
import { depsFor } from './helpers';

/** A deterministic generator, so a failure names a query that can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * The frame list runs SQL compiled once per shape with values placed by hand
 * (frames.repository.ts listStatements). For every combination of filters and each sort, the
 * statement and its values must be exactly what Kysely compiles for that query, and so must
 * the rows.
 */
describeEachDialect('frame list statements compiled once per shape', (t) => {
  it('match what Kysely compiles, value for value, for every shape', async () => {
    const random = rng(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    let checked = 0;
    for (let mask = 0; mask < 256; mask++) {
      for (const sort of FRAME_SORTS) {
        const has = (bit: number) => (mask & (1 << bit)) !== 0;
        const query = frameListQuery.parse({
          page: 1 + Math.floor(random() * 3),
          limit: pick([1, 12, 100]),
          sort,
          ...(has(0) ? { search: pick(['Teak', '50%_off!', 'a', 'teak frame oak']) } : {}),
          ...(has(1) ? { materialId: 1 + Math.floor(random() * 5) } : {}),
          ...(has(2) ? { frameMaterialId: 1 + Math.floor(random() * 5) } : {}),
          ...(has(3) ? { frameShape: pick(FRAME_SHAPES) } : {}),
          ...(has(4) ? { isNewArrival: random() < 0.5 } : {}),
          ...(has(5) ? { isOffer: random() < 0.5 } : {}),
          ...(has(6) ? { minPrice: Math.round(random() * 300_000) / 100 } : {}),
          ...(has(7) ? { maxPrice: Math.round(random() * 900_000) / 100 } : {}),
        });
        const fast = listStatements(t.db, query);
        const page = buildFramePageQuery(t.db, query).compile();
        const count = buildFrameCountQuery(t.db, query).compile();
        const label = JSON.stringify(query);
        expect({ sql: fast.page.sql, values: fast.page.parameters }, label).toEqual({
          sql: page.sql,
          values: page.parameters,
        });
        expect({ sql: fast.count.sql, values: fast.count.parameters }, label).toEqual({
          sql: count.sql,
          values: count.parameters,
        });
        checked++;
      }
    }
    expect(checked).toBe(256 * FRAME_SORTS.length);
  });

  it('answers the same rows as the built query', async () => {
    await seedDemoCatalogue.run(systemContext(depsFor(t), 'seed'), undefined);
    for (const input of [
      { limit: 100 },
      { limit: 5, page: 2, sort: 'price_desc' },
      { search: 'a', isOffer: true, sort: 'rating' },
      { search: 'teak wood' },
      { search: 'oak', sort: 'price_asc', limit: 3 },
      { minPrice: 1000, maxPrice: 3000, frameShape: 'Rectangle', sort: 'price_asc' },
    ]) {
      const query = frameListQuery.parse(input);
      const fast = listStatements(t.db, query);
      expect((await t.db.executeQuery(fast.page)).rows, JSON.stringify(input)).toEqual(
        await buildFramePageQuery(t.db, query).execute(),
      );
      expect((await t.db.executeQuery(fast.count)).rows, JSON.stringify(input)).toEqual(
        await buildFrameCountQuery(t.db, query).execute(),
      );
    }
  }, 60_000);
});
