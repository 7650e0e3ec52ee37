import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useState } from 'react';

/** A form tab and the contract fields it shows (its errors mark the tab). */
export interface FormTab<V extends string, F extends string> {
  value: V;
  label: string;
  fields: readonly F[];
}

/** The first tab (in order) that shows a field with an error, to open it on a failed save. */
export function firstTabWithErrors<V extends string, F extends string>(
  tabs: readonly FormTab<V, F>[],
  errors: Partial<Record<F, unknown>>,
): V | null {
  return tabs.find((t) => t.fields.some((f) => f in errors))?.value ?? null;
}

/** The open tab, and `showTabOf` to open the first tab with an error (a failed save). */
export function useFormTab<V extends string, F extends string>(
  tabs: readonly FormTab<V, F>[],
  initial: V,
) {
  const [tab, setTab] = useState<V>(initial);
  function showTabOf(errors: Partial<Record<F, unknown>>) {
    const first = firstTabWithErrors(tabs, errors);
    if (first) setTab(first);
  }
  return { tab, setTab, showTabOf };
}

/**
 * The tabs of an admin form (Radix: arrow keys move between tabs, Tab enters the panel), each
 * marked "(has errors)" when a field it shows is invalid, with one focus outline for all.
 */
export function FormTabs<V extends string, F extends string>(props: {
  /** Names the tab list ("Frame details"). */
  label: string;
  tabs: readonly FormTab<V, F>[];
  errors: Partial<Record<F, unknown>>;
  value: V;
  onChange: (value: V) => void;
  /** The panel of each tab. */
  panels: Record<V, ReactNode>;
  panelClassName?: Partial<Record<V, string>>;
}) {
  const { tabs, errors } = props;
  return (
    <Tabs.Root
      value={props.value}
      onValueChange={(next) =>
        props.onChange(tabs.find((t) => t.value === next)?.value ?? props.value)
      }
    >
      <Tabs.List aria-label={props.label} className="flex gap-1 border-b border-stone-200">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600 data-[state=active]:border-amber-700 data-[state=active]:text-stone-900"
          >
            {t.label}
            {t.fields.some((f) => f in errors) ? (
              <>
                <span aria-hidden className="h-2 w-2 rounded-full bg-red-600" />
                <span className="sr-only">(has errors)</span>
              </>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content
          key={t.value}
          value={t.value}
          className={props.panelClassName?.[t.value] ?? 'pt-4'}
        >
          {props.panels[t.value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
