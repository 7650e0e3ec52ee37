import { createFileRoute } from '@tanstack/react-router';
import { CustomerPage } from '../../features/users/admin/customers/CustomerPage';
import { adminTitle } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/customers/$userId')({
  head: ({ params }) => ({ meta: [{ title: adminTitle(`Customer #${params.userId}`) }] }),
  loader: ({ context, params }) => {
    const userId = Number(params.userId);
    if (Number.isInteger(userId) && userId > 0) {
      void context.trpc.customers.byId.prefetch({ userId }, ADMIN_PREFETCH);
    }
  },
  component: function CustomerRoute() {
    const { userId } = Route.useParams();
    return <CustomerPage userId={Number(userId)} />;
  },
});
