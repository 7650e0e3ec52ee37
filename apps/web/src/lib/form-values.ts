/**
 * react-hook-form `setValueAs` helpers: what an <input> or <select> holds (text) as the
 * contract's number. An empty control becomes what the contract reads as "missing".
 */

/** '' becomes undefined: the field is optional, or its schema says "<label> is required". */
export const optionalNumber = (value: unknown): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** '' becomes null: an optional amount the contract stores as null (an offer price). */
export const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A select of ids over a number that may be NaN ("nothing chosen yet"). */
export const selectValue = (value: number | undefined): string =>
  value === undefined || Number.isNaN(value) ? '' : String(value);
