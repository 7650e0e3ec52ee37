import { Link } from '@tanstack/react-router';
import { CreditNoteView } from '../document/CreditNoteView';

/** /credit-note/{refundId}: the shopper's credit note, reached from the order's invoice. */
export function ShopperCreditNote({ refundId }: { refundId: number }) {
  return (
    <div className="px-4">
      <CreditNoteView
        refundId={refundId}
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
