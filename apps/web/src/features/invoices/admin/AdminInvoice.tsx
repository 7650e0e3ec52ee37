import { Link } from '@tanstack/react-router';
import { InvoiceView } from '../document/InvoiceView';

/** /admin/orders/{orderId}/invoice: the order's tax invoice, from the order screen. */
export function AdminInvoice({ orderId }: { orderId: number }) {
  return (
    <InvoiceView
      orderId={orderId}
      back={
        <Link
          to="/admin/orders"
          search={{ q: String(orderId) }}
          className="text-sm font-medium text-amber-900 underline-offset-2 hover:underline"
        >
          ← Back to orders
        </Link>
      }
    />
  );
}
