import { createFileRoute } from '@tanstack/react-router';
import { ThicknessManagement } from '../../features/catalogue-admin/attribute-screens';

export const Route = createFileRoute('/admin/thickness')({ component: ThicknessManagement });
