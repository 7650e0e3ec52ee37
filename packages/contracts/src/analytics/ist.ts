/**
 * India Standard Time calendar helpers (UTC+05:30, no daylight saving), shared by the server's
 * sales buckets and the web's date pickers. Zod-free so the web can import them cheaply.
 * Buckets are computed from epoch milliseconds in JS, never with an engine's date functions,
 * so SQLite and MySQL agree to the millisecond on which day an order belongs to.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const MONTH_SHORT_NAMES = MONTH_NAMES.map((m) => m.slice(0, 3));

/** A calendar date as the API takes it: 'YYYY-MM-DD', an IST day. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface IstParts {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

export function istParts(epochMs: number): IstParts {
  const d = new Date(epochMs + IST_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The IST day as yyyymmdd (20260301): the rollups' day bucket. */
export function istDayKey(epochMs: number): number {
  const p = istParts(epochMs);
  return p.year * 10000 + p.month * 100 + p.day;
}

/** The IST month as yyyymm (202603): the rollups' month bucket. */
export function istMonthKey(epochMs: number): number {
  return Math.floor(istDayKey(epochMs) / 100);
}

/** 'YYYY-MM-DD' of the IST day. */
export function istDateString(epochMs: number): string {
  const p = istParts(epochMs);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Epoch ms of 00:00 IST on a 'YYYY-MM-DD' date; NaN if it is not a real date. */
export function istDayStartMs(date: string): number {
  if (!ISO_DATE_PATTERN.test(date)) return Number.NaN;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    return Number.NaN;
  }
  return utc - IST_OFFSET_MS;
}

/** yyyymmdd of a 'YYYY-MM-DD' date. */
export function dayKeyOf(date: string): number {
  return Number(date.replaceAll('-', ''));
}

/** 'YYYY-MM-DD' of a yyyymmdd key. */
export function dateOfDayKey(key: number): string {
  const y = Math.floor(key / 10000);
  return `${y}-${pad(Math.floor(key / 100) % 100)}-${pad(key % 100)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
