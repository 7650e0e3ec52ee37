import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldProblems } from './errors';

/**
 * Puts the server's field-by-field problems (a 400's `details`) under the form's own fields.
 * `fields` lists the paths the form shows, or maps a problem's path ("sections.1.title") to
 * the form's; returns whether any problem found its field. The first one is focused, unless
 * `focus` is false (a tabbed form opens the tab of the first error instead).
 */
export function showFieldProblems<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[] | ((path: string) => Path<T> | null),
  { focus = true }: { focus?: boolean } = {},
): boolean {
  let shown = false;
  for (const problem of fieldProblems(error)) {
    const field =
      typeof fields === 'function' ? fields(problem.path) : fields.find((f) => f === problem.path);
    if (field) {
      setError(
        field,
        { type: 'server', message: problem.message },
        { shouldFocus: focus && !shown },
      );
      shown = true;
    }
  }
  return shown;
}
