import { describe, expect, it } from 'vitest';
import { pricePerSqft } from '../src/catalogue/schemas';
import { createCouponInput } from '../src/coupons/coupons';
import { refundInput } from '../src/payment/payment';
import { atLeastOnePaisa } from '../src/shared/money';

/**
 * "More than zero" means at least one paisa: 3.5e-323 is more than zero and passes the
 * two-decimals check, but it is 0 paise (a refund of it answered 500; fuzz seed 368776718).
 */
describe('amounts that round to no paise', () => {
  const tiny = [3.5e-323, 1e-9, 0.004];
  it('are refused where an amount must be more than zero', () => {
    for (const v of tiny) {
      expect(atLeastOnePaisa(v), String(v)).toBe(false);
      expect(refundInput.safeParse({ orderId: 1, amount: v }).success, String(v)).toBe(false);
      expect(pricePerSqft.safeParse(v).success, String(v)).toBe(false);
      const coupon = createCouponInput.safeParse({ code: 'TINY10', kind: 'amount', value: v });
      expect(coupon.success, String(v)).toBe(false);
    }
  });
  it('while one paisa and more pass', () => {
    for (const v of [0.01, 0.005 + 0.005, 1, 2719])
      expect(atLeastOnePaisa(v), String(v)).toBe(true);
    expect(refundInput.safeParse({ orderId: 1, amount: 0.01 }).success).toBe(true);
  });
});
