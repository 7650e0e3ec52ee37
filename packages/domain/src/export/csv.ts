import { type Options, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * Every CSV the shop writes goes through here, so no cell can reach a spreadsheet as a formula
 * (OWASP "CSV injection"): a text cell that starts with = + - @ ; a tab or a carriage return
 * gets a leading apostrophe, whichever column it is in and whoever typed it. A plain number
 * ("-120.50", "-1,20,000.00") is left as it is: it cannot run anything, and a credit note's
 * minus sign must still read as a number. Numbers given as numbers are written as they are.
 */

const FORMULA_START = /^[=+\-@;\t\r]/;
const PLAIN_NUMBER = /^-?\d[\d,]*(\.\d+)?$/;

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Every string cell made safe by the writer itself, so no caller can forget a column. */
const safeOptions = (options: Options): Options => ({
  ...options,
  cast: { ...options.cast, string: (value) => spreadsheetSafe(value) },
});

/** A streaming CSV writer: rows (arrays of cells) in, CSV text out. */
export function csvStream(options: { bom?: boolean } = {}) {
  return stringify(safeOptions(options));
}

/** A whole CSV at once, for small sheets. */
export function csvText(rows: (string | number)[][], options: { bom?: boolean } = {}): string {
  return stringifySync(rows, safeOptions(options));
}
