import { FRAME_SHAPES } from '@frameshop/contracts/catalogue/constants';
import {
  frameMaterials,
  materials,
  thicknesses,
} from '@frameshop/domain/catalogue/attributes.service';
import { createFrame } from '@frameshop/domain/catalogue/frames.service';
import { oneSidePrices, pairPrices } from '@frameshop/domain/catalogue/prices.service';
import { createSize } from '@frameshop/domain/catalogue/sizes.service';
import type { ServiceContext } from '@frameshop/domain/shared/context';
import { testImage } from '@frameshop/domain/testing/images';

/**
 * A small catalogue for the fuzz suite, made through the use cases: a few of everything, with
 * prices, and frames in stock, each with one small image. The demo catalogue draws a large
 * image per frame (about 14 s on two cores), which the fuzz suite's 30 s cannot spare.
 */
export async function seedSmallCatalogue(ctx: ServiceContext): Promise<void> {
  const materialIds = [];
  for (const name of ['Canvas', 'Glossy paper']) {
    materialIds.push((await materials.create.run(ctx, { name })).materialId);
  }
  const frameMaterialIds = [];
  for (const name of ['Teak', 'Aluminium']) {
    frameMaterialIds.push((await frameMaterials.create.run(ctx, { name })).frameMaterialId);
  }
  await thicknesses.create.run(ctx, { name: '1 inch' });
  const sizeIds = [];
  for (const [width, height] of [
    [8, 10],
    [12, 18],
    [16, 20],
  ] as const) {
    sizeIds.push((await createSize.run(ctx, { width, height })).sizeId);
  }
  for (const materialId of materialIds) {
    for (const frameMaterialId of frameMaterialIds) {
      await pairPrices.add.run(ctx, { materialId, frameMaterialId, pricePerSqft: 200 });
    }
    await oneSidePrices.add.run(ctx, { materialId, pricePerSqft: 70 });
  }
  const image = await testImage('jpeg', 64, 48);
  for (let i = 0; i < 4; i++) {
    await createFrame.run(
      ctx,
      {
        name: `Fuzz Frame ${i + 1}`,
        basePrice: 999,
        description: 'A frame the fuzz suite reads, orders, reviews and deletes.',
        colors: ['Black'],
        materialId: materialIds[i % 2] as number,
        frameMaterialId: frameMaterialIds[i % 2] as number,
        frameShape: FRAME_SHAPES[i % FRAME_SHAPES.length] as (typeof FRAME_SHAPES)[number],
        weight: 1.2,
        origin: 'Jaipur, Rajasthan',
        careInstruction: ['Wipe with a dry cloth'],
        includes: ['Frame'],
        isNewArrival: i < 2,
        isOffer: i % 2 === 0,
        sizes: sizeIds.slice(0, 2).map((sizeId, k) => ({
          sizeId,
          price: 999 + k * 400,
          offer_price: null,
          total_qty: 40,
        })),
      },
      [image],
    );
  }
}
