import type { CartLine } from '@frameshop/contracts/orders/cart';
import { useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc';
import { useMe } from '../auth/use-session';
import { boundedLines, onCartChange, readCart, replaceCart } from './use-cart';

/** Which account this browser's cart mirrors: absent while it is a visitor's cart. */
const OWNER_KEY = 'cartOwner';
const SAVE_DELAY_MS = 400;

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Issue 24: a signed-in shopper's cart follows them across devices. The browser keeps working
 * on its localStorage copy (the cart pages are unchanged) and this keeps it in step with the
 * copy the server keeps for the account:
 *
 * - At login, a visitor's cart is merged into the account's (the server's rule: same item sums
 *   its quantities within MAX_LINE_QUANTITY, at most MAX_CART_LINES) and the result replaces it.
 * - While signed in, every change is saved (debounced), and the account's cart is read again
 *   when the page loads or regains focus, so a change on the phone shows on the laptop.
 * - Logging out clears local storage (useLogout), so the next person here sees an empty cart;
 *   it is kept on the account for the next login.
 *
 * Money never travels: the lines are priced by the server on every view.
 */
export function CartSync() {
  const me = useMe();
  // The plain client, not mutation hooks: this runs in an effect and renders nothing.
  const { client } = trpc.useUtils();
  const userId = me.data ? String(me.data.userId) : null;
  /** What the server was last known to hold: a local change equal to it is not saved again. */
  const synced = useRef<CartLine[] | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef(false);
  const pulled = useRef(false);

  useEffect(() => {
    synced.current = null;
    pulled.current = false;
    if (!userId) return;
    let live = true;
    /** One read at a time: focus and visibilitychange fire together, and a merge twice would add twice. */
    let pulling = false;
    const pull = async () => {
      // A change waiting to be saved wins over the server's older copy.
      if (pending.current || saving.current || pulling) return;
      pulling = true;
      const owner = readOwner();
      try {
        const answer =
          owner === userId
            ? await client.orders.cart.saved.query()
            : // A visitor's cart joins the account's; another account's copy is not carried over.
              await client.orders.cart.merge.mutate({
                lines: owner === null ? boundedLines(readCart()) : [],
              });
        if (!live) return;
        localStorage.setItem(OWNER_KEY, userId);
        synced.current = answer.lines;
        pulled.current = true;
        if (!sameLines(answer.lines, readCart())) replaceCart(answer.lines);
      } catch {
        // Offline or refused: the browser's cart still works; the next focus tries again.
      } finally {
        pulling = false;
      }
    };
    const push = () => {
      // Nothing is saved before the account's cart has been read (or merged) once.
      if (readOwner() !== userId || !pulled.current) return;
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        pending.current = null;
        const lines = boundedLines(readCart());
        if (synced.current && sameLines(lines, synced.current)) return;
        synced.current = lines;
        saving.current = true;
        client.orders.cart.save
          .mutate({ lines })
          .catch(() => {
            // Not saved: the next change or focus tries again.
            synced.current = null;
          })
          .finally(() => {
            saving.current = false;
          });
      }, SAVE_DELAY_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void pull();
    };
    void pull();
    const unsubscribe = onCartChange(push);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, client]);

  return null;
}
