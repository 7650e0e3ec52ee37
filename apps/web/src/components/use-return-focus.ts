import { useRef } from 'react';

/**
 * Where focus goes when a modal closes: back to what was focused when it opened (the button
 * that opened it), so a keyboard or screen-reader user keeps their place. Radix does this only
 * for its own Trigger; our modals are opened by state, so this remembers the opener during the
 * render that opens them (before focus moves into the modal) and restores it on close.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return (event: Event) => {
    const target = opener.current;
    if (target?.isConnected && target !== document.body) {
      event.preventDefault();
      target.focus();
    }
  };
}
