import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../../features/content/shop/news/NewsListPage';
import { newsPageInput } from '../../features/content/shop/news/queries';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/news/')({
  head: titleHead(pageTitle('News')),
  loader: ({ context }) => {
    void context.trpc.content.news.list.prefetch(newsPageInput(1, ''));
  },
  component: NewsListPage,
});
