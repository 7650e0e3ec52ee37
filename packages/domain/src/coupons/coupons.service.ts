import {
  type CouponDto,
  type CouponFields,
  couponIdInput,
  createCouponInput,
  pauseCouponInput,
  updateCouponInput,
} from '@frameshop/contracts/coupons/coupons';
import { COUPON_MESSAGES as m } from '@frameshop/contracts/coupons/messages';
import { paiseToRupees, rupeesToPaise } from '@frameshop/contracts/shared/money';
import { toIso, toNumber } from '@frameshop/db/rows';
import type { CouponRow } from '@frameshop/db/schema';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import type { Db } from '../shared/db';
import { saveUnique } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { rulesOf } from './coupons.published';
import * as repo from './coupons.repository';

/**
 * The admin's discount codes (issue 23): create, edit, pause and delete. The list's uses and
 * discount given are read from the orders' redemptions, never from a figure a form sends.
 * A code some order used cannot be deleted (its orders name it): pausing retires it instead.
 */

const messages = { duplicate: m.duplicate, missing: m.notFound };

/** The stored columns of the form's fields: paise, epoch ms, JSON. */
function columns(f: CouponFields) {
  return {
    code: f.code,
    kind: f.kind,
    value: f.kind === 'amount' ? rupeesToPaise(f.value) : f.kind === 'percent' ? f.value : 0,
    minSubtotalPaise: rupeesToPaise(f.minSubtotal),
    startsAt: f.startsAt ? Date.parse(f.startsAt) : null,
    endsAt: f.endsAt ? Date.parse(f.endsAt) : null,
    maxUses: f.maxUses ?? null,
    maxUsesPerAccount: f.maxUsesPerAccount ?? null,
    appliesTo: f.appliesTo,
    frameIds: JSON.stringify(f.appliesTo === 'frames' ? [...new Set(f.frameIds)] : []),
    paused: f.paused ? 1 : 0,
  };
}

function toDto(row: CouponRow, figures?: { uses: number; discountPaise: number }): CouponDto {
  const r = rulesOf(row);
  return {
    id: toNumber(row.couponId),
    code: r.code,
    kind: r.kind,
    value: r.kind === 'amount' ? paiseToRupees(r.value) : r.value,
    minSubtotal: paiseToRupees(r.minSubtotalPaise),
    startsAt: r.startsAt === null ? null : toIso(r.startsAt),
    endsAt: r.endsAt === null ? null : toIso(r.endsAt),
    maxUses: r.maxUses,
    maxUsesPerAccount: r.maxUsesPerAccount,
    appliesTo: r.appliesTo,
    frameIds: [...r.frameIds],
    paused: r.paused,
    uses: figures?.uses ?? 0,
    discountGiven: paiseToRupees(figures?.discountPaise ?? 0),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

async function dtoOf(db: Db, couponId: number): Promise<CouponDto> {
  const row = await repo.findCoupon(db, couponId);
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return toDto(row, (await repo.redemptionFigures(db)).get(couponId));
}

export const createCoupon = defineUseCase({
  name: 'coupons.create',
  access: 'discounts:write',
  kind: 'mutation',
  input: createCouponInput,
  invalidates: [],
  async handler(ctx, input): Promise<CouponDto> {
    const now = ctx.now();
    const id = await saveUnique(
      () =>
        ctx.db.transaction().execute(async (trx) => {
          const couponId = await repo.insertCoupon(trx, {
            ...columns(input),
            createdAt: now,
            updatedAt: now,
          });
          const after = await repo.findCoupon(trx, couponId);
          await recordChange(trx, ctx, { entity: 'coupon', entityId: couponId, after });
          return couponId;
        }),
      messages,
    );
    return dtoOf(ctx.db, id);
  },
});

export const listCoupons = defineUseCase({
  name: 'coupons.list',
  access: 'discounts:write',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<CouponDto[]> {
    const [rows, figures] = await Promise.all([
      repo.listCoupons(ctx.db),
      repo.redemptionFigures(ctx.db),
    ]);
    return rows.map((row) => toDto(row, figures.get(toNumber(row.couponId))));
  },
});

/** Edits every field but the uses; a code's limits may go below its uses (no new use is then taken). */
export const updateCoupon = defineUseCase({
  name: 'coupons.update',
  access: 'discounts:write',
  kind: 'mutation',
  input: updateCouponInput,
  invalidates: [],
  async handler(ctx, { id, ...fields }): Promise<CouponDto> {
    await saveUnique(
      () =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await repo.findCoupon(trx, id);
          if (!(await repo.updateCoupon(trx, id, { ...columns(fields), updatedAt: ctx.now() }))) {
            return null;
          }
          const after = await repo.findCoupon(trx, id);
          await recordChange(trx, ctx, { entity: 'coupon', entityId: id, before, after });
          return id;
        }),
      messages,
    );
    return dtoOf(ctx.db, id);
  },
});

export const pauseCoupon = defineUseCase({
  name: 'coupons.pause',
  access: 'discounts:write',
  kind: 'mutation',
  input: pauseCouponInput,
  invalidates: [],
  async handler(ctx, { id, paused }): Promise<CouponDto> {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findCoupon(trx, id);
      const found = await repo.updateCoupon(trx, id, {
        paused: paused ? 1 : 0,
        updatedAt: ctx.now(),
      });
      if (!found) throw new AppError('NOT_FOUND', m.notFound);
      const after = await repo.findCoupon(trx, id);
      await recordChange(trx, ctx, { entity: 'coupon', entityId: id, before, after });
    });
    return dtoOf(ctx.db, id);
  },
});

export const deleteCoupon = defineUseCase({
  name: 'coupons.delete',
  access: 'discounts:write',
  kind: 'mutation',
  input: couponIdInput,
  invalidates: [],
  async handler(ctx, { id }): Promise<{ id: number }> {
    return ctx.db.transaction().execute(async (trx) => {
      const row = await repo.findCoupon(trx, id);
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      const orders = await repo.countRedemptions(trx, id);
      if (orders > 0) throw new AppError('CONFLICT', m.inUse(orders));
      await repo.deleteCoupon(trx, id);
      await recordChange(trx, ctx, { entity: 'coupon', entityId: id, before: row });
      return { id };
    });
  },
});
