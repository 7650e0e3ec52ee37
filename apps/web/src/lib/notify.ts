/**
 * Toasts without putting the toast library in the shop's first-load bundle: sonner loads on the
 * first toast, and its Toaster (mounted by ToastHost at that moment) replays toasts created
 * before it subscribed, so none is lost.
 */
type Sonner = typeof import('sonner');
type Options = {
  description?: string;
  /** One button on the toast ("View cart", "Undo"). */
  action?: { label: string; onClick: () => void };
  duration?: number;
};

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

/** ToastHost subscribes here to mount the Toaster the first time a toast is asked for. */
export function onToastRequested(listener: () => void): () => void {
  if (requested) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Error toasts that may still be on screen (by id), dismissed by the next success. */
const openErrors = new Set<string>();

/**
 * The same message again replaces the toast still on screen instead of stacking a copy under it
 * (a double tap on "Add to cart", a retry that fails again): sonner updates a toast by id.
 * A toast with an action is its own: each "Undo" undoes a different thing.
 */
function show(kind: 'info' | 'success' | 'error', message: string, options?: Options): void {
  const id = `${kind}:${message}:${options?.description ?? ''}`;
  void loadSonner().then(({ toast }) => {
    // Success means whatever failed before is behind the shopper: its red toast goes.
    if (kind === 'success') {
      for (const open of openErrors) toast.dismiss(open);
      openErrors.clear();
    }
    if (kind === 'error') openErrors.add(id);
    const withId = options?.action ? options : { ...options, id };
    if (kind === 'info') toast(message, withId);
    else toast[kind](message, withId);
  });
}

export const notify = {
  /** A neutral message ("Removed from your cart"), usually with an Undo action. */
  info: (message: string, options?: Options): void => show('info', message, options),
  success: (message: string, options?: Options): void => show('success', message, options),
  error: (message: string, options?: Options): void => show('error', message, options),
};
