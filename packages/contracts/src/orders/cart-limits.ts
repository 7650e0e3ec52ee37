/** Cart constants with no dependencies, so the shop's first-load bundle can use them without zod. */

/** The browser keeps the cart in localStorage under this key (the navbar counts it). */
export const CART_STORAGE_KEY = 'cart';
export const MAX_CART_LINES = 30;
export const MAX_LINE_QUANTITY = 20;
