import { Link } from '@tanstack/react-router';
import { CreditNoteView } from '../document/CreditNoteView';

/** /admin/orders/{orderId}/credit-note/{refundId}: a refund's credit note, from the invoice. */
export function AdminCreditNote({ orderId, refundId }: { orderId: number; refundId: number }) {
  return (
    <CreditNoteView
      refundId={refundId}
      back={
        <Link
          to="/admin/orders/$orderId/invoice"
          params={{ orderId: String(orderId) }}
          className="text-sm font-medium text-amber-900 underline-offset-2 hover:underline"
        >
          ← Back to the invoice
        </Link>
      }
    />
  );
}
