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
  refundedReopen: 'This order was refunded and cannot be reopened: place a new order instead',
  tooManyUnpaid: (count: number) =>
    `You already have ${count} ${count === 1 ? 'order' : 'orders'} waiting for payment: pay or cancel one first`,
  line: (position: number, title: string, problem: string) =>
    `Item ${position} (${title}): ${problem}`,
} as const;
