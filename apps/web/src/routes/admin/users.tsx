import { createFileRoute } from '@tanstack/react-router';
import { UserManagement } from '../../features/users/UserManagement';

export const Route = createFileRoute('/admin/users')({ component: UserManagement });
