import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { listPrices, oneSidePrices, pairPrices, quote } from '../src/catalogue/prices.service';
import type { ServiceContext } from '../src/shared/context';
import { ADMIN, catalogueBasics } from './catalogue-fixtures';
import { ctxFor, depsFor } from './helpers';

/** Pair and one-side prices, and the custom-frame quote made from them. */
describeEachDialect('catalogue service', (t) => {
  let admin: ServiceContext;
  beforeEach(async () => {
    await t.truncate();
    admin = ctxFor(depsFor(t), ADMIN);
  });

  const basics = () => catalogueBasics(admin);
  it('prices pairs once, one-side once per material, and quotes from them', async () => {
    const b = await basics();
    const pair = {
      materialId: b.material.materialId,
      frameMaterialId: b.frameMaterial.frameMaterialId,
    };
    await pairPrices.add.run(admin, { ...pair, pricePerSqft: 250 });
    await expect(
      pairPrices.add.execute(admin, { ...pair, pricePerSqft: 300 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Canvas with Teak Wood already has a price',
    });
    await expect(pairPrices.add.execute(admin, { ...pair, pricePerSqft: 0 })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: 'Price per square foot must be a positive number',
      },
    );
    await expect(
      pairPrices.add.execute(admin, {
        materialId: 999,
        frameMaterialId: pair.frameMaterialId,
        pricePerSqft: 10,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Material not found' });

    const anonymous = { ...admin, actor: null };
    const rect = { ...pair, widthIn: 12, heightIn: 18, shape: 'Rectangle' };
    expect(await quote.execute(anonymous, rect)).toEqual({
      areaSqFt: 1.5,
      ratePerSqft: 250,
      price: 375,
    });
    await expect(quote.execute(anonymous, { ...rect, shape: 'Top Round' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Top Round is not priced for this material yet',
    });
    await oneSidePrices.add.run(admin, { materialId: pair.materialId, pricePerSqft: 50 });
    await expect(
      oneSidePrices.add.execute(admin, { materialId: pair.materialId, pricePerSqft: 60 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await quote.execute(anonymous, { ...rect, shape: 'Top Round' })).toMatchObject({
      price: 450,
    });

    await pairPrices.remove.run(admin, pair);
    expect((await listPrices.run(anonymous, undefined)).pairs).toEqual([]);
    await expect(quote.execute(anonymous, rect)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
