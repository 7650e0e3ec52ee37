import { createFileRoute } from '@tanstack/react-router';
import { ShopperInvoice } from '../../features/invoices/shop/ShopperInvoice';
import { pageTitle } from '../../lib/page-title';

/** The shopper's tax invoice for one order (issue 23), printable, with its PDF. */
export const Route = createFileRoute('/_shop/invoice/$orderId')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Invoice for order #${params.orderId}`) }] }),
  component: function InvoiceRoute() {
    const { orderId } = Route.useParams();
    return <ShopperInvoice orderId={Number(orderId)} />;
  },
});
