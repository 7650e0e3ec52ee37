import { createFileRoute } from '@tanstack/react-router';
import { MaterialManagement } from '../../features/catalogue-admin/attribute-screens';

export const Route = createFileRoute('/admin/materials')({ component: MaterialManagement });
