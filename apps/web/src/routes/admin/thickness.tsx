import { createFileRoute } from '@tanstack/react-router';
import { ThicknessManagement } from '../../features/catalogue/admin/attribute-screens';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/thickness')({
  head: titleHead(adminTitle('Thickness')),
  loader: ({ context }) => {
    void context.trpc.catalogue.thicknesses.list.prefetch();
  },
  component: ThicknessManagement,
});
