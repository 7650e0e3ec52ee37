import type { CartLine } from '@frameshop/contracts/orders/cart';
import { CANCELLED_STATUS } from '@frameshop/contracts/orders/statuses';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { trpc } from '../../../../lib/trpc';
import { readPendingOrder, sameLines } from './checkout-storage';

/**
 * The shopper already placed an order for exactly these lines and it still waits for payment
 * (PhonePe was closed, the payment failed to start, the phone went to sleep): offer to pay for
 * that one, since placing again would make a second order and set the frames aside twice.
 */
export function UnpaidOrderNotice({
  lines,
  busy,
  onPay,
  className = '',
}: {
  lines: readonly CartLine[];
  busy: boolean;
  className?: string;
  onPay: (orderId: number) => void;
}) {
  const [pending] = useState(readPendingOrder);
  const matches = pending !== null && sameLines(pending.lines, lines);
  const order = trpc.orders.mineById.useQuery(
    { orderId: pending?.orderId ?? 0 },
    { enabled: matches, retry: false, staleTime: 0 },
  );
  const unpaid =
    order.data &&
    order.data.paymentStatus === 'awaiting payment' &&
    order.data.status !== CANCELLED_STATUS;
  if (!matches || !unpaid) return null;
  return (
    <div
      role="status"
      className={`space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 ${className}`}
      data-unpaid-order
    >
      <p>
        You already placed order #{order.data.orderId} for these items and it is waiting for
        payment. Pay for it instead of ordering again.
      </p>
      <Button
        className="h-12 w-full text-base"
        disabled={busy}
        onClick={() => onPay(order.data.orderId)}
      >
        Pay {formatRupees(order.data.grandTotal)} for order #{order.data.orderId}
      </Button>
    </div>
  );
}
