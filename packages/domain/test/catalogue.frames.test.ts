import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { materials } from '../src/catalogue/attributes.service';
import {
  createFrame,
  deleteFrame,
  getFrame,
  listFrames,
  updateFrame,
} from '../src/catalogue/frames.service';
import { createSize } from '../src/catalogue/sizes.service';
import { stockDiscrepancies, takeStock } from '../src/catalogue/stock.repository';
import type { ServiceContext } from '../src/shared/context';
import { PHP_AS_JPG, SVG, testImage } from '../src/testing/images';
import { ADMIN, catalogueBasics, frameInput, framesOnDisk, SHOPPER } from './catalogue-fixtures';
import { ctxFor, depsFor } from './helpers';

/** Frames: create with images and variants, archive instead of delete, bad input, who may write. */
describeEachDialect('catalogue service', (t) => {
  let admin: ServiceContext;
  beforeEach(async () => {
    await t.truncate();
    admin = ctxFor(depsFor(t), ADMIN);
  });

  const basics = () => catalogueBasics(admin);
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
});
