import { FRAME_SHAPES } from '@frameshop/contracts/catalogue/constants';
import { z } from 'zod';
import { defineUseCase } from '../shared/use-case';
import { frameMaterials, materials, thicknesses } from './attributes.service';
import { listSizes } from './sizes.service';

/** Everything a frame form or the customizer offers, in one call (each list is cached). */
export const catalogueOptions = defineUseCase({
  name: 'catalogue.options',
  cachedIn: 'catalogue',
  access: 'public',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx) {
    const [materialList, frameMaterialList, sizeList, thicknessList] = await Promise.all([
      materials.list.run(ctx, undefined),
      frameMaterials.list.run(ctx, undefined),
      listSizes.run(ctx, undefined),
      thicknesses.list.run(ctx, undefined),
    ]);
    return {
      materials: materialList,
      frameMaterials: frameMaterialList,
      sizes: sizeList,
      thicknesses: thicknessList,
      shapes: [...FRAME_SHAPES],
    };
  },
});
