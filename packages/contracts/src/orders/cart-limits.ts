/** Cart constants with no dependencies, so the shop's first-load bundle can use them without zod. */

/** The browser keeps the cart in localStorage under this key (the navbar counts it). */
export const CART_STORAGE_KEY = 'cart';
export const MAX_CART_LINES = 30;
export const MAX_LINE_QUANTITY = 20;

/**
 * What one account may hold at once (issue 19: a new account bought out a size with two unpaid
 * orders). Configuration (MAX_UNPAID_ORDERS, MAX_LINE_QUANTITY); MAX_LINE_QUANTITY above stays
 * the hard bound of a request's body, this one answers 409 in the order's words.
 */
export interface OrderLimits {
  /** Orders awaiting payment one account may have; a cancelled, expired or paid one no longer counts. */
  maxUnpaidOrders: number;
  /** Units of one item (a line, or lines of one size together) in one order. */
  maxLineQuantity: number;
  /**
   * Cash-on-delivery orders not yet paid (nor cancelled) one account, and one mobile number, may
   * have open (MAX_COD_ORDERS; decision 0022).
   */
  maxCodOrders: number;
  /**
   * Hours the shop has to confirm a cash-on-delivery order (move it to Processing) before the
   * payment worker cancels it and releases its stock (COD_CONFIRM_HOURS).
   */
  codConfirmHours: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxUnpaidOrders: 2,
  maxLineQuantity: 10,
  maxCodOrders: 1,
  codConfirmHours: 48,
};
