import type { NewsDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pager } from '../../../../components/Pager';
import { SearchInput } from '../../../../components/SearchInput';
import { ErrorState } from '../../../../components/States';
import { formatDate } from '../../../../lib/format';
import { useSearchPaging } from '../../../../lib/search-paging';
import { trpc } from '../../../../lib/trpc';
import { newsPageInput } from './queries';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The shop's /news: the articles, newest first, with a search and a pager. */
export function NewsListPage() {
  const { search, setSearch, sentSearch, page, setPage } = useSearchPaging();
  const news = trpc.content.news.list.useQuery(newsPageInput(page, sentSearch), {
    placeholderData: keepPreviousData,
  });
  const data = news.data;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">News</h1>
          <p className="mt-1 text-stone-600">
            Stories, framing tips and updates from our workshop.
          </p>
        </div>
        <SearchInput
          value={search}
          onValueChange={setSearch}
          placeholder="Search news..."
          aria-label="Search news"
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 sm:w-72"
        />
      </div>

      <div className="mt-8">
        {news.isPending ? (
          <ul aria-busy="true" aria-label="Loading news" className={GRID}>
            {SKELETONS.map((k) => (
              <li key={k} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
                <div className="aspect-[16/10] animate-pulse bg-stone-200" />
                <div className="space-y-2 p-4">
                  <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
                  <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
                  <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
                </div>
              </li>
            ))}
          </ul>
        ) : news.isError ? (
          <ErrorState message={m.newsFetchFailed} onRetry={() => news.refetch()} />
        ) : data && data.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
            <p className="text-lg font-medium text-stone-800">
              {sentSearch ? `No news matches "${sentSearch}"` : 'No news yet'}
            </p>
            <p className="mt-1 text-stone-600">
              {sentSearch ? 'Try another word.' : 'Check back soon for stories from our workshop.'}
            </p>
          </div>
        ) : data ? (
          <div className="space-y-8">
            <ul
              aria-label="News articles"
              className={`${GRID} ${news.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.data.map((item) => (
                <NewsCard key={item.newsId} news={item} />
              ))}
            </ul>
            <Pager
              page={page}
              totalPages={data.pagination.totalPages}
              onChange={(p) => {
                setPage(p);
                window.scrollTo({ top: 0 });
              }}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function NewsCard({ news }: { news: NewsDto }) {
  return (
    <li className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link
        to="/news/$newsId"
        params={{ newsId: String(news.newsId) }}
        className="group block h-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        <div className="aspect-[16/10] bg-stone-100">
          {news.image ? (
            <img
              src={`/${news.image}`}
              srcSet={news.srcset ?? undefined}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              alt=""
              loading="lazy"
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-stone-400">
              {m.noImage}
            </div>
          )}
        </div>
        <div className="space-y-2 p-4">
          <h2 className="break-words text-lg font-semibold text-stone-900 group-hover:underline">
            {news.title}
          </h2>
          <p className="text-sm text-stone-500">
            By {news.author} · <time dateTime={news.createdAt}>{formatDate(news.createdAt)}</time>
          </p>
          <p className="line-clamp-3 break-words text-stone-700">{news.shortDesc}</p>
        </div>
      </Link>
    </li>
  );
}
