import type { CartLine } from '@frameshop/contracts/orders/cart';
import type { OrderLine, ShippingAddress } from '@frameshop/contracts/orders/orders';
import type { PaymentStatus } from '@frameshop/contracts/orders/statuses';
import { readCart, removeCartLine } from '../../../cart-store/use-cart';
import { lineIdentity } from '../cart/cart-query';

/** The last address a shopper ordered to, offered again at the next checkout. */
export const LAST_ADDRESS_KEY = 'lastShippingAddress';
/**
 * The order waiting for payment, as the spec's payment return page (/phonepe-callback) expects
 * to find it: it reads this after the payment provider sends the shopper back, and clears it once
 * the payment is verified.
 */
export const PENDING_ORDER_KEY = 'pendingOrder';

export interface PendingOrder {
  orderId: number;
  grandTotal: number;
  paymentStatus: PaymentStatus;
  /** ISO 8601, the server's. */
  createdAt: string;
  shipping: ShippingAddress;
  lines: OrderLine[];
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the order stands without it.
  }
}

/** The stored address, if it still looks like one (checked again by the form's schema). */
export function readLastAddress(): Partial<ShippingAddress> | null {
  const value = readJson(LAST_ADDRESS_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return Object.keys(out).length > 0 ? (out as Partial<ShippingAddress>) : null;
}

export function saveLastAddress(address: ShippingAddress): void {
  writeJson(LAST_ADDRESS_KEY, address);
}

export function savePendingOrder(order: PendingOrder): void {
  writeJson(PENDING_ORDER_KEY, order);
}

/** Once the payment is verified, the order no longer waits (spec section 4). */
export function clearPendingOrder(): void {
  try {
    localStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

export function readPendingOrder(): PendingOrder | null {
  const value = readJson(PENDING_ORDER_KEY) as Partial<PendingOrder> | null;
  if (!value || typeof value.orderId !== 'number' || typeof value.grandTotal !== 'number') {
    return null;
  }
  return { ...value, lines: Array.isArray(value.lines) ? value.lines : [] } as PendingOrder;
}

/**
 * Removes the lines that were ordered from the cart, and only those: the shopper may have added
 * something in another tab while the order was placed. Lines are matched by what they are
 * (lineIdentity) and quantity, once each.
 */
export function removeOrderedLines(ordered: readonly (CartLine | OrderLine)[]): void {
  const wanted = ordered.map((l) => `${lineIdentity(l)}#${l.quantity}`);
  const cart = readCart();
  const drop: number[] = [];
  cart.forEach((line, index) => {
    const at = wanted.indexOf(`${lineIdentity(line)}#${line.quantity}`);
    if (at >= 0) {
      wanted.splice(at, 1);
      drop.push(index);
    }
  });
  for (const index of drop.reverse()) removeCartLine(index);
}

/** The same lines (what each is, and how many), in any order: the cart is what was ordered. */
export function sameLines(
  a: readonly (CartLine | OrderLine)[],
  b: readonly (CartLine | OrderLine)[],
): boolean {
  const key = (lines: readonly (CartLine | OrderLine)[]) =>
    lines.map((l) => `${lineIdentity(l)}#${l.quantity}`).sort();
  return a.length === b.length && JSON.stringify(key(a)) === JSON.stringify(key(b));
}
