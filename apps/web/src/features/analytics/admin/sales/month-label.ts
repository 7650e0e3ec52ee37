import { MONTH_SHORT_NAMES } from '@frameshop/contracts/analytics/ist';

/** 'Mar 2026' for an IST month. */
export const monthLabel = (m: { month: number; year: number }) =>
  `${MONTH_SHORT_NAMES[m.month - 1]} ${m.year}`;
