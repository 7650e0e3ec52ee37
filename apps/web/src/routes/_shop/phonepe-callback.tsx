import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '../../components/States';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/phonepe-callback')({
  head: titleHead(pageTitle('Processing your payment')),
  validateSearch: (search: Record<string, unknown>): { merchantTransactionId?: string } =>
    typeof search.merchantTransactionId === 'string'
      ? { merchantTransactionId: search.merchantTransactionId }
      : {},
  // Verification against the server arrives with the payment issue.
  component: () => <Spinner label="Processing your payment..." />,
});
