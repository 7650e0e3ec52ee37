import { type SizeDto, sizeInput, sizeLabel } from '@frameshop/contracts/catalogue';
import { idParam } from '@frameshop/contracts/text';
import { z } from 'zod';
import type { ServiceContext } from '../shared/context';
import type { Db } from '../shared/db';
import { isUniqueViolation } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { assertUnused, framesUsingSize } from './usage';

/** Sizes are stored in hundredths of an inch so 12.1 x 18 is exact and unique on both engines. */
const toCenti = (inches: number) => Math.round(inches * 100);

export function toSizeDto(row: {
  sizeId: number;
  widthCenti: number;
  heightCenti: number;
}): SizeDto {
  const width = Number(row.widthCenti) / 100;
  const height = Number(row.heightCenti) / 100;
  return { sizeId: Number(row.sizeId), width, height, label: sizeLabel(width, height) };
}

function findSize(db: Db, sizeId: number) {
  return db.selectFrom('sizes').selectAll().where('sizeId', '=', sizeId).executeTakeFirst();
}

async function saveSize(
  ctx: ServiceContext,
  size: { width: number; height: number },
  sizeId?: number,
): Promise<SizeDto> {
  const values = { widthCenti: toCenti(size.width), heightCenti: toCenti(size.height) };
  try {
    if (sizeId === undefined) {
      const result = await ctx.db.insertInto('sizes').values(values).executeTakeFirst();
      sizeId = Number(result.insertId);
    } else {
      const result = await ctx.db
        .updateTable('sizes')
        .set(values)
        .where('sizeId', '=', sizeId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0 && !(await findSize(ctx.db, sizeId))) {
        throw new AppError('NOT_FOUND', 'Size not found');
      }
    }
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', `Size ${sizeLabel(size.width, size.height)} already exists`);
    }
    throw error;
  }
  ctx.catalogueCache.clear();
  return toSizeDto({ sizeId, ...values });
}

export const listSizes = defineUseCase({
  name: 'sizes.list',
  cacheable: true,
  access: 'public',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  handler: (ctx) =>
    ctx.catalogueCache.get('sizes.list', async () => {
      const rows = await ctx.db
        .selectFrom('sizes')
        .selectAll()
        .orderBy('widthCenti')
        .orderBy('heightCenti')
        .execute();
      return rows.map(toSizeDto);
    }),
});

export const createSize = defineUseCase({
  name: 'sizes.create',
  access: 'admin',
  kind: 'mutation',
  input: sizeInput,
  handler: (ctx, size) => saveSize(ctx, size),
});

export const updateSize = defineUseCase({
  name: 'sizes.update',
  access: 'admin',
  kind: 'mutation',
  input: sizeInput.extend({ sizeId: idParam }),
  handler: (ctx, { sizeId, ...size }) => saveSize(ctx, size, sizeId),
});

export const deleteSize = defineUseCase({
  name: 'sizes.delete',
  access: 'admin',
  kind: 'mutation',
  input: z.strictObject({ sizeId: idParam }),
  async handler(ctx, { sizeId }): Promise<{ success: true }> {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await findSize(trx, sizeId);
      if (!row) throw new AppError('NOT_FOUND', 'Size not found');
      const { label } = toSizeDto(row);
      assertUnused(`Size ${label}`, { ...(await framesUsingSize(trx, sizeId)), prices: 0 });
      await trx.deleteFrom('sizes').where('sizeId', '=', sizeId).execute();
    });
    ctx.catalogueCache.clear();
    return { success: true };
  },
});
