import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameInput } from '@frameshop/contracts/catalogue/schemas';
import { PERMISSIONS } from '@frameshop/contracts/staff/permissions';
import { frameMaterials, materials } from '../src/catalogue/attributes.service';
import { createSize } from '../src/catalogue/sizes.service';
import type { Actor, ServiceContext } from '../src/shared/context';
import { uploadsDir } from './helpers';

/** What the catalogue service tests share: who acts, a material pair and two sizes, a frame. */

export const ADMIN: Actor = { userId: 1, role: 'admin', sessionId: 's', permissions: PERMISSIONS };
export const SHOPPER: Actor = { userId: 2, role: 'user', sessionId: 's2', permissions: [] };

export const framesOnDisk = () => {
  try {
    return readdirSync(join(uploadsDir, 'frames')).length;
  } catch {
    return 0;
  }
};

export async function catalogueBasics(admin: ServiceContext) {
  const material = await materials.create.run(admin, { name: 'Canvas' });
  const frameMaterial = await frameMaterials.create.run(admin, { name: 'Teak Wood' });
  const small = await createSize.run(admin, { width: 8, height: 10 });
  const large = await createSize.run(admin, { width: 12.5, height: 18 });
  return { material, frameMaterial, small, large };
}

export type CatalogueBasics = Awaited<ReturnType<typeof catalogueBasics>>;

export function frameInput(b: CatalogueBasics, patch: Partial<FrameInput> = {}): FrameInput {
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
