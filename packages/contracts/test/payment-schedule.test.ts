import { describe, expect, it } from 'vitest';
import { verifyPaymentInput } from '../src/payment/payment';
import { FIRST_CHECK_AFTER_S, nextStatusCheck } from '../src/payment/schedule';

/** PhonePe's published status-check schedule, step by step. */
describe('nextStatusCheck', () => {
  const start = 1_700_000_000_000;
  const at = (seconds: number) => start + seconds * 1000;
  const gap = (seconds: number) => (nextStatusCheck(start, at(seconds)) - at(seconds)) / 1000;

  it('first asks 20 to 25 s after the start', () => {
    expect(FIRST_CHECK_AFTER_S).toBeGreaterThanOrEqual(20);
    expect(FIRST_CHECK_AFTER_S).toBeLessThanOrEqual(25);
    expect(nextStatusCheck(start, start)).toBe(at(FIRST_CHECK_AFTER_S));
    expect(nextStatusCheck(start, at(10))).toBe(at(FIRST_CHECK_AFTER_S));
  });

  it('then every 3 s for 30 s, 6 s for 60 s, 10 s for 60 s, 30 s for 60 s, then every minute', () => {
    expect(gap(22)).toBe(3);
    expect(gap(51)).toBe(3);
    expect(gap(52)).toBe(6);
    expect(gap(111)).toBe(6);
    expect(gap(112)).toBe(10);
    expect(gap(171)).toBe(10);
    expect(gap(172)).toBe(30);
    expect(gap(231)).toBe(30);
    expect(gap(232)).toBe(60);
    expect(gap(1200)).toBe(60);
  });

  it('walks the whole schedule in the published number of checks', () => {
    let now = nextStatusCheck(start, start);
    const checks: number[] = [];
    while (now < at(300)) {
      checks.push((now - start) / 1000);
      now = nextStatusCheck(start, now);
    }
    // 22 and every 3 s up to 52 s (10 checks), then 10 checks 6 s apart up to 112 s.
    expect(checks.slice(0, 3)).toEqual([22, 25, 28]);
    expect(checks.filter((s) => s < 52)).toHaveLength(10);
    expect(checks.filter((s) => s >= 52 && s < 112)).toHaveLength(10);
  });
});

describe('the return page input', () => {
  it('takes what the browser kept, an object or null, and nothing that is not one', () => {
    const base = { merchantTransactionId: 'FP12_ab' };
    for (const orderData of [undefined, null, {}, { grandTotal: 1 }]) {
      expect(verifyPaymentInput.safeParse({ ...base, orderData }).success, String(orderData)).toBe(
        true,
      );
    }
    for (const orderData of ['text', 3, [1]]) {
      expect(verifyPaymentInput.safeParse({ ...base, orderData }).success).toBe(false);
    }
  });
});
