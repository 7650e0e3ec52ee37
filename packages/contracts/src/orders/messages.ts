import { formatRupees } from '../shared/format';

/** What the cart says about a line, word for word (issue 10). */
export const CART_MESSAGES = {
  unavailable: 'No longer available',
  short: (left: number) => (left === 0 ? 'Out of stock' : `Only ${left} left`),
  priceChanged: (from: number, to: number) =>
    `Price changed from ${formatRupees(from)} to ${formatRupees(to)}`,
  photoGone: 'Your photo is no longer available: upload it again',
  badCrop: 'Crop your photo again',
  tooMany: (max: number) => `At most ${max} of one item per order`,
} as const;

export const PHOTO_MESSAGES = {
  notFound: 'Photo not found',
  badType: 'Upload a JPEG, PNG or WebP photo',
  tooLarge: 'The photo is larger than 25 MB',
  tooFast: 'Too many uploads. Please wait a few minutes and try again.',
  quota: 'You have uploaded many photos today. Please try again tomorrow.',
  unreadable: 'This file could not be read as a photo',
} as const;

/** What orders say (spec section 8 and issue 11), word for word. */
export const ORDER_MESSAGES = {
  statusUpdated: 'Status updated successfully!',
  statusUpdateFailed: 'Status update failed!',
  deleted: 'Order deleted successfully!',
  deleteFailed: 'Order deletion failed!',
  placed: 'Order placed successfully!',
  cancelled: 'Order cancelled',
  notFound: 'Order not found',
  paidDelete: 'This order is paid: cancel and refund it first',
  cancelWindow: 'Orders can be cancelled within 7 days of ordering',
  cancelShipped: 'This order has already shipped and can no longer be cancelled',
  alreadyCancelled: 'This order is already cancelled',
  noteAdded: 'Note added',
  unpaidReopen:
    'This order’s payment failed or expired and cannot be reopened: place a new order instead',
  /** Refused to an API key (or anyone without the refund right): decision 0022. */
  paidCancelNeedsAdmin: 'Cancelling a paid order refunds it: do it in the admin',
  cashNeedsRefundRight:
    'Recording cash received needs the permission orders:refund: ask someone who holds it',
  /** A delivered order is returned, not cancelled into an automatic refund (decision 0022). */
  deliveredCancel:
    'This order was delivered: refund what the return warrants in its payment panel first, then cancel it',
  refundedReopen: 'This order was refunded and cannot be reopened: place a new order instead',
  tooManyUnpaid: (count: number) =>
    `You already have ${count} ${count === 1 ? 'order' : 'orders'} waiting for payment: pay or cancel one first`,
  line: (position: number, title: string, problem: string) =>
    `Item ${position} (${title}): ${problem}`,
} as const;

/** What cancelling an order would do, as the admin's confirmation and the toast say it. */
export interface CancelConsequence {
  /** The question, naming the order and the refund ('Cancel order #1042 and refund ₹8,598 to the shopper?'). */
  title: string;
  /** Each thing that happens besides, one sentence each. */
  details: string[];
  confirm: string;
  /** The toast once done ('Order cancelled; refund of ₹8,598 started'). */
  done: string;
  /** Rupees the cancellation refunds (0: none). */
  refund: number;
}

/**
 * Spoken before an admin cancels (issue 24): a paid order's cancellation refunds what is left
 * of its payment through PhonePe at once, and one not yet shipped puts its stock back on sale
 * (orders/order-admin.service.ts, setOrderStatus). Derived from the order as the screen shows it;
 * the server decides the real amount.
 */
export function cancelConsequence(order: {
  orderId: number;
  status: number;
  grandTotal: number;
  refunded: number;
  paymentStatus: string;
  paymentMethod?: string;
}): CancelConsequence {
  const cash = order.paymentMethod === 'cod';
  const refund =
    order.paymentStatus === 'paid' && !cash
      ? Math.max(0, Math.round((order.grandTotal - order.refunded) * 100) / 100)
      : 0;
  const amount = formatRupees(refund);
  const number = `#${order.orderId}`;
  const details = [
    ...(refund > 0 ? [`${amount} goes back to the shopper through PhonePe.`] : []),
    // Cash on delivery (issue 23): nothing was taken, so nothing goes back.
    ...(order.paymentStatus === 'cod due'
      ? ['Cash on delivery: nothing has been paid, so there is nothing to refund.']
      : []),
    ...(cash && order.paymentStatus === 'paid'
      ? [
          'It was paid in cash on delivery: PhonePe cannot refund it, so refund the shopper yourself.',
        ]
      : []),
    // Before Shipped (3) the frames are still here.
    ...(order.status < 3 ? ['Its ready-made frames go back on sale.'] : []),
    'The shopper is told by e-mail.',
  ];
  return refund > 0
    ? {
        title: `Cancel order ${number} and refund ${amount} to the shopper?`,
        details,
        confirm: `Cancel and refund ${amount}`,
        done: `Order cancelled; refund of ${amount} started`,
        refund,
      }
    : {
        title: `Cancel order ${number}?`,
        details,
        confirm: 'Cancel order',
        done: 'Order cancelled',
        refund,
      };
}

/**
 * Why an admin may not cancel this order now, or null: a delivered order paid online is
 * returned and refunded from its payment panel first, never refunded by a cancel (decision
 * 0022; the server answers 409 with the same words). Unknown payment method: the server decides.
 */
export function cancelBlocked(order: {
  status: number;
  paymentStatus: string;
  paymentMethod?: string;
}): string | null {
  const online = order.paymentMethod !== undefined && order.paymentMethod !== 'cod';
  return order.status === 4 && order.paymentStatus === 'paid' && online
    ? ORDER_MESSAGES.deliveredCancel
    : null;
}

/** Shipment tracking and cash on delivery (issue 23). */
export const FULFILMENT_MESSAGES = {
  trackingOnlyShipped: 'A carrier and AWB number go with the status Shipped only',
  trackingBoth: 'Give both the carrier and the AWB number',
  unknownCarrier: 'Choose a carrier from the list',
  cashOnlyDelivered: 'Cash received is recorded with the status Delivered only',
  confirmCash: (amount: string) =>
    `Confirm the cash received (${amount}) to mark this cash-on-delivery order delivered`,
  codOff: 'Cash on delivery is not available',
  /** Cash on delivery holds stock with no money taken: only a proven address may (decision 0022). */
  codNeedsVerifiedEmail:
    'Cash on delivery needs a verified e-mail address: open the link we sent you (or send it again from your profile), or pay online',
  codTooMany: (count: number) =>
    `You already have ${count} cash-on-delivery ${count === 1 ? 'order' : 'orders'} open: pay online, or wait until ${count === 1 ? 'it is' : 'they are'} delivered`,
  codPhoneTooMany: (count: number) =>
    `This mobile number already has ${count} open cash-on-delivery ${count === 1 ? 'order' : 'orders'}: pay online instead`,
} as const;
