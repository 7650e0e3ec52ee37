import {
  mergeCartInput,
  type SavedCart,
  saveCartInput,
} from '@frameshop/contracts/orders/saved-cart';
import { z } from 'zod';
import { shopper } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { lockAccount } from '../users/accounts.published';
import { mergeCartLines, parseStoredLines } from './cart-merge';
import { readSavedCart, writeSavedCart } from './saved-cart.repository';

/**
 * Issue 24: the cart of a signed-in shopper follows them across devices. The server keeps
 * only the lines (validated by the contract, bounded by MAX_CART_LINES and MAX_LINE_QUANTITY);
 * prices and stock come from `cart.price` on every view, as for a visitor's cart.
 */

export const mySavedCart = defineUseCase({
  name: 'cart.saved',
  access: 'user',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<SavedCart> {
    const person = shopper(ctx);
    return { lines: parseStoredLines(await readSavedCart(ctx.db, person.userId)), dropped: 0 };
  },
});

/** Replaces the account's cart with the browser's, after each change made while signed in. */
export const saveMyCart = defineUseCase({
  name: 'cart.save',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: saveCartInput,
  async handler(ctx, { lines }): Promise<SavedCart> {
    const person = shopper(ctx);
    await writeSavedCart(ctx.db, person.userId, JSON.stringify(lines), ctx.now());
    return { lines, dropped: 0 };
  },
});

/** At login: the browser's lines join the account's (the rule is mergeCartLines'). */
export const mergeMyCart = defineUseCase({
  name: 'cart.merge',
  access: 'user',
  kind: 'mutation',
  invalidates: [],
  input: mergeCartInput,
  async handler(ctx, { lines: browser }): Promise<SavedCart> {
    const person = shopper(ctx);
    const now = ctx.now();
    return ctx.db.transaction().execute(async (trx) => {
      // The account's row queues merges from two devices at once (FOR UPDATE on MySQL), so
      // neither overwrites the other; locking the cart row itself deadlocked on MariaDB when it
      // had to be inserted first (two gap locks, each waiting for the other).
      if (!(await lockAccount(trx, person.userId))) {
        throw new AppError('UNAUTHORIZED', 'Please log in to continue');
      }
      const stored = parseStoredLines(await readSavedCart(trx, person.userId));
      const merged = mergeCartLines(stored, browser);
      await writeSavedCart(trx, person.userId, JSON.stringify(merged.lines), now);
      return merged;
    });
  },
});
