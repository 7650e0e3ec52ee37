import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturn } from '../../features/orders/shop/payment/PaymentReturn';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/phonepe-callback')({
  head: titleHead(pageTitle('Processing your payment')),
  // The router reads an all-digit value as a number: the id is text either way.
  validateSearch: (search: Record<string, unknown>): { merchantTransactionId?: string } => {
    const id = search.merchantTransactionId;
    return typeof id === 'string' || typeof id === 'number'
      ? { merchantTransactionId: String(id) }
      : {};
  },
  component: function PhonePeCallbackRoute() {
    const { merchantTransactionId } = Route.useSearch();
    return <PaymentReturn merchantTransactionId={merchantTransactionId} />;
  },
});
