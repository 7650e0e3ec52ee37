import { createFileRoute } from '@tanstack/react-router';
import { NewsManagement } from '../../features/content/admin/news/NewsManagement';
import { newsPageInput } from '../../features/content/admin/news/queries';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/news')({
  head: titleHead(adminTitle('News')),
  loader: ({ context }) => {
    void context.trpc.content.news.list.prefetch(newsPageInput(1, ''));
  },
  component: NewsManagement,
});
