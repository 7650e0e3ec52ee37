import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { frameMaterials, materials, thicknesses } from '../src/catalogue/attributes.service';
import { createFrame } from '../src/catalogue/frames.service';
import { pairPrices } from '../src/catalogue/prices.service';
import { createSize, deleteSize, listSizes, updateSize } from '../src/catalogue/sizes.service';
import type { ServiceContext } from '../src/shared/context';
import { ADMIN, catalogueBasics, frameInput } from './catalogue-fixtures';
import { ctxFor, depsFor } from './helpers';

/** Materials, frame materials, thicknesses and sizes: unique names, deletes refused while in use. */
describeEachDialect('catalogue service', (t) => {
  let admin: ServiceContext;
  beforeEach(async () => {
    await t.truncate();
    admin = ctxFor(depsFor(t), ADMIN);
  });

  const basics = () => catalogueBasics(admin);
  it('keeps names unique ignoring case, for every named attribute', async () => {
    for (const kind of [materials, frameMaterials, thicknesses]) {
      const first = await kind.create.run(admin, { name: 'Oak' });
      await expect(kind.create.execute(admin, { name: '  oAK ' })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining("'oAK' already exists"),
      });
      const other = await kind.create.run(admin, { name: 'Pine' });
      const otherId = Object.values(other)[0] as number;
      await expect(kind.update.execute(admin, { id: otherId, name: 'OAK' })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      // Renaming to a different case of its own name is fine.
      const firstId = Object.values(first)[0] as number;
      await kind.update.run(admin, { id: firstId, name: 'OAK' });
      expect((await kind.list.run(admin, undefined)).map((r) => Object.values(r)[1])).toEqual([
        'OAK',
        'Pine',
      ]);
    }
    await expect(thicknesses.create.execute(admin, { name: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Thickness value is required',
    });
  });

  it('refuses deletes of attributes still in use, naming the users', async () => {
    const b = await basics();
    await createFrame.run(admin, { ...frameInput(b) }, []);
    await pairPrices.add.run(admin, {
      ...b.material,
      frameMaterialId: b.frameMaterial.frameMaterialId,
      pricePerSqft: 250,
    });
    await expect(
      materials.remove.execute(admin, { id: b.material.materialId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        "Material 'Canvas' is still used by 1 frame (Oak Classic) and 1 price. Change or remove those first.",
    });
    await expect(deleteSize.execute(admin, { sizeId: b.small.sizeId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Size 8x10 is still used by 1 frame (Oak Classic)'),
    });
    expect(await materials.list.run(admin, undefined)).toHaveLength(1);
    expect(await listSizes.run(admin, undefined)).toHaveLength(2);
  });

  it('keeps sizes unique by width x height, in hundredths', async () => {
    await createSize.run(admin, { width: 12.1, height: 18 });
    await expect(createSize.execute(admin, { width: 12.1, height: 18 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Size 12.1x18 already exists',
    });
    const other = await createSize.run(admin, { width: 12.11, height: 18 });
    expect(other.label).toBe('12.11x18');
    await expect(
      updateSize.execute(admin, { sizeId: other.sizeId, width: 12.1, height: 18 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      updateSize.execute(admin, { sizeId: 99_999, width: 1, height: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
