/**
 * mysql2 and better-sqlite3 return the same columns as different JS types (SUM() as a
 * decimal string on MySQL, booleans as 0/1 everywhere). Repositories normalise with these.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  if (value === null || value === undefined) return 0;
  throw new TypeError(`Not a number from the database: ${String(value)}`);
}

export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 1n;
}

export function toIso(epochMs: unknown): string {
  return new Date(toNumber(epochMs)).toISOString();
}
