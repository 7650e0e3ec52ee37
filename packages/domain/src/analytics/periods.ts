import { daysInMonth } from '@frameshop/contracts/analytics/ist';

/** Rollup period ranges, inclusive: whole months as yyyymm, ragged edges as yyyymmdd. */
export type PeriodRange = readonly [number, number];

/** Bounds for an open range: any day the rollups can hold. */
export const FIRST_DAY = 10000101;
export const LAST_DAY = 99991231;
export const FIRST_MONTH = 100001;
export const LAST_MONTH = 999912;

/**
 * The smallest set of rollup keys covering the IST days `fromDay`..`toDay` (yyyymmdd, both
 * inclusive): the whole months inside it as one month range, and at most two day ranges for
 * the partial months at its ends. A summary therefore reads at most ~62 day rows plus one row
 * per month, whatever the range and however many orders there are.
 */
export function periodRanges(fromDay: number, toDay: number): PeriodRange[] {
  if (fromDay > toDay) return [];
  const fromMonth = Math.floor(fromDay / 100);
  const toMonth = Math.floor(toDay / 100);
  const startsMonth = fromDay % 100 === 1;
  const endsMonth = toDay % 100 === monthLength(toMonth);
  if (fromMonth === toMonth) {
    return startsMonth && endsMonth ? [[fromMonth, fromMonth]] : [[fromDay, toDay]];
  }
  const ranges: PeriodRange[] = [];
  let firstFull = fromMonth;
  if (!startsMonth) {
    ranges.push([fromDay, fromMonth * 100 + monthLength(fromMonth)]);
    firstFull = nextMonth(fromMonth);
  }
  let lastFull = toMonth;
  if (!endsMonth) {
    ranges.push([toMonth * 100 + 1, toDay]);
    lastFull = previousMonth(toMonth);
  }
  if (firstFull <= lastFull) ranges.push([firstFull, lastFull]);
  return ranges;
}

function monthLength(yyyymm: number): number {
  return daysInMonth(Math.floor(yyyymm / 100), yyyymm % 100);
}

function nextMonth(yyyymm: number): number {
  return yyyymm % 100 === 12 ? yyyymm + 89 : yyyymm + 1;
}

function previousMonth(yyyymm: number): number {
  return yyyymm % 100 === 1 ? yyyymm - 89 : yyyymm - 1;
}

/** yyyymm of a period key of either grain. */
export function monthOfPeriod(period: number): number {
  return period > 999999 ? Math.floor(period / 100) : period;
}
