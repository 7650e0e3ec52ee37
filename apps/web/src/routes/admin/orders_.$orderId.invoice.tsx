import { createFileRoute } from '@tanstack/react-router';
import { AdminInvoice } from '../../features/invoices/admin/AdminInvoice';
import { adminTitle } from '../../lib/page-title';

/** An order's tax invoice (issue 23), printable; not nested in the list. */
export const Route = createFileRoute('/admin/orders_/$orderId/invoice')({
  head: ({ params }) => ({ meta: [{ title: adminTitle(`Invoice for order #${params.orderId}`) }] }),
  component: function AdminInvoiceRoute() {
    const { orderId } = Route.useParams();
    return <AdminInvoice orderId={Number(orderId)} />;
  },
});
