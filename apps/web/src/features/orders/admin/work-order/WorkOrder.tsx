import { Link } from '@tanstack/react-router';
import { Button } from '../../../../components/Button';
import { ErrorState, Spinner } from '../../../../components/States';
import { httpStatus } from '../../../../lib/errors';
import { trpc } from '../../../../lib/trpc';
import { WorkOrderSheet } from './WorkOrderSheet';
// Print rules: hide the admin shell, one A4 page per custom item.
import './work-order.css';

const BACK_LINK = 'text-sm font-medium text-amber-900 underline-offset-2 hover:underline';

/**
 * /admin/orders/{orderId}/work-order (issue 11): the sheet a framing workshop works from, one
 * page per custom item of the order, with the order number as text and as a QR code.
 */
export function WorkOrder({ orderId }: { orderId: number }) {
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = trpc.orders.byId.useQuery({ orderId }, { enabled: valid, retry: false });
  const back = (
    <Link to="/admin/orders" search={{ tab: 'custom', q: String(orderId) }} className={BACK_LINK}>
      ← Back to orders
    </Link>
  );

  if (!valid || (order.isError && httpStatus(order.error) === 404)) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold">Order not found</h1>
        {back}
      </div>
    );
  }
  if (order.isPending) return <Spinner label="Loading work order..." />;
  if (order.isError) {
    return (
      <ErrorState message="The work order could not be loaded" onRetry={() => order.refetch()} />
    );
  }

  const items = order.data.orderItems.filter((item) => item.productType === 'custom');
  // The QR code opens the order in the admin list from a phone at the workbench.
  const qrValue = `${window.location.origin}/admin/orders?tab=custom&q=${orderId}`;

  return (
    <div data-work-order className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div className="space-y-1">
          {back}
          <h1 className="text-2xl font-semibold">Work order #{orderId}</h1>
          <p className="text-sm text-stone-600">
            {items.length === 1 ? 'One custom frame' : `${items.length} custom frames`}, one A4 page
            each.
          </p>
        </div>
        <Button onClick={() => window.print()} disabled={items.length === 0}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
            <path d="M5 3a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v3h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v2a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h1V3Zm2 3h6V4H7v2Zm0 7v3h6v-3H7Z" />
          </svg>
          Print
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-white py-10 text-center text-stone-600">
          This order has no custom frames, so there is no work order to print.
        </p>
      ) : (
        items.map((item, i) => (
          <WorkOrderSheet
            key={item.orderItemId}
            order={order.data}
            item={item}
            position={i + 1}
            count={items.length}
            qrValue={qrValue}
          />
        ))
      )}
    </div>
  );
}
