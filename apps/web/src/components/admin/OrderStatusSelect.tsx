import { cancelConsequence, ORDER_MESSAGES as m } from '@frameshop/contracts/orders/messages';
import {
  CANCELLED_STATUS,
  ORDER_STATUS_CODES,
  type PaymentStatus,
  statusLabel,
} from '@frameshop/contracts/orders/statuses';
import { useState } from 'react';
import { serverMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useOrderRefresh } from '../../lib/use-order-refresh';
import { ConfirmDialog } from '../ConfirmDialog';

/** What the drop-down needs to know to say what a change would do. */
export interface StatusSubject {
  orderId: number;
  status: number;
  grandTotal: number;
  refunded: number;
  paymentStatus: PaymentStatus;
}

/**
 * An order's status drop-down, wherever an admin changes it (the orders screen, the sales
 * dashboard's Recent Orders). Choosing Cancelled asks first, naming the refund and the stock
 * it releases (issue 24: it used to refund at once); every other status is changed at once.
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
  const [asking, setAsking] = useState(false);
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
            setAsking(true);
            return;
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
        open={asking}
        title={consequence.title}
        details={consequence.details}
        confirm={consequence.confirm}
        cancel="Keep order"
        busy={setStatus.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          setStatus.mutate(
            { orderId: order.orderId, status: CANCELLED_STATUS },
            {
              onSuccess: () => notify.success(consequence.done),
              onSettled: () => setAsking(false),
            },
          )
        }
      />
    </>
  );
}
