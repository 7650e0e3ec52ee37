import { createFileRoute } from '@tanstack/react-router';
import { StaffManagement } from '../../features/staff/admin/StaffManagement';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/staff')({
  head: titleHead(adminTitle('Staff')),
  component: StaffManagement,
});
