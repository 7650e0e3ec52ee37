import {
  CANCEL_WINDOW_MS,
  type OrderItemDto,
  type ShopperOrderDto,
} from '@frameshop/contracts/orders/orders';
import { CANCELLED_STATUS, SHIPPED_STATUS } from '@frameshop/contracts/orders/statuses';
import { PAYMENT_MESSAGES } from '@frameshop/contracts/payment/payment';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { formatMediumDateTime } from '../../../../lib/format';

/** Within 7 days of ordering and before it ships (spec section 9); the server decides again. */
export function canCancel(order: Pick<ShopperOrderDto, 'status' | 'createdAt'>, now = Date.now()) {
  if (order.status === CANCELLED_STATUS || order.status >= SHIPPED_STATUS) return false;
  return now - Date.parse(order.createdAt) <= CANCEL_WINDOW_MS;
}

export function itemTitle(item: OrderItemDto): string {
  if (item.frameSize) return `${item.frameSize.frame.name} · ${item.frameSize.size.label}`;
  return `Custom frame · ${item.width ?? '?'}x${item.height ?? '?'} in`;
}

/** A frame image is a path relative to the host; a photo preview is already absolute. */
export function itemImage(item: OrderItemDto): string | null {
  const path = item.frameSize?.frame.images[0]?.imageUrl ?? item.imageUrl;
  if (!path) return null;
  return /^(https?:)?\//.test(path) ? path : `/${path}`;
}

/** 'awaiting payment' → 'Awaiting payment': the server's words, shown as a sentence. */
export function paymentLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** What the shopper reads about an order's money: the status, and a line saying what it means. */
export function paymentSummary(
  order: Pick<ShopperOrderDto, 'paymentStatus' | 'refunded' | 'paidAt' | 'status'> &
    Partial<Pick<ShopperOrderDto, 'grandTotal'>>,
): { label: string; note: string | null } {
  const label = paymentLabel(order.paymentStatus);
  const refunded = order.refunded > 0 ? formatRupees(order.refunded) : null;
  switch (order.paymentStatus) {
    case 'awaiting payment':
      return order.status === CANCELLED_STATUS
        ? { label: 'Not paid', note: 'Nothing was charged.' }
        : {
            label,
            note: 'Not paid yet: your frames are set aside until the payment window closes.',
          };
    case 'paid':
      return {
        label,
        note: refunded
          ? `${refunded} refunded. ${PAYMENT_MESSAGES.refundPromise}.`
          : order.paidAt
            ? `Paid on ${formatMediumDateTime(order.paidAt)}.`
            : null,
      };
    case 'cod due':
      return order.status === CANCELLED_STATUS
        ? { label: 'Not paid', note: 'Nothing was charged.' }
        : {
            label: 'Cash on delivery',
            note: `Pay ${order.grandTotal === undefined ? 'the total' : formatRupees(order.grandTotal)} in cash when your order arrives.`,
          };
    case 'failed':
      return { label: 'Payment failed', note: 'Nothing was charged.' };
    case 'expired':
      return { label: 'Payment expired', note: 'The payment was not completed in time.' };
    case 'refund pending':
      return {
        label,
        note: `${refunded ? `${refunded} refunded so far. ` : 'Your refund is on its way. '}${PAYMENT_MESSAGES.refundPromise}.`,
      };
    case 'refunded':
      return {
        label: refunded ? `Refunded ${refunded}` : label,
        note: `${PAYMENT_MESSAGES.refundPromise}.`,
      };
    default:
      return { label, note: null };
  }
}

/** An order the shopper can still pay for (Pay now). */
export function canPay(order: Pick<ShopperOrderDto, 'paymentStatus' | 'status'>): boolean {
  return order.paymentStatus === 'awaiting payment' && order.status !== CANCELLED_STATUS;
}
