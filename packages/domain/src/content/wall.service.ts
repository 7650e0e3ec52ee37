import type { WallDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { wallInput } from '@frameshop/contracts/content/schemas';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { type ImageFolder, removeDroppedImages, withStoredImages } from '../media/uploads';
import { saveUnique } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as wall from './wall.repository';

const WALL_IMAGES: ImageFolder = { area: 'public', folder: wall.WALL_IMAGE_FOLDER };

const publicWall = ({ imageKey: _, ...rest }: WallDto & { imageKey: string }): WallDto => rest;

/** The wall, or 404 when there is none yet (the admin form then opens in create mode). */
export const getWall = defineUseCase({
  name: 'wall.get',
  cachedIn: 'content',
  access: 'public',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx): Promise<WallDto> {
    const found = await ctx.caches.content.get('wall.get', async () => {
      const row = await wall.findWall(ctx.db);
      return row ? publicWall(row) : null;
    });
    if (!found) throw new AppError('NOT_FOUND', m.wallNotFound);
    return found;
  },
});

/**
 * Creates the single wall, or updates it when one exists. On create the image is required
 * ('Image is required'); on update it is optional and a new one replaces the current one.
 */
export const saveWall = defineUseCase({
  name: 'wall.save',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: wallInput,
  files: { max: 1, label: 'image' },
  async handler(ctx, input, images): Promise<{ created: boolean; wall: WallDto }> {
    const dropped: string[] = [];
    const created = await withStoredImages(ctx, WALL_IMAGES, images, ([newKey]) =>
      saveUnique(
        () =>
          ctx.db.transaction().execute(async (trx) => {
            const current = await wall.lockWall(trx);
            const columns = { ...input, updatedAt: ctx.now() };
            if (!current) {
              if (!newKey) {
                throw new AppError('BAD_REQUEST', m.imageRequired, [
                  { path: 'image', message: m.imageRequired },
                ]);
              }
              await wall.insertWall(trx, { ...columns, imageKey: newKey });
              const after = await wall.findWall(trx);
              await recordChange(trx, ctx, { entity: 'wall', entityId: 'wall', after });
              return true;
            }
            await wall.updateWall(trx, { ...columns, imageKey: newKey ?? current.imageKey });
            const after = await wall.findWall(trx);
            await recordChange(trx, ctx, {
              entity: 'wall',
              entityId: 'wall',
              before: current,
              after,
            });
            if (newKey) dropped.push(current.imageKey);
            return false;
          }),
        // Two first saves at once: the second insert meets the first row.
        {
          duplicate: 'The wall was just created by someone else. Please reload.',
          missing: m.wallNotFound,
        },
      ),
    );
    await removeDroppedImages(ctx, WALL_IMAGES, dropped);
    const saved = await wall.findWall(ctx.db);
    if (!saved) throw new AppError('NOT_FOUND', m.wallNotFound);
    return { created, wall: publicWall(saved) };
  },
});

export const deleteWall = defineUseCase({
  name: 'wall.delete',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx): Promise<{ success: true }> {
    const current = await ctx.db.transaction().execute(async (trx) => {
      const row = await wall.findWall(trx);
      if (!row || !(await wall.deleteWall(trx))) {
        throw new AppError('NOT_FOUND', m.wallNotFound);
      }
      await recordChange(trx, ctx, { entity: 'wall', entityId: 'wall', before: row });
      return row;
    });
    await removeDroppedImages(ctx, WALL_IMAGES, [current.imageKey]);
    return { success: true };
  },
});
