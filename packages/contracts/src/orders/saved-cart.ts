import { z } from 'zod';
import { cartInput, cartLine } from './cart';

/**
 * Issue 24: a signed-in shopper's cart follows them across devices. The server keeps the lines
 * (what was chosen, never money: the cart is priced on every view by `orders.cart.price`).
 *
 * - `save` replaces the account's cart with the browser's (every change while signed in).
 * - `merge`, at login, adds the browser's lines (filled in as a visitor) to the account's:
 *   the account's lines first in their order, then the browser's new ones; the same item (a
 *   ready-made frame and size, or an identical custom frame) sums its quantities, capped at
 *   MAX_LINE_QUANTITY; lines beyond MAX_CART_LINES are dropped and counted in `dropped`.
 */
export const saveCartInput = cartInput;
export const mergeCartInput = cartInput;

export const savedCartSchema = z.object({
  lines: z.array(cartLine),
  /** Browser lines that did not fit (MAX_CART_LINES); 0 for a read or a save. */
  dropped: z.number().int(),
});
export type SavedCart = z.output<typeof savedCartSchema>;
