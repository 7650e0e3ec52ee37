import { z } from 'zod';

/** A required, trimmed text field whose messages name the field the way a person would. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A positive integer id taken from a path or a body (strings like "12" are accepted). */
export const idParam = z.coerce
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(2_147_483_647, 'Id is too large');

/** An id a form must pick (a select): empty or zero reads "<label> is required". */
export function requiredId(label: string) {
  return z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`)
    .max(2_147_483_647, `${label} is not valid`);
}
