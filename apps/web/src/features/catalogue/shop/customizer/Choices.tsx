import type { ReactNode } from 'react';

/**
 * A radio choice drawn as a card or a pill: a real radio input (arrow keys move within its
 * group, Space picks), with the focus ring on the whole card.
 */
export function Choice({
  name,
  value,
  checked,
  onChange,
  children,
  className = '',
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label
      className={`relative flex cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-700 ${checked ? 'border-amber-700 bg-amber-50 text-stone-900' : 'border-stone-200 bg-white text-stone-800 hover:border-stone-400'} ${className}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/** A titled group of choices. */
export function ChoiceGroup({
  legend,
  hint,
  children,
  className = 'flex flex-wrap gap-2',
}: {
  legend: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-stone-900">{legend}</legend>
      {hint ? <p className="mt-0.5 text-xs text-stone-500">{hint}</p> : null}
      <div className={`mt-2 ${className}`}>{children}</div>
    </fieldset>
  );
}

/** A numbered step of the page: 'Step 2: Size & crop' to a screen reader. */
export function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = `customizer-step-${n}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id={id}
        className="flex scroll-mt-24 items-center gap-3 text-lg font-semibold text-stone-900"
      >
        <span
          aria-hidden
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-amber-700 text-sm text-white"
        >
          {n}
        </span>
        <span>
          <span className="sr-only">Step {n}: </span>
          {title}
        </span>
      </h2>
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}
