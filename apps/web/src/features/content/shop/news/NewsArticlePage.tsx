import type { NewsDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { IMAGE_SIZES } from '@frameshop/contracts/shared/page-meta';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '../../../../components/States';
import { httpStatus } from '../../../../lib/errors';
import { formatDate } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { NEWS_ARTICLE_QUERY } from './queries';

/** The shop's /news/{newsId}: one article, its sections as headings, paragraphs and lists. */
export function NewsArticlePage({ newsId }: { newsId: number }) {
  const valid = Number.isInteger(newsId) && newsId > 0;
  const news = trpc.content.news.byId.useQuery(
    { newsId: valid ? newsId : 0 },
    { ...NEWS_ARTICLE_QUERY, enabled: valid },
  );
  if (!valid || (news.isError && httpStatus(news.error) === 404)) return <NotFound />;
  if (news.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ErrorState message={m.newsFetchFailed} onRetry={() => news.refetch()} />
      </div>
    );
  }
  if (news.isPending) return <ArticleSkeleton />;
  return <Article news={news.data} />;
}

function Article({ news }: { news: NewsDto }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <BackLink />
      <h1 className="mt-4 break-words text-3xl font-semibold tracking-tight sm:text-4xl">
        {news.title}
      </h1>
      <p className="mt-2 text-stone-500">
        By {news.author} · <time dateTime={news.createdAt}>{formatDate(news.createdAt)}</time>
      </p>
      {news.image ? (
        <img
          src={`/${news.image}`}
          srcSet={news.srcset ?? undefined}
          sizes={IMAGE_SIZES.news}
          alt={news.title}
          className="mt-6 aspect-[16/10] w-full rounded-xl object-cover"
        />
      ) : null}
      <p className="mt-6 whitespace-pre-line break-words text-lg leading-relaxed text-stone-700">
        {news.shortDesc}
      </p>
      <div className="mt-8 space-y-8">
        {news.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is fixed
          <section key={i} className="space-y-3">
            {section.sectionTitle ? (
              <h2 className="break-words text-2xl font-semibold text-stone-900">
                {section.sectionTitle}
              </h2>
            ) : null}
            {section.content
              .split(/\n\s*\n/)
              .map((p) => p.trim())
              .filter(Boolean)
              .map((paragraph, k) => (
                <p
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of fixed text
                  key={k}
                  className="whitespace-pre-line break-words leading-relaxed text-stone-700"
                >
                  {paragraph}
                </p>
              ))}
            {section.bullets.length > 0 ? (
              <ul className="list-disc space-y-1 pl-6 text-stone-700">
                {section.bullets.map((bullet, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: bullets of fixed text
                  <li key={k} className="break-words">
                    {bullet}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <div className="mt-12 border-t border-stone-200 pt-6">
        <BackLink />
      </div>
    </article>
  );
}

function BackLink() {
  return (
    <Link to="/news" className="text-sm font-medium text-amber-800 hover:underline">
      ← All news
    </Link>
  );
}

function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{m.newsNotFound}</h1>
      <p className="mt-3 text-stone-600">
        This article may have been moved or taken down. The latest stories are on our news page.
      </p>
      <Link
        to="/news"
        className="mt-6 inline-block rounded-lg bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800"
      >
        Browse all news
      </Link>
    </section>
  );
}

function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading article" className="mx-auto max-w-3xl px-4 py-12">
      <div className="h-9 w-3/4 animate-pulse rounded bg-stone-200" />
      <div className="mt-3 h-4 w-1/3 animate-pulse rounded bg-stone-200" />
      <div className="mt-6 aspect-[16/10] w-full animate-pulse rounded-xl bg-stone-200" />
      <div className="mt-6 space-y-2">
        <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}
