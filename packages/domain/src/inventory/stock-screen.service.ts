import {
  remainingAfter,
  STOCK_PAGE_SIZE,
  type StockAdjustResultDto,
  type StockHistoryDto,
  type StockPageDto,
  type StockVariantDto,
  stockAdjustInput,
  stockHistoryQuery,
  stockListQuery,
} from '@frameshop/contracts/catalogue/stock-screen';
import { recordChange } from '../audit/audit.published';
import {
  adjustVariant,
  findVariant,
  listVariants,
  lockRemaining,
  type VariantRow,
  variantMovements,
} from '../catalogue/stock-admin.published';
import { heldAndSoldOf } from '../orders/stock-split.published';
import { actingUserId, type ServiceContext } from '../shared/context';
import type { Db } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { findAccount } from '../users/accounts.published';

/**
 * The admin's stock screen (issue 24). It stands one floor above the catalogue (the ledger,
 * total and remaining) and the orders (which of their units are held and which sold), the way
 * accounts/ stands above users: neither of those domains may import the other.
 *
 * Adjustments move total and remaining by the same amount (decision 0016, "Adjustments"):
 * received adds units to the shelf, damaged takes units off it, counted sets what is for sale to
 * what the admin counted. What orders hold or sold never changes, so no order loses its frames.
 */

async function withSplit(db: Db, rows: VariantRow[]): Promise<StockVariantDto[]> {
  const split = await heldAndSoldOf(
    db,
    rows.map((r) => r.frameSizeId),
  );
  return rows.map((r) => ({ ...r, ...(split.get(r.frameSizeId) ?? { held: 0, sold: 0 }) }));
}

async function variantOrNotFound(db: Db, frameSizeId: number): Promise<StockVariantDto> {
  const row = await findVariant(db, frameSizeId);
  if (!row) throw new AppError('NOT_FOUND', 'This frame size was not found');
  const [variant] = await withSplit(db, [row]);
  return variant!;
}

export const listStock = defineUseCase({
  name: 'stock.list',
  access: 'catalogue:read',
  kind: 'query',
  input: stockListQuery,
  async handler(ctx, { search, page }): Promise<StockPageDto> {
    const { rows, total } = await listVariants(ctx.db, search, page);
    return {
      data: await withSplit(ctx.db, rows),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE)),
    };
  },
});

export const stockHistory = defineUseCase({
  name: 'stock.history',
  access: 'catalogue:read',
  kind: 'query',
  input: stockHistoryQuery,
  async handler(ctx, { frameSizeId }): Promise<StockHistoryDto> {
    const variant = await variantOrNotFound(ctx.db, frameSizeId);
    const { movements, truncated } = await variantMovements(ctx.db, frameSizeId, variant.remaining);
    // Rows written before names were kept (total edits) name the admin by their account.
    const names = new Map<number, string>();
    for (const id of new Set(movements.map((m) => m.actorUserId))) {
      if (id === null) continue;
      const account = await findAccount(ctx.db, id);
      names.set(id, account ? `${account.firstName} ${account.lastName}` : 'A removed account');
    }
    return {
      variant,
      truncated,
      movements: movements.map(({ actorName, actorUserId, ...m }) => ({
        ...m,
        actor: actorName ?? (actorUserId === null ? 'Shop' : names.get(actorUserId)!),
      })),
    };
  },
});

async function adminName(ctx: ServiceContext): Promise<string> {
  const id = actingUserId(ctx.actor);
  if (id === null) return ctx.actor?.role === 'integration' ? 'Integration' : 'Shop';
  const account = await findAccount(ctx.db, id);
  return account ? `${account.firstName} ${account.lastName}`.trim() : `Admin #${id}`;
}

export const adjustStock = defineUseCase({
  name: 'stock.adjust',
  access: 'catalogue:write',
  kind: 'mutation',
  // Remaining and total are what the shop's listing and product pages show.
  invalidates: ['catalogue'],
  input: stockAdjustInput,
  async handler(ctx, input): Promise<StockAdjustResultDto> {
    const name = await adminName(ctx);
    const delta = await ctx.db.transaction().execute(async (trx) => {
      const remaining = await lockRemaining(trx, input.frameSizeId);
      if (remaining === undefined) throw new AppError('NOT_FOUND', 'This frame size was not found');
      const target = remainingAfter(input.kind, remaining, input.quantity);
      const change = target - remaining;
      const moved = await adjustVariant(trx, {
        frameSizeId: input.frameSizeId,
        delta: change,
        reason: input.kind,
        note: input.reason,
        actorUserId: actingUserId(ctx.actor),
        actorName: name,
        at: ctx.now(),
      });
      if (!moved) throw await refusal(trx, input.frameSizeId, input.quantity);
      await recordChange(trx, ctx, {
        entity: 'frameSize',
        entityId: input.frameSizeId,
        before: { remaining },
        after: { remaining: target, kind: input.kind, reason: input.reason },
      });
      return change;
    });
    return { variant: await variantOrNotFound(ctx.db, input.frameSizeId), delta };
  },
});

/**
 * Why an adjustment cannot take that many: only what is for sale can be marked damaged; the
 * rest belongs to orders. "Cannot mark 9 of Teak 12x18 as damaged: 7 are for sale, orders hold 3."
 */
async function refusal(db: Db, frameSizeId: number, quantity: number): Promise<AppError> {
  const v = await variantOrNotFound(db, frameSizeId);
  const orders = v.held + v.sold;
  return new AppError(
    'CONFLICT',
    `Cannot mark ${quantity} of ${v.frameName} ${v.size} as damaged: ${v.remaining} ${
      v.remaining === 1 ? 'is' : 'are'
    } for sale` +
      (orders > 0
        ? `, orders hold ${v.held} and sold ${v.sold} (those stay with their orders).`
        : '.'),
  );
}
