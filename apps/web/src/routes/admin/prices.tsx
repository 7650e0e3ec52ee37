import { createFileRoute } from '@tanstack/react-router';
import { PriceManagement } from '../../features/catalogue/admin/PriceManagement';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/prices')({
  head: titleHead(adminTitle('Prices')),
  loader: ({ context }) => {
    void context.trpc.catalogue.prices.list.prefetch();
    void context.trpc.catalogue.options.prefetch();
  },
  component: PriceManagement,
});
