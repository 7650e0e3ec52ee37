import type { InputHTMLAttributes } from 'react';

/** The admin lists' search box; `className` replaces it where a screen has its own look. */
const SEARCH_CLASS = 'w-full rounded-lg border border-stone-300 px-3 py-2 text-sm';

/**
 * A search box: `type="search"`, its text through `onValueChange`, and Enter through `onEnter`
 * (a debounced search sends at once). Without `value` it keeps its own text.
 */
export function SearchInput({
  value,
  onValueChange,
  onEnter,
  onKeyDown,
  width = 'sm:w-64',
  className = `${SEARCH_CLASS} ${width}`,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value?: string;
  onValueChange?: (value: string) => void;
  onEnter?: () => void;
  /** The admin box's width from the small breakpoint on (full width below it). */
  width?: string;
}) {
  return (
    <input
      {...rest}
      type="search"
      value={value}
      onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
      onKeyDown={
        onEnter || onKeyDown
          ? (e) => {
              // A combobox handles its keys first and may keep Enter for an option.
              onKeyDown?.(e);
              if (e.key === 'Enter' && !e.defaultPrevented) onEnter?.();
            }
          : undefined
      }
      className={className}
    />
  );
}
