import { Link } from '@tanstack/react-router';
import { InvoiceView } from '../document/InvoiceView';

/** /admin/orders/{orderId}/invoice: the order's tax invoice, from the order screen. */
export function AdminInvoice({ orderId }: { orderId: number }) {
  return (
    <InvoiceView
      orderId={orderId}
      creditNoteLink={(refundId) => (
        <Link
          to="/admin/orders/$orderId/credit-note/$refundId"
          params={{ orderId: String(orderId), refundId: String(refundId) }}
          className="font-medium text-amber-900 underline underline-offset-2"
        >
          View credit note
        </Link>
      )}
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
