import type { Generated, Selectable } from 'kysely';

/** Discount codes and the orders that used them (issue 23). */
export interface CouponsTables {
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
}

export interface CouponsTable {
  couponId: Generated<number>;
  /** Upper-case: codes are case-insensitive. */
  code: string;
  /** 'percent' | 'amount' | 'free_shipping'. */
  kind: string;
  /** Percent 1..100, or paise for 'amount'; 0 for free shipping. */
  value: number;
  minSubtotalPaise: number;
  startsAt: number | null;
  endsAt: number | null;
  maxUses: number | null;
  maxUsesPerAccount: number | null;
  /** 'all' | 'frames' (the frames in frameIds) | 'custom'. */
  appliesTo: string;
  /** JSON array of frame ids. */
  frameIds: string;
  paused: Generated<number>;
  /** Uses held or used, kept by the placing and releasing transactions only. */
  usesTaken: Generated<number>;
  createdAt: number;
  updatedAt: number;
}
export type CouponRow = Selectable<CouponsTable>;

export interface CouponRedemptionsTable {
  redemptionId: Generated<number>;
  couponId: number;
  orderId: number;
  userId: number | null;
  discountPaise: number;
  /** 'held' | 'used' | 'released'. */
  state: string;
  createdAt: number;
  updatedAt: number;
}
export type CouponRedemptionRow = Selectable<CouponRedemptionsTable>;
