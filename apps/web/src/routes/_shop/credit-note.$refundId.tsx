import { createFileRoute } from '@tanstack/react-router';
import { ShopperCreditNote } from '../../features/invoices/shop/ShopperCreditNote';
import { pageTitle } from '../../lib/page-title';

/** The shopper's credit note for one refund (issue 23), printable, with its PDF. */
export const Route = createFileRoute('/_shop/credit-note/$refundId')({
  head: () => ({ meta: [{ title: pageTitle('Credit note') }] }),
  component: function CreditNoteRoute() {
    const { refundId } = Route.useParams();
    return <ShopperCreditNote refundId={Number(refundId)} />;
  },
});
