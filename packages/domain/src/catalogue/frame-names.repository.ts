import type { Db } from '../shared/db';

/** Frames' names by id (archived ones included: their reviews and orders still name them). */
export async function frameNames(
  db: Db,
  frameIds: readonly number[],
): Promise<Map<number, string>> {
  if (frameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('frames')
    .select(['frameId', 'name'])
    .where('frameId', 'in', [...new Set(frameIds)])
    .execute();
  return new Map(rows.map((r) => [Number(r.frameId), r.name]));
}
