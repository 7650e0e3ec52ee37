import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '../../components/States';

export const Route = createFileRoute('/_shop/phonepe-callback')({
  validateSearch: (search: Record<string, unknown>): { merchantTransactionId?: string } =>
    typeof search.merchantTransactionId === 'string'
      ? { merchantTransactionId: search.merchantTransactionId }
      : {},
  // Verification against the server arrives with the payment issue.
  component: () => <Spinner label="Processing your payment..." />,
});
