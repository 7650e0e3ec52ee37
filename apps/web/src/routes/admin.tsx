import { createFileRoute } from '@tanstack/react-router';
// The admin's own stylesheet (Tremor and admin-only utilities). Referenced from the component
// below so the router's code splitting moves it into the admin chunk: only admin pages load it.
import * as adminStyles from '../admin.css';
import { AdminGuard } from '../features/admin-shell/AdminGuard';
import { AdminLayout } from '../features/admin-shell/AdminLayout';
import { ME_QUERY_OPTIONS } from '../features/auth/use-session';
import { pageTitle, titleHead } from '../lib/page-title';

export const Route = createFileRoute('/admin')({
  head: titleHead(pageTitle('Admin')),
  // The guard's question, asked while the admin code downloads rather than after it.
  loader: ({ context }) => {
    void context.trpc.auth.me.prefetch(undefined, ME_QUERY_OPTIONS);
  },
  component: () => {
    void adminStyles;
    return (
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    );
  },
});
