import { z } from 'zod';

/**
 * Money is stored as integer paise so sums never drift; every API speaks rupees with
 * two decimals. These two functions are the only place the factor 100 appears.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  if (!Number.isFinite(paise)) throw new RangeError(`Not an amount of paise: ${paise}`);
  return Math.round(paise) / 100;
}

/**
 * At least one paisa once in paise. `v > 0` is not enough: 3.5e-323 is more than zero, passes
 * the two-decimals check, and is 0 paise (the fuzz suite's refund of it answered 500).
 */
export const atLeastOnePaisa = (rupees: number): boolean => Math.round(rupees * 100) >= 1;

/** A rupee amount as the API accepts it: finite, at most two decimals, up to one crore. */
export const rupeeAmount = z
  .number({ error: 'Amount must be a number' })
  .finite()
  .min(0, 'Amount cannot be negative')
  .max(10_000_000, 'Amount is too large')
  .refine(
    (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    'Amount can have at most two decimals',
  );
