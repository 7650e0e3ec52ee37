import type { WallDto } from '@frameshop/contracts/content/dtos';
import { toIso } from '@frameshop/db/rows';
import { imageUrls } from '../media/image-pipeline';
import { type Db, forUpdate, type Trx } from '../shared/db';

/** The home page's wall section: a single row whose key is always 1. */
export const WALL_IMAGE_FOLDER = 'wall';
const WALL_ID = 1;

export async function findWall(db: Db): Promise<(WallDto & { imageKey: string }) | undefined> {
  const row = await db
    .selectFrom('wall')
    .selectAll()
    .where('wallId', '=', WALL_ID)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    title: row.title,
    description: row.description,
    imageKey: row.imageKey,
    ...imageUrls(WALL_IMAGE_FOLDER, row.imageKey),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The wall row, locked until the transaction ends (create-or-update decides on it). */
export function lockWall(trx: Trx) {
  return forUpdate(
    trx,
    trx.selectFrom('wall').select(['imageKey']).where('wallId', '=', WALL_ID),
  ).executeTakeFirst();
}

export async function insertWall(
  trx: Trx,
  wall: { title: string; description: string; imageKey: string; updatedAt: number },
): Promise<void> {
  await trx
    .insertInto('wall')
    .values({ wallId: WALL_ID, ...wall })
    .execute();
}

export async function updateWall(
  trx: Trx,
  wall: { title: string; description: string; imageKey: string; updatedAt: number },
): Promise<void> {
  await trx.updateTable('wall').set(wall).where('wallId', '=', WALL_ID).execute();
}

export async function deleteWall(db: Db): Promise<boolean> {
  const result = await db.deleteFrom('wall').where('wallId', '=', WALL_ID).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
