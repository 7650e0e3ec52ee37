import type { CartLine } from '@frameshop/contracts/orders/cart';
import { useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc';
import { useMe } from '../auth/use-session';
import { boundedLines, onCartChange, readCart, replaceCart } from './use-cart';

/** Which account this browser's cart mirrors: absent while it is a visitor's cart. */
const OWNER_KEY = 'cartOwner';
/** The lines as the server last held them, so a change made while no page ran is noticed. */
const SYNCED_KEY = 'cartSynced';
const SAVE_DELAY_MS = 400;

function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readSynced(): CartLine[] | null {
  try {
    const parsed: unknown = JSON.parse(readKey(SYNCED_KEY) ?? 'null');
    return Array.isArray(parsed) ? (parsed as CartLine[]) : null;
  } catch {
    return null;
  }
}

function writeSynced(userId: string, lines: CartLine[]): void {
  localStorage.setItem(OWNER_KEY, userId);
  localStorage.setItem(SYNCED_KEY, JSON.stringify(lines));
}

/** Lines compared by content: the server answers each line's keys in its schema's order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) => canonical(a) === canonical(b);

/**
 * Issue 24: a signed-in shopper's cart follows them across devices. The browser keeps working
 * on its localStorage copy (the cart pages are unchanged) and this keeps it in step with the
 * copy the server keeps for the account:
 *
 * - At login, a visitor's cart is merged into the account's (the server's rule: same item sums
 *   its quantities within MAX_LINE_QUANTITY, at most MAX_CART_LINES) and the result replaces it.
 * - While signed in, every change is saved (debounced), and the account's cart is read again
 *   when a page loads or regains focus, so a change on the phone shows on the laptop. A change
 *   made here that never reached the server (written while no page of the shop ran, or a save
 *   that failed) is saved rather than overwritten, unless the account's cart changed on another
 *   device meanwhile: then the account's cart wins.
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
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef(false);
  const pulled = useRef(false);

  useEffect(() => {
    pulled.current = false;
    if (!userId) return;
    let live = true;
    /** One read at a time: focus and visibilitychange fire together, and a merge twice would add twice. */
    let pulling = false;
    const pull = async () => {
      // A change waiting to be saved wins over the server's older copy.
      if (pending.current || saving.current || pulling) return;
      pulling = true;
      const owner = readKey(OWNER_KEY);
      try {
        if (owner === userId) {
          const server = (await client.orders.cart.saved.query()).lines;
          const local = readCart();
          const synced = readSynced();
          if (!live) return;
          if (synced && !sameLines(local, synced) && sameLines(server, synced)) {
            // Changed only here since the last sync: saved, not overwritten. (Changed on
            // another device too: the account's cart wins, as it does for any other read.)
            const lines = boundedLines(local);
            await client.orders.cart.save.mutate({ lines });
            writeSynced(userId, lines);
          } else {
            writeSynced(userId, server);
            if (!sameLines(server, local)) replaceCart(server);
          }
        } else {
          // A visitor's cart joins the account's; another account's copy is not carried over.
          const merged = await client.orders.cart.merge.mutate({
            lines: owner === null ? boundedLines(readCart()) : [],
          });
          if (!live) return;
          writeSynced(userId, merged.lines);
          // Written only when it differs: an empty cart stays absent, as a visitor's is.
          if (!sameLines(merged.lines, readCart())) replaceCart(merged.lines);
        }
        pulled.current = true;
      } catch {
        // Offline or refused: the browser's cart still works; the next focus tries again.
      } finally {
        pulling = false;
      }
    };
    const push = () => {
      // Nothing is saved before the account's cart has been read (or merged) once.
      if (readKey(OWNER_KEY) !== userId || !pulled.current) return;
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        pending.current = null;
        const lines = boundedLines(readCart());
        const synced = readSynced();
        if (synced && sameLines(lines, synced)) return;
        saving.current = true;
        client.orders.cart.save
          .mutate({ lines })
          .then(() => writeSynced(userId, lines))
          .catch(() => {
            // Not saved: this device's change stays and the next load or focus saves it.
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
