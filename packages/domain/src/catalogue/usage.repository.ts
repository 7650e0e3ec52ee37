import { toNumber } from '@frameshop/db/rows';
import type { Db } from '../shared/db';

/** What still refers to an attribute: frames (archived ones too) and prices. */
export type FrameColumn = 'materialId' | 'frameMaterialId';

export async function framesUsing(db: Db, column: FrameColumn, id: number) {
  const rows = await db
    .selectFrom('frames')
    .select(['name', (eb) => eb.fn.countAll().over().as('total')])
    .where(column, '=', id)
    .orderBy('frameId')
    .limit(3)
    .execute();
  return { frames: toNumber(rows[0]?.total ?? 0), frameNames: rows.map((r) => r.name) };
}

export async function pricesUsing(db: Db, column: FrameColumn, id: number): Promise<number> {
  const pair = await db
    .selectFrom('pair_prices')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  let total = toNumber(pair.n);
  if (column === 'materialId') {
    const oneSide = await db
      .selectFrom('one_side_prices')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('materialId', '=', id)
      .executeTakeFirstOrThrow();
    total += toNumber(oneSide.n);
  }
  return total;
}

export async function framesUsingSize(db: Db, sizeId: number) {
  const rows = await db
    .selectFrom('frame_sizes')
    .innerJoin('frames', 'frames.frameId', 'frame_sizes.frameId')
    .select(['frames.name', (eb) => eb.fn.countAll().over().as('total')])
    .where('frame_sizes.sizeId', '=', sizeId)
    .orderBy('frames.frameId')
    .limit(3)
    .execute();
  return { frames: toNumber(rows[0]?.total ?? 0), frameNames: rows.map((r) => r.name) };
}
