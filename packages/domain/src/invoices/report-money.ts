import { istDateString } from '@frameshop/contracts/analytics/ist';

/**
 * How the GST CSVs write money and dates: exact rupees from integer paise ("1234.50",
 * "-99.00"), never through a float, with no grouping so a spreadsheet reads a number; dates
 * as the IST day 'YYYY-MM-DD'.
 */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const istDay = (epochMs: number): string => istDateString(epochMs);
