import { z } from 'zod';

/** A required, trimmed text field whose messages name the field the way a person would. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A positive integer id (a path parameter or a body field). REST adapters coerce "12" to 12. */
export const idParam = z
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(2_147_483_647, 'Id is too large');

/** An id a form must pick (a select): empty, NaN or zero reads "<label> is required". */
export function requiredId(label: string) {
  return z
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`)
    .max(2_147_483_647, `${label} is not valid`);
}

/**
 * A number field: left empty (undefined, or NaN from an empty number input) it reads
 * "<label> is required"; anything else that is not a number reads "<label> must be a number".
 */
export function numberField(label: string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined || (typeof issue.input === 'number' && Number.isNaN(issue.input))
        ? `${label} is required`
        : `${label} must be a number`,
  });
}
