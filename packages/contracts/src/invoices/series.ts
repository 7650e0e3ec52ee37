import { IST_OFFSET_MS } from '../analytics/ist';

/**
 * Invoice and credit-note numbers: one consecutive series of each per financial year (April
 * to March, in IST). GST rule 46 caps a number at 16 characters of letters, digits, '-' and
 * '/': 'FS/26-27/000123' (15) and 'FSCN/26-27/00007' (16).
 */
export type SeriesKind = 'invoice' | 'credit';

/** '26-27' for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59.999 IST. */
export function financialYear(epochMs: number): string {
  const ist = new Date(epochMs + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export function documentNumber(kind: SeriesKind, fy: string, n: number): string {
  return kind === 'invoice'
    ? `FS/${fy}/${String(n).padStart(6, '0')}`
    : `FSCN/${fy}/${String(n).padStart(5, '0')}`;
}

export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
