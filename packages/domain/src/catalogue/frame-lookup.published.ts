import type { AdminFrameHit } from '@frameshop/contracts/admin-search/admin-search';
import { frameListQuery } from '@frameshop/contracts/catalogue/schemas';
import type { Db } from '../shared/db';
import { listFramePage } from './frames-list.repository';

/**
 * Frames for the admin's top-bar search: the listing's own search (names, descriptions,
 * colours, materials; name matches first), live frames only, bounded.
 */
export async function lookUpFrames(db: Db, text: string, limit: number): Promise<AdminFrameHit[]> {
  const page = await listFramePage(db, frameListQuery.parse({ search: text, limit }));
  return page.map((f) => ({
    frameId: f.frameId,
    name: f.name,
    material: `${f.material.materialName} · ${f.frameMaterial.materialName}`,
  }));
}
