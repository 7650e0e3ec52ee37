import type { SliderDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { sliderReorderInput } from '@frameshop/contracts/content/schemas';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { type ImageFolder, removeDroppedImages, withStoredImages } from '../media/uploads';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as sliders from './sliders.repository';

const SLIDER_IMAGES: ImageFolder = { area: 'public', folder: sliders.SLIDER_IMAGE_FOLDER };

const publicSlider = ({ imageKey: _, ...slider }: SliderDto & { imageKey: string }) => slider;

export const listSliders = defineUseCase({
  name: 'sliders.list',
  cachedIn: 'content',
  access: 'public',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  handler: (ctx): Promise<SliderDto[]> =>
    ctx.caches.content.get('sliders.list', async () =>
      (await sliders.listSliders(ctx.db)).map(publicSlider),
    ),
});

/** One uploaded image becomes the last slider. */
export const createSlider = defineUseCase({
  name: 'sliders.create',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: z.undefined().or(z.strictObject({})),
  files: { max: 1, label: 'image' },
  async handler(ctx, _input, images): Promise<SliderDto> {
    if (images.length === 0) {
      throw new AppError('BAD_REQUEST', m.selectImage, [
        { path: 'imageUrl', message: m.selectImage },
      ]);
    }
    const sliderId = await withStoredImages(ctx, SLIDER_IMAGES, images, ([imageKey]) =>
      ctx.db.transaction().execute(async (trx) => {
        const id = await sliders.insertSlider(trx, imageKey as string, ctx.now());
        await recordChange(trx, ctx, { entity: 'slider', entityId: id, after: { imageKey } });
        return id;
      }),
    );
    const created = (await sliders.listSliders(ctx.db)).find((s) => s.sliderId === sliderId);
    if (!created) throw new AppError('NOT_FOUND', m.sliderNotFound);
    return publicSlider(created);
  },
});

export const deleteSlider = defineUseCase({
  name: 'sliders.delete',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: z.strictObject({ sliderId: idParam }),
  async handler(ctx, { sliderId }): Promise<{ success: true }> {
    const slider = await ctx.db.transaction().execute(async (trx) => {
      const found = await sliders.findSlider(trx, sliderId);
      if (!found) throw new AppError('NOT_FOUND', m.sliderNotFound);
      await sliders.deleteSlider(trx, sliderId);
      await recordChange(trx, ctx, { entity: 'slider', entityId: sliderId, before: found });
      return found;
    });
    await removeDroppedImages(ctx, SLIDER_IMAGES, [slider.imageKey]);
    return { success: true };
  },
});

/** Puts the sliders in the order listed; the list must name every slider once. */
export const reorderSliders = defineUseCase({
  name: 'sliders.reorder',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: sliderReorderInput,
  async handler(ctx, { sliderIds }): Promise<SliderDto[]> {
    await ctx.db.transaction().execute(async (trx) => {
      const current = await sliders.listSliders(trx);
      const known = new Set(current.map((s) => s.sliderId));
      if (sliderIds.length !== known.size || sliderIds.some((id) => !known.has(id))) {
        throw new AppError('BAD_REQUEST', 'List every slider exactly once to reorder them');
      }
      await sliders.setSliderPositions(trx, sliderIds);
      // One entry for the whole order: the list is what changed, not one slider.
      await recordChange(trx, ctx, {
        entity: 'slider',
        entityId: 'all',
        before: { order: current.map((s) => s.sliderId) },
        after: { order: sliderIds },
      });
    });
    return (await sliders.listSliders(ctx.db)).map(publicSlider);
  },
});
