import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';

/** What a form control receives from its FormField: its id and its accessible error state. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A text control's look; an invalid one gets a red border from its `aria-invalid`. */
export const controlClass =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:outline-none focus:ring-2 focus:ring-amber-500 aria-[invalid=true]:border-red-500';

/** The admin's denser controls. */
export const inputClass = `${controlClass} text-sm`;

/**
 * A label, one control, a hint and the field's error, tied together for screen readers
 * (`aria-invalid`, `aria-describedby`). The control is either an element, which receives
 * the props, or a function of them (for a react-hook-form Controller).
 */
export function FormField(props: {
  label: ReactNode;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  children: ReactElement<ControlProps> | ((control: ControlProps) => ReactNode);
}) {
  const generated = useId();
  const id = props.id ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.error ? errorId : null, props.hint ? hintId : null]
    .filter(Boolean)
    .join(' ');
  const control: ControlProps = {
    id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={`space-y-1 ${props.className ?? ''}`}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      {typeof props.children === 'function'
        ? props.children(control)
        : isValidElement(props.children)
          ? cloneElement(props.children, control)
          : null}
      {props.hint ? (
        <p id={hintId} className="text-xs text-stone-500">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}

/** A field's error text; `role="alert"` so it is read out when it appears. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/** An admin decimal field (prices, kg): two places, from `min` (a price starts at 0.01). */
export const decimalInput = (min = '0.01') => ({
  type: 'number',
  step: '0.01',
  min,
  inputMode: 'decimal' as const,
  className: inputClass,
});
