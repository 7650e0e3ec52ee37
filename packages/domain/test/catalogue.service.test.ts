import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameInput } from '@frameshop/contracts/catalogue/schemas';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { frameMaterials, materials, thicknesses } from '../src/catalogue/attributes.service';
import {
  createFrame,
  deleteFrame,
  getFrame,
  listFrames,
  updateFrame,
} from '../src/catalogue/frames.service';
import { listPrices, oneSidePrices, pairPrices, quote } from '../src/catalogue/prices.service';
import { createSize, deleteSize, listSizes, updateSize } from '../src/catalogue/sizes.service';
import { stockDiscrepancies, takeStock } from '../src/catalogue/stock.repository';
import type { Actor, ServiceContext } from '../src/shared/context';
import { PHP_AS_JPG, SVG, testImage } from '../src/testing/images';
import { ctxFor, depsFor, uploadsDir } from './helpers';

const ADMIN: Actor = { userId: 1, role: 'admin', sessionId: 's' };
const SHOPPER: Actor = { userId: 2, role: 'user', sessionId: 's2' };

const framesOnDisk = () => {
  try {
    return readdirSync(join(uploadsDir, 'frames')).length;
  } catch {
    return 0;
  }
};

describeEachDialect('catalogue service', (t) => {
  let admin: ServiceContext;
  beforeEach(async () => {
    await t.truncate();
    admin = ctxFor(depsFor(t), ADMIN);
  });

  async function basics() {
    const material = await materials.create.run(admin, { name: 'Canvas' });
    const frameMaterial = await frameMaterials.create.run(admin, { name: 'Teak Wood' });
    const small = await createSize.run(admin, { width: 8, height: 10 });
    const large = await createSize.run(admin, { width: 12.5, height: 18 });
    return { material, frameMaterial, small, large };
  }

  function frameInput(
    b: Awaited<ReturnType<typeof basics>>,
    patch: Partial<FrameInput> = {},
  ): FrameInput {
    return {
      name: 'Oak Classic',
      basePrice: 999,
      description: 'Solid frame',
      colors: ['Brown'],
      materialId: b.material.materialId,
      frameMaterialId: b.frameMaterial.frameMaterialId,
      frameShape: 'Square',
      weight: 1.25,
      origin: 'Jaipur',
      careInstruction: ['Dust weekly'],
      includes: ['Hook'],
      isNewArrival: true,
      isOffer: false,
      sizes: [
        { sizeId: b.small.sizeId, price: 1200, offer_price: 999, total_qty: 10 },
        { sizeId: b.large.sizeId, price: 1800, offer_price: null, total_qty: 0 },
      ],
      ...patch,
    };
  }

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

  it('creates a frame with images and variants; stock equals the sum of its movements', async () => {
    const b = await basics();
    const before = framesOnDisk();
    const frame = await createFrame.run(
      admin,
      {
        ...frameInput(b),
      },
      [await testImage('jpeg'), await testImage('png')],
    );
    expect(framesOnDisk() - before).toBe(6);
    expect(frame).toMatchObject({
      name: 'Oak Classic',
      basePrice: 999,
      weight: 1.25,
      material: { materialName: 'Canvas' },
      frameMaterial: { materialName: 'Teak Wood' },
      averageRating: 0,
      totalRatings: 0,
    });
    expect(frame.images).toHaveLength(2);
    expect(frame.images[0]?.imageUrl).toMatch(/^uploads\/frames\/[0-9a-f]{32}-800\.webp$/);
    expect(
      frame.frameSizes.map((v) => [v.size.label, v.remained_qty, v.purchased_qty, v.offer_price]),
    ).toEqual([
      ['8x10', 10, 0, 999],
      ['12.5x18', 0, 0, null],
    ]);

    // Edit: raise one stock, drop the other size; keep only the second image.
    const updated = await updateFrame.run(
      admin,
      {
        ...frameInput(b, {
          sizes: [{ sizeId: b.small.sizeId, price: 1300, offer_price: null, total_qty: 25 }],
        }),
        frameId: frame.frameId,
        existingImages: [frame.images[1]!.imageId],
      },
      [await testImage('webp')],
    );
    expect(updated.images.map((i) => i.imageId)[0]).toBe(frame.images[1]!.imageId);
    expect(updated.images).toHaveLength(2);
    expect(updated.frameSizes).toEqual([
      expect.objectContaining({ price: 1300, total_qty: 25, remained_qty: 25 }),
    ]);
    expect(framesOnDisk() - before).toBe(6);
    expect(await stockDiscrepancies(t.db)).toEqual([]);
    const movements = await t.db
      .selectFrom('stock_movements')
      .select(['delta', 'reason', 'actorUserId'])
      .orderBy('movementId')
      .execute();
    expect(movements.map((m) => [Number(m.delta), m.reason, Number(m.actorUserId)])).toEqual([
      [10, 'initial', 1],
      [15, 'admin_edit', 1],
    ]);

    await deleteFrame.run(admin, { frameId: frame.frameId });
    expect(framesOnDisk()).toBe(before);
    await expect(getFrame.execute(admin, { frameId: frame.frameId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('archives a frame that orders touched instead of deleting it', async () => {
    const b = await basics();
    const frame = await createFrame.run(
      admin,
      {
        ...frameInput(b),
      },
      [await testImage('png')],
    );
    const variant = frame.frameSizes[0]!;
    await t.db.transaction().execute((trx) =>
      takeStock(trx, {
        frameSizeId: variant.frameSizeId,
        quantity: 2,
        reason: 'order_reserve',
        actorUserId: 5,
        at: 1,
      }),
    );
    const files = framesOnDisk();
    expect(await deleteFrame.run(admin, { frameId: frame.frameId })).toEqual({
      success: true,
      archived: true,
    });
    expect(framesOnDisk()).toBe(files);
    const anonymous = ctxFor(depsFor(t));
    expect((await listFrames.execute(anonymous, {})).data).toEqual([]);
    await expect(getFrame.execute(anonymous, { frameId: frame.frameId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // The row and its history stay; the material is still referenced by it.
    expect(await t.db.selectFrom('frames').select('frameId').execute()).toHaveLength(1);
    await expect(
      materials.remove.execute(admin, { id: b.material.materialId }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await stockDiscrepancies(t.db)).toEqual([]);
  });

  it('rejects bad frames and bad images with nothing stored', async () => {
    const b = await basics();
    const before = framesOnDisk();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...frameInput(b), materialId: 999, images: [] }, 'Unknown product material'],
      [
        { ...frameInput(b), sizes: [{ sizeId: 999, price: 1, total_qty: 1 }], images: [] },
        'Unknown size: 999',
      ],
      [
        { ...frameInput(b), images: [await testImage('png'), SVG] },
        'Only JPEG, PNG or WebP images can be uploaded',
      ],
      [{ ...frameInput(b), images: [PHP_AS_JPG] }, 'Only JPEG, PNG or WebP images can be uploaded'],
      [{ ...frameInput(b), basePrice: -1, images: [] }, 'Amount cannot be negative'],
    ];
    for (const [{ images, ...input }, message] of cases) {
      await expect(createFrame.execute(admin, input, images as Buffer[])).rejects.toMatchObject({
        message: expect.stringContaining(message),
      });
    }
    expect(framesOnDisk()).toBe(before);
    expect(await t.db.selectFrom('frames').select('frameId').execute()).toEqual([]);
    // A foreign image is refused before anything is stored.
    const frame = await createFrame.run(admin, { ...frameInput(b) }, []);
    await expect(
      updateFrame.execute(
        admin,
        { ...frameInput(b), frameId: frame.frameId, existingImages: [12345] },
        [await testImage('png')],
      ),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Image 12345 does not belong to this frame',
    });
    expect(framesOnDisk()).toBe(before);
    // A failure inside the transaction, after the files were written (a stock quantity below
    // what orders hold is only known while syncing variants), removes them again.
    const rows = await t.db.selectFrom('frame_images').select('imageId').execute();
    const small = frame.frameSizes.find((v) => v.sizeId === b.small.sizeId)!;
    await t.db.transaction().execute((trx) =>
      takeStock(trx, {
        frameSizeId: small.frameSizeId,
        quantity: 5,
        reason: 'order_reserve',
        actorUserId: null,
        at: 1,
      }),
    );
    const attempt = updateFrame.execute(
      admin,
      {
        ...frameInput(b, {
          sizes: [{ sizeId: b.small.sizeId, price: 100, offer_price: null, total_qty: 1 }],
        }),
        frameId: frame.frameId,
      },
      [await testImage('png')],
    );
    await expect(attempt).rejects.toMatchObject({
      message: 'The stock quantity of 8x10 cannot go below 5: orders hold 5 of it',
    });
    expect(framesOnDisk()).toBe(before);
    expect(await t.db.selectFrom('frame_images').select('imageId').execute()).toEqual(rows);
  });

  it('lets only admins write and everyone read', async () => {
    const shopper = ctxFor(depsFor(t), SHOPPER);
    await expect(materials.create.execute(shopper, { name: 'X' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      createSize.execute(ctxFor(depsFor(t)), { width: 1, height: 1 }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await materials.list.execute(ctxFor(depsFor(t)), undefined)).toEqual([]);
  });

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
