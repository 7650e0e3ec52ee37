import { describe, expect, it } from 'vitest';
import { formatRupees } from '../src/shared/format';
import { paiseToRupees, rupeeAmount, rupeesToPaise } from '../src/shared/money';

describe('money', () => {
  it('converts rupees to integer paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1299.99)).toBe(129999);
    expect(rupeesToPaise(19.995)).toBe(2000);
  });

  it('converts paise back to rupees with two decimals', () => {
    expect(paiseToRupees(129999)).toBe(1299.99);
    expect(paiseToRupees(5)).toBe(0.05);
  });

  it('round-trips every amount with two decimals', () => {
    for (let paise = 0; paise < 20_000; paise += 7) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });

  it('refuses non-finite values instead of storing NaN', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => paiseToRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('validates API amounts', () => {
    expect(rupeeAmount.safeParse(10.5).success).toBe(true);
    expect(rupeeAmount.safeParse(10.555).success).toBe(false);
    expect(rupeeAmount.safeParse(-1).success).toBe(false);
    expect(rupeeAmount.safeParse('10').success).toBe(false);
  });

  it('formats with Indian grouping and the rupee sign', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
  });
});
