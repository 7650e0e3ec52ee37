import type { SliderDto } from '@frameshop/contracts/content/dtos';
import { imageUrls } from '../media/image-pipeline';
import type { Db, Trx } from '../shared/db';

/** The home page's hero sliders, in display order (position). */
export const SLIDER_IMAGE_FOLDER = 'sliders';

export async function listSliders(db: Db): Promise<(SliderDto & { imageKey: string })[]> {
  const rows = await db
    .selectFrom('sliders')
    .selectAll()
    .orderBy('position')
    .orderBy('sliderId')
    .execute();
  return rows.map((r) => ({
    sliderId: Number(r.sliderId),
    position: Number(r.position),
    imageKey: r.imageKey,
    ...imageUrls(SLIDER_IMAGE_FOLDER, r.imageKey),
  }));
}

/** Appends after the last slider. */
export async function insertSlider(trx: Trx, imageKey: string, at: number): Promise<number> {
  const last = await trx
    .selectFrom('sliders')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
  const result = await trx
    .insertInto('sliders')
    .values({ imageKey, position, createdAt: at })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export function findSlider(db: Db, sliderId: number) {
  return db.selectFrom('sliders').selectAll().where('sliderId', '=', sliderId).executeTakeFirst();
}

export async function deleteSlider(db: Db, sliderId: number): Promise<void> {
  await db.deleteFrom('sliders').where('sliderId', '=', sliderId).execute();
}

export async function setSliderPositions(trx: Trx, sliderIds: readonly number[]): Promise<void> {
  for (const [position, sliderId] of sliderIds.entries()) {
    await trx.updateTable('sliders').set({ position }).where('sliderId', '=', sliderId).execute();
  }
}
