import { createFileRoute } from '@tanstack/react-router';
import { RefundCancellationPage } from '../../features/pages/RefundCancellationPage';

export const Route = createFileRoute('/_shop/refundcancellation')({
  component: RefundCancellationPage,
});
