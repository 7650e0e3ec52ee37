import type { CartLine } from '@frameshop/contracts/orders/cart';
import {
  CART_STORAGE_KEY,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from '@frameshop/contracts/orders/cart-limits';
import { useSyncExternalStore } from 'react';

/**
 * The cart, kept in localStorage under `cart` so a visitor can fill it before logging in, and
 * in step across tabs (the `storage` event) and within this tab (`cart-changed`). It holds
 * what the shopper chose, never money: the server prices the lines on every view.
 */
const CHANGED = 'cart-changed';
const EMPTY: CartLine[] = [];

let cachedRaw: string | null = null;
let cachedLines: CartLine[] = EMPTY;

/** Anything that is not a line (an older format, a hand edit) is dropped, not trusted. */
function looksLikeLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as { kind?: unknown; quantity?: unknown };
  return (line.kind === 'ready' || line.kind === 'custom') && typeof line.quantity === 'number';
}

export function readCart(): CartLine[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    cachedLines = Array.isArray(parsed) ? parsed.filter(looksLikeLine) : EMPTY;
  } catch {
    cachedLines = EMPTY;
  }
  return cachedLines;
}

function writeCart(lines: CartLine[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CHANGED));
}

const clampQuantity = (q: number) => Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(q)));

export type AddOutcome = { ok: true } | { ok: false; message: string };

/**
 * Adds a line; the same ready-made frame and size adds to the existing line's quantity. A full
 * cart (MAX_CART_LINES, what the server prices at once) refuses a new line and says why.
 */
export function addToCart(line: CartLine): AddOutcome {
  const lines = [...readCart()];
  const same =
    line.kind === 'ready'
      ? lines.findIndex(
          (l) => l.kind === 'ready' && l.frameId === line.frameId && l.sizeId === line.sizeId,
        )
      : -1;
  const existing = lines[same];
  if (existing) {
    lines[same] = {
      ...existing,
      quantity: clampQuantity(existing.quantity + line.quantity),
      seenUnitPrice: line.seenUnitPrice,
    };
  } else if (lines.length >= MAX_CART_LINES) {
    return {
      ok: false,
      message: `Your cart is full (${MAX_CART_LINES} items). Check out or remove something first.`,
    };
  } else {
    lines.push({ ...line, quantity: clampQuantity(line.quantity) });
  }
  writeCart(lines);
  return { ok: true };
}

export function updateCartLine(
  index: number,
  change: Partial<Pick<CartLine, 'quantity' | 'seenUnitPrice'>>,
) {
  const lines = [...readCart()];
  const line = lines[index];
  if (!line) return;
  const quantity = change.quantity === undefined ? line.quantity : clampQuantity(change.quantity);
  lines[index] = { ...line, ...change, quantity } as CartLine;
  writeCart(lines);
}

/** Removes a line and answers it, so the caller can offer undo with `restoreCartLine`. */
export function removeCartLine(index: number): CartLine | undefined {
  const lines = [...readCart()];
  const [removed] = lines.splice(index, 1);
  writeCart(lines);
  return removed;
}

export function restoreCartLine(line: CartLine, index: number): void {
  const lines = [...readCart()];
  lines.splice(Math.min(index, lines.length), 0, line);
  writeCart(lines);
}

export function clearCart(): void {
  writeCart([]);
}

/** Puts the account's cart (issue 24, kept on the server) in place of this browser's. */
export function replaceCart(lines: CartLine[]): void {
  writeCart(lines);
}

/** Subscribes to every change of the cart, in this tab or another. */
export function onCartChange(listener: () => void): () => void {
  return subscribe(listener);
}

/** Lines the server's contract accepts: whole quantities within the bound, at most MAX_CART_LINES. */
export function boundedLines(lines: readonly CartLine[]): CartLine[] {
  return lines
    .slice(0, MAX_CART_LINES)
    .map((line) => ({ ...line, quantity: clampQuantity(line.quantity) }) as CartLine);
}

function subscribe(onChange: () => void): () => void {
  const handler = (e: StorageEvent) => (e.key === CART_STORAGE_KEY || e.key === null) && onChange();
  window.addEventListener('storage', handler);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', handler);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

/** Pieces in the cart, for the navbar. */
export function useCartCount(): number {
  return useCart().reduce((n, line) => n + line.quantity, 0);
}
