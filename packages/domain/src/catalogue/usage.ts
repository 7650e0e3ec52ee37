import { toNumber } from '@frameshop/db/rows';
import type { Db } from '../shared/db';
import { AppError } from '../shared/errors';

/**
 * What still refers to an attribute, so a delete can answer 409 and say what to change
 * first. Archived frames count: they keep their history and their foreign keys.
 */
export interface Usage {
  frames: number;
  frameNames: string[];
  prices: number;
}

type FrameColumn = 'materialId' | 'frameMaterialId';

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

/** Throws the 409 that names the users of `subject`, if there are any. */
export function assertUnused(subject: string, usage: Usage): void {
  const parts: string[] = [];
  if (usage.frames > 0) {
    const more = usage.frames > usage.frameNames.length ? ', …' : '';
    const noun = usage.frames === 1 ? 'frame' : 'frames';
    parts.push(`${usage.frames} ${noun} (${usage.frameNames.join(', ')}${more})`);
  }
  if (usage.prices > 0) parts.push(`${usage.prices} ${usage.prices === 1 ? 'price' : 'prices'}`);
  if (parts.length === 0) return;
  throw new AppError(
    'CONFLICT',
    `${subject} is still used by ${parts.join(' and ')}. Change or remove those first.`,
  );
}
