import { createFileRoute } from '@tanstack/react-router';
import { RoleManagement } from '../../features/staff/admin/RoleManagement';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/roles')({
  head: titleHead(adminTitle('Roles')),
  component: RoleManagement,
});
