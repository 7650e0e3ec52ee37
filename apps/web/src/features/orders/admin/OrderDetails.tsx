import { DetailTabs } from '../../../components/admin/DetailTabs';
import { EntityHistory } from '../../../components/admin/EntityHistory';
import { OrderActions } from './OrderActions';
import { OrderItems } from './OrderItems';
import { OrderTimeline } from './OrderTimeline';
import type { AdminOrder } from './order-format';
import { PaymentPanel } from './PaymentPanel';
import { PaymentSummary } from './PaymentSummary';

/**
 * The expanded part of an order's row: address, money and actions; the items beside the
 * timeline; the payment activity (attempts, refunds) across the bottom. Its History tab is the
 * order's audit log (docs/decisions/0025-audit-log.md).
 */
export function OrderDetails({ order, id }: { order: AdminOrder; id: string }) {
  return (
    <div id={id} className="bg-stone-50 p-3 text-sm">
      <DetailTabs
        label={`Order #${order.orderId}`}
        details={<OrderPanels order={order} id={id} />}
        history={
          <EntityHistory entity="order" entityId={order.orderId} name={`order #${order.orderId}`} />
        }
      />
    </div>
  );
}

/** The order's details: address, money and actions; items, timeline and payment activity. */
function OrderPanels({ order, id }: { order: AdminOrder; id: string }) {
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      <section
        className="space-y-2 rounded-lg border border-stone-200 bg-white p-3"
        aria-label={`Shipping details of order #${order.orderId}`}
      >
        <h3 className="text-sm font-semibold text-stone-800">Shipping details</h3>
        <address className="not-italic leading-6">
          {order.firstName} {order.lastName}
          <br />
          {order.address}
          {order.apt ? `, ${order.apt}` : ''}
          <br />
          {order.city}, {order.state} {order.postalCode}
          <br />
          Phone: <a href={`tel:+91${order.phone}`}>{order.phone}</a>
          <br />
          <a className="[overflow-wrap:anywhere]" href={`mailto:${order.email}`}>
            {order.email}
          </a>
        </address>
      </section>
      <PaymentSummary order={order} />
      <OrderActions order={order} id={id} />
      <OrderItems order={order} className="lg:col-span-2" />
      <OrderTimeline orderId={order.orderId} />
      <PaymentPanel orderId={order.orderId} className="lg:col-span-3" />
    </div>
  );
}
