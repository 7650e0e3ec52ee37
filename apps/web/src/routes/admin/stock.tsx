import { createFileRoute } from '@tanstack/react-router';
import { StockScreen } from '../../features/catalogue/admin/stock/StockScreen';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/stock')({
  head: titleHead(adminTitle('Stock')),
  loader: ({ context }) => {
    void context.trpc.inventory.list.prefetch({ search: '', page: 1 }, ADMIN_PREFETCH);
  },
  component: StockScreen,
});
