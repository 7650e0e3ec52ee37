import { createFileRoute } from '@tanstack/react-router';
import { AdminCreditNote } from '../../features/invoices/admin/AdminCreditNote';
import { adminTitle } from '../../lib/page-title';

/** A refund's credit note (issue 23), printable; reached from the order's invoice. */
export const Route = createFileRoute('/admin/orders_/$orderId/credit-note/$refundId')({
  head: ({ params }) => ({
    meta: [{ title: adminTitle(`Credit note for order #${params.orderId}`) }],
  }),
  component: function AdminCreditNoteRoute() {
    const { orderId, refundId } = Route.useParams();
    return <AdminCreditNote orderId={Number(orderId)} refundId={Number(refundId)} />;
  },
});
