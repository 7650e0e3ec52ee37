import { allocate } from '../invoices/gst';
import type { CouponKind, CouponScope } from './coupons';
import { COUPON_MESSAGES as m } from './messages';

/**
 * A discount code's rules as pure functions on integer paise (issue 23): whether it applies to
 * a cart and what it takes off. The server runs them when it prices a cart and again inside the
 * transaction that places the order; the web only shows what the server answers.
 *
 * - Percent and amount codes take off the goods they apply to (every line, the chosen frames,
 *   or custom frames), never shipping; a percent is rounded down to the paisa, an amount is
 *   capped at those goods' value. Free shipping takes off the shipping fee.
 * - The minimum subtotal and the free-shipping threshold are read from the subtotal before the
 *   discount, so a code never makes a shopper pay shipping they would not have paid.
 * - The discount is shared over the lines it applies to in proportion to their value (largest
 *   remainder), so each line's GST is on what was paid for it and everything adds up.
 */

/**
 * The least an order with a code may come to: PhonePe takes nothing below ₹1, and a free order
 * would hold stock and the code's use with nobody able to pay it (decision 0022).
 */
export const MIN_ORDER_PAISE = 100;

export interface CouponRules {
  code: string;
  kind: CouponKind;
  /** Percent, or paise for 'amount'. */
  value: number;
  minSubtotalPaise: number;
  startsAt: number | null;
  endsAt: number | null;
  maxUses: number | null;
  maxUsesPerAccount: number | null;
  appliesTo: CouponScope;
  frameIds: readonly number[];
  paused: boolean;
}

export interface DiscountLine {
  kind: 'ready' | 'custom';
  /** Ready-made lines only. */
  frameId: number | null;
  totalPaise: number;
}

export interface CouponFacts {
  now: number;
  lines: readonly DiscountLine[];
  /** Goods before any discount. */
  subtotalPaise: number;
  /** The shipping the cart would pay without a code. */
  shippingPaise: number;
  /** Uses the shopper already holds or used (0 when not signed in). */
  accountUses: number;
  /** Uses anyone holds or used. */
  totalUses: number;
}

export type CouponOutcome =
  | {
      ok: true;
      /** Off the goods, shared over the lines (lineDiscounts adds up to it). */
      goodsDiscountPaise: number;
      lineDiscounts: number[];
      /** Off the shipping (free-shipping codes). */
      shippingDiscountPaise: number;
      discountPaise: number;
    }
  | { ok: false; message: string };

export function lineQualifies(
  rules: Pick<CouponRules, 'appliesTo' | 'frameIds'>,
  line: DiscountLine,
) {
  if (rules.appliesTo === 'all') return true;
  if (rules.appliesTo === 'custom') return line.kind === 'custom';
  return line.kind === 'ready' && line.frameId !== null && rules.frameIds.includes(line.frameId);
}

export function applyCoupon(rules: CouponRules, facts: CouponFacts): CouponOutcome {
  if (rules.paused) return { ok: false, message: m.notValid };
  if (rules.endsAt !== null && facts.now >= rules.endsAt) return { ok: false, message: m.expired };
  if (rules.startsAt !== null && facts.now < rules.startsAt) {
    return { ok: false, message: m.notYet(rules.startsAt) };
  }
  if (rules.maxUsesPerAccount !== null && facts.accountUses >= rules.maxUsesPerAccount) {
    return { ok: false, message: m.alreadyUsed };
  }
  // Used up says what an unknown code says: the text tells a guesser nothing (decision 0022).
  if (rules.maxUses !== null && facts.totalUses >= rules.maxUses) {
    return { ok: false, message: m.notValid };
  }
  const eligible = facts.lines.map((l) => (lineQualifies(rules, l) ? l.totalPaise : 0));
  const eligiblePaise = eligible.reduce((s, v) => s + v, 0);
  if (eligiblePaise === 0) return { ok: false, message: m.notApplicable };
  if (facts.subtotalPaise < rules.minSubtotalPaise) {
    return { ok: false, message: m.addMore(rules.minSubtotalPaise - facts.subtotalPaise) };
  }
  if (rules.kind === 'free_shipping') {
    if (facts.subtotalPaise < MIN_ORDER_PAISE) return { ok: false, message: m.freeOrder };
    return {
      ok: true,
      goodsDiscountPaise: 0,
      lineDiscounts: facts.lines.map(() => 0),
      shippingDiscountPaise: facts.shippingPaise,
      discountPaise: facts.shippingPaise,
    };
  }
  const goods =
    rules.kind === 'percent'
      ? Math.floor((eligiblePaise * rules.value) / 100)
      : Math.min(rules.value, eligiblePaise);
  if (facts.subtotalPaise + facts.shippingPaise - goods < MIN_ORDER_PAISE) {
    return { ok: false, message: m.freeOrder };
  }
  return {
    ok: true,
    goodsDiscountPaise: goods,
    lineDiscounts: allocate(goods, eligible),
    shippingDiscountPaise: 0,
    discountPaise: goods,
  };
}

/** '10% off', '₹200 off', 'Free shipping': the discount line's words. */
export function couponLabel(kind: CouponKind, value: number): string {
  if (kind === 'percent') return `${value}% off`;
  if (kind === 'free_shipping') return 'Free shipping';
  const rupees = value / 100;
  return `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)} off`;
}
