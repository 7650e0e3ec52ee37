import { useId, useState } from 'react';
import { Button } from './Button';
import { FieldError, inputClass } from './FormField';

/**
 * A list of short texts (colours, care instructions, included items, a news section's
 * bullets): add with Enter or the Add button, remove with ×.
 */
export function ListInput(props: {
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const text = draft.trim();
    if (text && !props.value.includes(text)) props.onChange([...props.value, text]);
    setDraft('');
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          placeholder={props.placeholder}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={inputClass}
        />
        <Button variant="secondary" onClick={add} aria-label={`Add ${props.label.toLowerCase()}`}>
          Add
        </Button>
      </div>
      {props.value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {props.value.map((item) => (
            <li
              key={item}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pl-3 pr-1 text-sm"
            >
              {item}
              <button
                type="button"
                aria-label={`Remove ${item}`}
                onClick={() => props.onChange(props.value.filter((v) => v !== item))}
                className="rounded-full px-2 text-stone-500 hover:bg-stone-200 hover:text-stone-900"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}
