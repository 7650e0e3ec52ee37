import { istParts, MONTH_SHORT_NAMES } from '../analytics/ist';
import { formatRupees } from '../shared/format';

/** What the cart, checkout and the admin screen say about codes, word for word (issue 23). */
export const COUPON_MESSAGES = {
  /** Also a paused or used-up code's answer: guessing learns nothing from the text (decision 0022). */
  notValid: 'This code is not valid',
  expired: 'This code has expired',
  /** 'This code starts on 1 Dec': the IST day. */
  notYet: (startsAt: number) => {
    const d = istParts(startsAt);
    return `This code starts on ${d.day} ${MONTH_SHORT_NAMES[d.month - 1]}`;
  },
  /** 'Add ₹350 more to use this code': whole rupees shown without paise. */
  addMore: (shortPaise: number) => `Add ${wholeRupees(shortPaise)} more to use this code`,
  alreadyUsed: 'You have already used this code',
  notApplicable: 'This code does not apply to the items in your cart',
  /** A code that would make the order ₹0: refused at pricing (decision 0022). */
  freeOrder:
    'This code cannot be used on this cart: it would make the order free, and an order must come to at least ₹1',
  /** Code look-ups over their budget (per IP and per account): decision 0022. */
  tooManyTries: 'Too many discount codes tried. Please wait a minute and try again.',
  duplicate: 'A code with this name already exists',
  notFound: 'Discount code not found',
  inUse: (orders: number) =>
    `This code is on ${orders} ${orders === 1 ? 'order' : 'orders'}: pause it instead, so their history stays`,
  deleted: 'Discount code deleted',
} as const;

function wholeRupees(paise: number): string {
  const text = formatRupees(paise / 100);
  return paise % 100 === 0 ? text.replace(/\.00$/, '') : text;
}
