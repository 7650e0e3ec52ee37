import { createFileRoute } from '@tanstack/react-router';
import { RefundCancellationPage } from '../../features/content/shop/RefundCancellationPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/refundcancellation')({
  head: titleHead(pageTitle('Refund and Cancellation Policy')),
  component: RefundCancellationPage,
});
