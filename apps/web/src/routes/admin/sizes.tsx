import { createFileRoute } from '@tanstack/react-router';
import { SizeManagement } from '../../features/catalogue/admin/attribute-screens';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/sizes')({
  head: titleHead(adminTitle('Frame Sizes')),
  loader: ({ context }) => {
    void context.trpc.catalogue.sizes.list.prefetch();
  },
  component: SizeManagement,
});
