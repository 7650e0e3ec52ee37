import { createFileRoute } from '@tanstack/react-router';
import { AdminGuard } from '../features/admin-shell/AdminGuard';
import { AdminLayout } from '../features/admin-shell/AdminLayout';

export const Route = createFileRoute('/admin')({
  component: () => (
    <AdminGuard>
      <AdminLayout />
    </AdminGuard>
  ),
});
