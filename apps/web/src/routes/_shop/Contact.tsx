import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shop-shell/ComingSoon';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/Contact')({
  head: titleHead(pageTitle('Contact us')),
  component: () => (
    <ComingSoon title="Contact us">
      <p>Call +91 80 4123 5678 or write to hello@frameshop.in, Mon–Sat, 10:00–19:00 IST.</p>
    </ComingSoon>
  ),
});
