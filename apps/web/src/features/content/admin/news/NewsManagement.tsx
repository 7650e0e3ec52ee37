import type { NewsDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AdminCard, CardGrid, CardImage } from '../../../../components/admin/CardGrid';
import { HeaderActions, ListHeader } from '../../../../components/admin/ListHeader';
import { QueryView } from '../../../../components/admin/QueryView';
import { Button } from '../../../../components/Button';
import { Pager } from '../../../../components/Pager';
import { SearchInput } from '../../../../components/SearchInput';
import { formatDate } from '../../../../lib/format';
import { toastOutcome } from '../../../../lib/mutation-toasts';
import { notify } from '../../../../lib/notify';
import { useSearchPaging } from '../../../../lib/search-paging';
import { trpc } from '../../../../lib/trpc';
import { NewsFormModal } from './NewsFormModal';
import { newsPageInput } from './queries';

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
  const remove = trpc.content.news.delete.useMutation(
    toastOutcome(m.newsDeleted, m.newsDeleteFailed, () => utils.content.news.invalidate()),
  );

  const data = news.data;
  // Deleting the last article of the last page leaves that page empty: step back.
  useEffect(() => {
    if (data && data.data.length === 0 && page > 1 && page > data.pagination.totalPages) {
      setPage(Math.max(1, data.pagination.totalPages));
    }
  }, [data, page, setPage]);

  return (
    <div className="space-y-4">
      <ListHeader title="News Management">
        <HeaderActions>
          <SearchInput
            value={search}
            onValueChange={setSearch}
            placeholder="Search news..."
            aria-label="Search news"
          />
          <Button onClick={() => setModal({ newsId: null })}>Add News</Button>
        </HeaderActions>
      </ListHeader>

      <QueryView
        query={news}
        loading="Loading news..."
        error={m.newsFetchFailed}
        isEmpty={(data) => data.data.length === 0}
        empty={sentSearch ? 'No news matches your search' : 'No news yet'}
      >
        {(data) => (
          <>
            <CardGrid label="News articles" dimmed={news.isPlaceholderData}>
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
            </CardGrid>
            <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>

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
    <AdminCard
      name={news.title}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
      deleting={props.deleting}
    >
      <CardImage
        aspect="aspect-[16/10]"
        src={news.image}
        srcSet={news.srcset ?? undefined}
        alt={news.title}
        fallback={m.noImage}
      />
      <div className="space-y-1 p-3">
        <h2 className="line-clamp-2 break-words font-medium text-stone-900">{news.title}</h2>
        <p className="text-sm text-stone-700">By {news.author}</p>
        <p className="text-xs text-stone-500">
          <time dateTime={news.createdAt}>{formatDate(news.createdAt)}</time>
        </p>
      </div>
    </AdminCard>
  );
}
