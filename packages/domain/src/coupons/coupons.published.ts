import type { CouponKind, CouponScope } from '@frameshop/contracts/coupons/coupons';
import { COUPON_MESSAGES as m } from '@frameshop/contracts/coupons/messages';
import {
  applyCoupon,
  type CouponFacts,
  type CouponOutcome,
  type CouponRules,
  couponLabel,
} from '@frameshop/contracts/coupons/rules';
import { toNumber } from '@frameshop/db/rows';
import type { CouponRow } from '@frameshop/db/schema';
import type { Db, Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import * as repo from './coupons.repository';

/**
 * What orders use of discount codes (issue 23): pricing a cart with a code, taking a use in the
 * placing transaction, and moving the order's redemption as the order changes (paid: used;
 * cancelled or expired unpaid: released, its use given back).
 */

export function rulesOf(row: CouponRow): CouponRules {
  return {
    code: row.code,
    kind: row.kind as CouponKind,
    value: toNumber(row.value),
    minSubtotalPaise: toNumber(row.minSubtotalPaise),
    startsAt: row.startsAt === null ? null : toNumber(row.startsAt),
    endsAt: row.endsAt === null ? null : toNumber(row.endsAt),
    maxUses: row.maxUses === null ? null : toNumber(row.maxUses),
    maxUsesPerAccount: row.maxUsesPerAccount === null ? null : toNumber(row.maxUsesPerAccount),
    appliesTo: row.appliesTo as CouponScope,
    frameIds: JSON.parse(row.frameIds) as number[],
    paused: toNumber(row.paused) === 1,
  };
}

export type PricedCoupon =
  | (Extract<CouponOutcome, { ok: true }> & {
      couponId: number;
      code: string;
      kind: CouponKind;
      label: string;
    })
  | { ok: false; message: string };

type Facts = Omit<CouponFacts, 'accountUses' | 'totalUses'>;

function priced(row: CouponRow, outcome: CouponOutcome): PricedCoupon {
  if (!outcome.ok) return outcome;
  const rules = rulesOf(row);
  return {
    ...outcome,
    couponId: toNumber(row.couponId),
    code: row.code,
    kind: rules.kind,
    label: couponLabel(rules.kind, rules.value),
  };
}

/** What a code would take off this cart now (the cart's view; nothing is taken). */
export async function quoteCoupon(
  db: Db,
  code: string,
  userId: number | null,
  facts: Facts,
): Promise<PricedCoupon> {
  const row = code ? await repo.findByCode(db, code) : undefined;
  if (!row) return { ok: false, message: m.notValid };
  const accountUses =
    userId === null ? 0 : await repo.accountUses(db, toNumber(row.couponId), userId);
  return priced(
    row,
    applyCoupon(rulesOf(row), { ...facts, accountUses, totalUses: toNumber(row.usesTaken) }),
  );
}

/**
 * Takes one use of a code for an order being placed, in its transaction: the rules first,
 * then the conditional UPDATE (the last use goes to exactly one checkout), then the account's
 * uses, counted while the code's row is held. Throws the code's message (400)
 * so the order, its stock and the use all roll back together. `recordRedemption` follows once
 * the order has its id.
 */
export async function redeemCoupon(
  trx: Trx,
  code: string,
  userId: number,
  facts: Facts,
): Promise<Extract<PricedCoupon, { ok: true }>> {
  const row = await repo.findByCode(trx, code);
  if (!row) throw new AppError('BAD_REQUEST', m.notValid);
  const couponId = toNumber(row.couponId);
  // The rules that do not depend on uses, before taking one.
  const first = applyCoupon(rulesOf(row), { ...facts, accountUses: 0, totalUses: 0 });
  if (!first.ok) throw new AppError('BAD_REQUEST', first.message);
  if (!(await repo.takeUse(trx, couponId))) {
    // Paused or used up meanwhile: the same answer as an unknown code (decision 0022).
    throw new AppError('BAD_REQUEST', m.notValid);
  }
  const accountUses = await repo.accountUses(trx, couponId, userId);
  const outcome = priced(row, applyCoupon(rulesOf(row), { ...facts, accountUses, totalUses: 0 }));
  if (!outcome.ok) throw new AppError('BAD_REQUEST', outcome.message);
  return outcome;
}

export function recordRedemption(
  trx: Trx,
  values: { couponId: number; orderId: number; userId: number; discountPaise: number; at: number },
): Promise<void> {
  return repo.insertRedemption(trx, values);
}

/** The order was paid: its use is spent for good (a later refund does not give it back). */
export async function spendCouponUse(trx: Trx, orderId: number, at: number): Promise<void> {
  await repo.flipRedemption(trx, orderId, 'held', 'used', at);
}

/** The unpaid order was cancelled or its payment failed or expired: the use goes back, once. */
export async function releaseCouponUse(trx: Trx, orderId: number, at: number): Promise<void> {
  const couponId = await repo.flipRedemption(trx, orderId, 'held', 'released', at);
  if (couponId !== null) await repo.giveUseBack(trx, couponId);
}

/**
 * A cancelled order made active again holds its use again when one is left; when none is, the
 * order keeps the price it was placed at (an admin reopened it) and the code's count stays true.
 */
export async function holdCouponUseAgain(trx: Trx, orderId: number, at: number): Promise<void> {
  const couponId = await repo.flipRedemption(trx, orderId, 'released', 'held', at);
  if (couponId === null) return;
  if (!(await repo.takeUse(trx, couponId))) {
    await repo.flipRedemption(trx, orderId, 'held', 'released', at);
  }
}
