import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../../../components/use-return-focus';

/**
 * The filters below 768 px: a panel sliding in from the left (Radix Dialog: focus trap, Esc,
 * scroll lock, labelled). Filters apply as they change; the footer says how many frames match
 * and closes the drawer.
 */
export function FiltersDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number | undefined;
  canClear: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const close = () => props.onOpenChange(false);
  const returnFocus = useReturnFocus(props.open);
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[88%] max-w-sm animate-[slide-in_200ms_ease-out] flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold text-stone-900">
              Filters
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close filters"
              className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
            >
              ×
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{props.children}</div>
          <div className="flex items-center gap-3 border-t border-stone-200 px-4 py-3">
            <button
              type="button"
              onClick={props.onClear}
              disabled={!props.canClear}
              className="min-h-11 rounded-lg px-3 py-2.5 text-sm font-medium text-amber-800 hover:bg-amber-50 disabled:text-stone-400 disabled:hover:bg-transparent"
            >
              Clear all
            </button>
            <button
              type="button"
              onClick={close}
              className="min-h-11 flex-1 rounded-lg bg-amber-700 px-4 py-2.5 text-sm font-medium text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              {props.total === undefined
                ? 'Show frames'
                : `Show ${props.total} frame${props.total === 1 ? '' : 's'}`}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
