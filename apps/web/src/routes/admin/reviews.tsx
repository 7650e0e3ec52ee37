import { createFileRoute } from '@tanstack/react-router';
import { ReviewManagement } from '../../features/content/admin/reviews/ReviewManagement';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/reviews')({
  head: titleHead(adminTitle('Reviews')),
  loader: ({ context }) => {
    void context.trpc.content.reviews.listAll.prefetch();
  },
  component: ReviewManagement,
});
