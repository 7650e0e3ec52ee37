import { createFileRoute } from '@tanstack/react-router';
import { FrameMaterialManagement } from '../../features/catalogue-admin/attribute-screens';

export const Route = createFileRoute('/admin/frame-materials')({
  component: FrameMaterialManagement,
});
