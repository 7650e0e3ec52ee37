import { createFileRoute } from '@tanstack/react-router';
import { CustomerList } from '../../features/users/admin/customers/CustomerList';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/customers/')({
  head: titleHead(adminTitle('Customers')),
  loader: ({ context }) => {
    void context.trpc.customers.list.prefetch({ search: '', page: 1 }, ADMIN_PREFETCH);
  },
  component: CustomerList,
});
