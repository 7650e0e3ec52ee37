import type { RouterOutputs } from '../../../lib/api-types';

export type AdminOrder = RouterOutputs['orders']['list']['data'][number];
export type AdminOrderItem = AdminOrder['orderItems'][number];
export type AdminOrderDetail = RouterOutputs['orders']['byId'];

export const itemCount = (order: AdminOrder) =>
  order.orderItems.reduce((sum, item) => sum + item.quantity, 0);

export const customerName = (order: AdminOrder) => `${order.firstName} ${order.lastName}`.trim();

/** '12 × 18 in', without trailing zeros. */
export const inches = (width: number, height: number) =>
  `${Number(width.toFixed(2))} × ${Number(height.toFixed(2))} in`;

/** 'admin' reads 'Admin'; nothing reads '—'. */
export const firstCapital = (text: string) =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) : '—';

/** Payment status as text (spec section 4), first letter capital. */
export const paymentLabel = firstCapital;

/**
 * A cash-on-delivery order the shop has not confirmed (moved to Processing): the list shows it
 * first, and it is cancelled after COD_CONFIRM_HOURS (decision 0022).
 */
export const codToConfirm = (
  order: Pick<AdminOrder, 'paymentMethod' | 'paymentStatus' | 'status'>,
) => order.paymentMethod === 'cod' && order.paymentStatus === 'cod due' && order.status === 1;

/** The list's payment column: 'COD to confirm', or the payment status. */
export const listPaymentLabel = (order: AdminOrder) =>
  codToConfirm(order) ? 'COD to confirm' : paymentLabel(order.paymentStatus);

export type TimelineEvent = AdminOrderDetail['timeline'][number];
export type OrderPayment = RouterOutputs['payment']['forOrder'];
export type PaymentAttempt = OrderPayment['attempts'][number];
export type PaymentRefund = OrderPayment['refunds'][number];

const NEUTRAL_BADGE = 'bg-stone-100 text-stone-800 ring-stone-300';
/** Gateway attempt states (issue 12): pending, completed, failed, expired, mismatch. */
const ATTEMPT_BADGES: Record<string, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  expired: NEUTRAL_BADGE,
  mismatch: 'bg-red-600 text-white ring-red-700',
};
/** PhonePe refund states: NEW, PENDING, CONFIRMED, COMPLETED, FAILED. */
const REFUND_BADGES: Record<string, string> = {
  NEW: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  PENDING: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  CONFIRMED: 'bg-blue-100 text-blue-900 ring-blue-300',
  COMPLETED: 'bg-green-100 text-green-900 ring-green-300',
  FAILED: 'bg-red-100 text-red-900 ring-red-300',
};

/** 'mismatch' reads 'Amount mismatch', 'PENDING' reads 'Pending'. */
export function stateLabel(state: string): string {
  if (state === 'mismatch') return 'Amount mismatch';
  const lower = state.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
export const attemptBadge = (state: string) => ATTEMPT_BADGES[state] ?? NEUTRAL_BADGE;
export const refundBadge = (state: string) => REFUND_BADGES[state] ?? NEUTRAL_BADGE;

/** The attempt the money came through (or the last try): its id is the order's transaction id. */
export function latestAttempt(payment: OrderPayment | undefined): PaymentAttempt | undefined {
  const attempts = payment?.attempts ?? [];
  return attempts.findLast((a) => a.state === 'completed') ?? attempts.at(-1);
}
