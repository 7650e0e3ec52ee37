import { Link } from '@tanstack/react-router';
import { InvoiceView } from '../document/InvoiceView';

/** /invoice/{orderId}: the shopper's tax invoice, reached from My orders. */
export function ShopperInvoice({ orderId }: { orderId: number }) {
  return (
    <div className="px-4">
      <InvoiceView
        orderId={orderId}
        creditNoteLink={(refundId) => (
          <Link
            to="/credit-note/$refundId"
            params={{ refundId: String(refundId) }}
            className="font-medium text-amber-900 underline underline-offset-2"
          >
            View credit note
          </Link>
        )}
        back={
          <Link
            to="/ProfilePage"
            className="text-sm font-medium text-amber-900 underline-offset-2 hover:underline"
          >
            ← Back to my orders
          </Link>
        }
      />
    </div>
  );
}
