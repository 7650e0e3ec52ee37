import { createFileRoute } from '@tanstack/react-router';
import { FrameMaterialManagement } from '../../features/catalogue/admin/attribute-screens';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/frame-materials')({
  head: titleHead(adminTitle('Frame Materials')),
  loader: ({ context }) => {
    void context.trpc.catalogue.frameMaterials.list.prefetch();
  },
  component: FrameMaterialManagement,
});
