import { createFileRoute } from '@tanstack/react-router';
import { MaterialManagement } from '../../features/catalogue/admin/attribute-screens';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/materials')({
  head: titleHead(adminTitle('Materials')),
  loader: ({ context }) => {
    void context.trpc.catalogue.materials.list.prefetch();
  },
  component: MaterialManagement,
});
