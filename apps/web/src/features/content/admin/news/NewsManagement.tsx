import type { NewsDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/Button';
import { Pager } from '../../../../components/Pager';
import { ErrorState, Spinner } from '../../../../components/States';
import { serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { useSearchPaging } from '../../../../lib/search-paging';
import { trpc } from '../../../../lib/trpc';
import { NewsFormModal } from './NewsFormModal';
import { newsPageInput } from './queries';

const formatNewsDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Spec section 2: News Management. */
export function NewsManagement() {
  const { search, setSearch, sentSearch, page, setPage } = useSearchPaging();
  const [modal, setModal] = useState<{ newsId: number | null } | null>(null);
  const utils = trpc.useUtils();
  const news = trpc.content.news.list.useQuery(newsPageInput(page, sentSearch), {
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (news.isError) notify.error(m.newsFetchFailed);
  }, [news.isError]);
  const remove = trpc.content.news.delete.useMutation({
    onSuccess: async () => {
      notify.success(m.newsDeleted);
      await utils.content.news.invalidate();
    },
    onError: (error) =>
      notify.error(m.newsDeleteFailed, { description: serverMessage(error) ?? undefined }),
  });

  const data = news.data;
  // Deleting the last article of the last page leaves that page empty: step back.
  useEffect(() => {
    if (data && data.data.length === 0 && page > 1 && page > data.pagination.totalPages) {
      setPage(Math.max(1, data.pagination.totalPages));
    }
  }, [data, page, setPage]);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold">News Management</h1>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search news..."
            aria-label="Search news"
            className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm sm:w-64"
          />
          <Button onClick={() => setModal({ newsId: null })}>Add News</Button>
        </div>
      </div>

      {news.isPending ? (
        <Spinner label="Loading news..." />
      ) : news.isError ? (
        <ErrorState message={m.newsFetchFailed} onRetry={() => news.refetch()} />
      ) : data && data.data.length === 0 ? (
        <p className="rounded-lg bg-white py-10 text-center text-stone-500">
          {sentSearch ? 'No news matches your search' : 'No news yet'}
        </p>
      ) : data ? (
        <>
          <ul
            aria-label="News articles"
            className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${news.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.data.map((item) => (
              <NewsCard
                key={item.newsId}
                news={item}
                onEdit={() => setModal({ newsId: item.newsId })}
                onDelete={() => {
                  if (window.confirm(`Are you sure you want to delete "${item.title}"?`)) {
                    remove.mutate({ newsId: item.newsId });
                  }
                }}
                deleting={remove.isPending && remove.variables?.newsId === item.newsId}
              />
            ))}
          </ul>
          <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />
        </>
      ) : null}

      {modal ? <NewsFormModal newsId={modal.newsId} onClose={() => setModal(null)} /> : null}
    </div>
  );
}

function NewsCard(props: {
  news: NewsDto;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { news } = props;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="aspect-[16/10] bg-stone-100">
        {news.image ? (
          <img
            src={`/${news.image}`}
            srcSet={news.srcset ?? undefined}
            sizes="(min-width: 1280px) 20vw, (min-width: 640px) 40vw, 90vw"
            alt={news.title}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-stone-400">{m.noImage}</div>
        )}
      </div>
      <div className="space-y-1 p-3">
        <h2 className="line-clamp-2 break-words font-medium text-stone-900">{news.title}</h2>
        <p className="text-sm text-stone-700">By {news.author}</p>
        <p className="text-xs text-stone-500">
          <time dateTime={news.createdAt}>{formatNewsDate(news.createdAt)}</time>
        </p>
      </div>
      <div className="mt-auto flex gap-2 border-t border-stone-100 p-2">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={props.onEdit}
          aria-label={`Edit ${news.title}`}
        >
          Edit
        </Button>
        <Button
          variant="dangerGhost"
          className="flex-1"
          onClick={props.onDelete}
          disabled={props.deleting}
          aria-label={`Delete ${news.title}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
