import { createFileRoute } from '@tanstack/react-router';
import { SizeManagement } from '../../features/catalogue-admin/attribute-screens';

export const Route = createFileRoute('/admin/sizes')({ component: SizeManagement });
