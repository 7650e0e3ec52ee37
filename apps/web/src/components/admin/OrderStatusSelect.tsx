import { cashQuestion } from '@frameshop/contracts/orders/fulfilment';
import {
  cancelBlocked,
  cancelConsequence,
  ORDER_MESSAGES as m,
} from '@frameshop/contracts/orders/messages';
import {
  CANCELLED_STATUS,
  DELIVERED_STATUS,
  ORDER_STATUS_CODES,
  type PaymentStatus,
  SHIPPED_STATUS,
  statusLabel,
} from '@frameshop/contracts/orders/statuses';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { useState } from 'react';
import { serverMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useOrderRefresh } from '../../lib/use-order-refresh';
import { ConfirmDialog } from '../ConfirmDialog';
import { ShipDialog } from './ShipDialog';

/** What the drop-down needs to know to say what a change would do. */
export interface StatusSubject {
  orderId: number;
  status: number;
  grandTotal: number;
  refunded: number;
  paymentStatus: PaymentStatus;
  /** Cash on delivery or PhonePe (issue 23); absent where the screen does not know it. */
  paymentMethod?: string;
}

/**
 * An order's status drop-down, wherever an admin changes it (the orders screen, the sales
 * dashboard's Recent Orders). Choosing Cancelled asks first, naming the refund and the stock
 * it releases (issue 24: it used to refund at once); Shipped asks for the carrier and AWB, and
 * Delivered of a cash-on-delivery order whether the cash was received (issue 23); a delivered
 * order paid online is not cancelled but refunded as a return first (decision 0022); every other
 * status is changed at once.
 */
export function OrderStatusSelect({
  order,
  id,
  className,
  ariaLabel,
}: {
  order: StatusSubject;
  id?: string;
  className: string;
  ariaLabel?: string;
}) {
  const refresh = useOrderRefresh();
  const [asking, setAsking] = useState<'cancel' | 'ship' | 'cash' | null>(null);
  const setStatus = trpc.orders.setStatus.useMutation({
    onError: (error) =>
      notify.error(m.statusUpdateFailed, { description: serverMessage(error) ?? undefined }),
    onSettled: () => refresh(),
  });
  const consequence = cancelConsequence(order);

  return (
    <>
      <select
        id={id}
        aria-label={ariaLabel}
        className={className}
        value={setStatus.isPending ? setStatus.variables.status : order.status}
        disabled={setStatus.isPending}
        onChange={(e) => {
          const status = Number(e.target.value);
          if (status === CANCELLED_STATUS) {
            const blocked = cancelBlocked(order);
            if (blocked) return notify.error(m.statusUpdateFailed, { description: blocked });
            return setAsking('cancel');
          }
          if (status === SHIPPED_STATUS) return setAsking('ship');
          if (status === DELIVERED_STATUS && order.paymentStatus === 'cod due') {
            return setAsking('cash');
          }
          setStatus.mutate(
            { orderId: order.orderId, status },
            { onSuccess: () => notify.success(m.statusUpdated) },
          );
        }}
      >
        {ORDER_STATUS_CODES.map((code) => (
          <option key={code} value={code}>
            {statusLabel(code)}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={asking === 'cancel'}
        title={consequence.title}
        details={consequence.details}
        confirm={consequence.confirm}
        cancel="Keep order"
        busy={setStatus.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          setStatus.mutate(
            { orderId: order.orderId, status: CANCELLED_STATUS },
            {
              onSuccess: () => notify.success(consequence.done),
              onSettled: () => setAsking(null),
            },
          )
        }
      />
      <ShipDialog
        open={asking === 'ship'}
        orderId={order.orderId}
        busy={setStatus.isPending}
        onCancel={() => setAsking(null)}
        onShip={(shipment) =>
          setStatus.mutate(
            { orderId: order.orderId, status: SHIPPED_STATUS, ...(shipment ?? {}) },
            {
              onSuccess: () => notify.success(m.statusUpdated),
              onSettled: () => setAsking(null),
            },
          )
        }
      />
      <ConfirmDialog
        open={asking === 'cash'}
        title={cashQuestion(order.grandTotal)}
        details={[
          `Order #${order.orderId} is paid in cash on delivery: confirm that ${formatRupees(order.grandTotal)} was collected.`,
          'It is then marked paid and delivered, its tax invoice is issued and it counts in sales.',
        ]}
        confirm={`Cash received, mark delivered`}
        cancel="Not yet"
        busy={setStatus.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          setStatus.mutate(
            { orderId: order.orderId, status: DELIVERED_STATUS, cashReceived: true },
            {
              onSuccess: () => notify.success('Cash recorded; order delivered'),
              onSettled: () => setAsking(null),
            },
          )
        }
      />
    </>
  );
}
