import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldProblems } from './errors';

/**
 * Puts the server's field-by-field problems (a 400's `details`) under the form's own fields.
 * `fields` lists the paths the form shows; returns whether any problem found its field.
 */
export function showFieldProblems<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  let shown = false;
  for (const problem of fieldProblems(error)) {
    const field = fields.find((f) => f === problem.path);
    if (field) {
      setError(field, { type: 'server', message: problem.message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
