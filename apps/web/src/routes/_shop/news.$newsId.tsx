import { createFileRoute } from '@tanstack/react-router';
import { NewsArticlePage } from '../../features/content/shop/news/NewsArticlePage';
import { NEWS_ARTICLE_QUERY } from '../../features/content/shop/news/queries';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/news/$newsId')({
  // The page title is the article's: the loader waits for this public, cached read (a missing
  // article is not an error here; the page shows its own 'not found').
  loader: async ({ context, params }) => {
    const newsId = Number(params.newsId);
    if (!Number.isInteger(newsId) || newsId < 1) return null;
    try {
      const news = await context.trpc.content.news.byId.ensureData({ newsId }, NEWS_ARTICLE_QUERY);
      return { title: news.title, description: news.shortDesc };
    } catch {
      return null;
    }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: pageTitle(loaderData?.title ?? 'News') },
      ...(loaderData ? [{ name: 'description', content: loaderData.description }] : []),
    ],
  }),
  component: function NewsArticleRoute() {
    const { newsId } = Route.useParams();
    return <NewsArticlePage newsId={Number(newsId)} />;
  },
});
