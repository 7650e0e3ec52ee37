import { sizeLabel } from '@frameshop/contracts/catalogue/dtos';
import { sizeInput } from '@frameshop/contracts/catalogue/schemas';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import type { ServiceContext } from '../shared/context';
import { saveUnique } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as sizes from './sizes.repository';
import { assertUnused } from './usage';
import { framesUsingSize } from './usage.repository';

function saveSize(ctx: ServiceContext, size: { width: number; height: number }, sizeId?: number) {
  return saveUnique(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const before = sizeId === undefined ? null : await sizes.findSize(trx, sizeId);
        const after =
          sizeId === undefined
            ? await sizes.insertSize(trx, size)
            : await sizes.updateSize(trx, sizeId, size);
        if (after) {
          await recordChange(trx, ctx, { entity: 'size', entityId: after.sizeId, before, after });
        }
        return after;
      }),
    {
      duplicate: `Size ${sizeLabel(size.width, size.height)} already exists`,
      missing: 'Size not found',
    },
  );
}

export const listSizes = defineUseCase({
  name: 'sizes.list',
  cachedIn: 'catalogue',
  access: 'public',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  handler: (ctx) => ctx.caches.catalogue.get('sizes.list', () => sizes.listSizes(ctx.db)),
});

export const createSize = defineUseCase({
  name: 'sizes.create',
  access: 'catalogue:write',
  kind: 'mutation',
  invalidates: ['catalogue'],
  input: sizeInput,
  handler: (ctx, size) => saveSize(ctx, size),
});

export const updateSize = defineUseCase({
  name: 'sizes.update',
  access: 'catalogue:write',
  kind: 'mutation',
  invalidates: ['catalogue'],
  input: sizeInput.extend({ sizeId: idParam }),
  handler: (ctx, { sizeId, ...size }) => saveSize(ctx, size, sizeId),
});

export const deleteSize = defineUseCase({
  name: 'sizes.delete',
  access: 'catalogue:write',
  kind: 'mutation',
  invalidates: ['catalogue'],
  input: z.strictObject({ sizeId: idParam }),
  async handler(ctx, { sizeId }): Promise<{ success: true }> {
    await ctx.db.transaction().execute(async (trx) => {
      const size = await sizes.findSize(trx, sizeId);
      if (!size) throw new AppError('NOT_FOUND', 'Size not found');
      assertUnused(`Size ${size.label}`, { ...(await framesUsingSize(trx, sizeId)), prices: 0 });
      await sizes.deleteSize(trx, sizeId);
      await recordChange(trx, ctx, { entity: 'size', entityId: sizeId, before: size });
    });
    return { success: true };
  },
});
