import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from './use-return-focus';

/**
 * The one modal of the app: Radix gives the focus trap, Esc to close, scroll lock and the
 * labelling (title and description are read out by screen readers).
 */
export function Dialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  const width = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' }[props.size ?? 'md'];
  const returnFocus = useReturnFocus(props.open);
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          // Without a description Radix must be told there is none, or it warns.
          {...(props.description ? {} : { 'aria-describedby': undefined })}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-semibold text-stone-900">
                {props.title}
              </RadixDialog.Title>
              {props.description ? (
                <RadixDialog.Description className="mt-1 text-sm text-stone-600">
                  {props.description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600"
            >
              ×
            </RadixDialog.Close>
          </div>
          {props.children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
