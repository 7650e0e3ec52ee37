import { forwardRef, type InputHTMLAttributes } from 'react';
import { controlClass, FormField } from './FormField';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled text input: FormField around an <input> (react-hook-form's register spreads in). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, id, className, ...input },
  ref,
) {
  return (
    <FormField label={label} error={error} hint={hint} id={id}>
      <input ref={ref} className={`${controlClass} shadow-sm ${className ?? ''}`} {...input} />
    </FormField>
  );
});
