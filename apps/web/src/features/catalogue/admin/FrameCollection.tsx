import type { FrameSummaryDto } from '@frameshop/contracts/catalogue/dtos';
import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Pager } from '../../../components/Pager';
import { Stars } from '../../../components/Stars';
import { ErrorState, Spinner } from '../../../components/States';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSearchPaging } from '../../../lib/search-paging';
import { trpc } from '../../../lib/trpc';
import { FrameFormModal } from './frame-form/FrameFormModal';
import { framePageInput } from './queries';

/** Spec section 2: Frame Collection. */
export function FrameCollection() {
  const { search, setSearch, sentSearch, page, setPage } = useSearchPaging();
  const [modal, setModal] = useState<{ frameId: number | null } | null>(null);
  const utils = trpc.useUtils();
  const frames = trpc.catalogue.frames.list.useQuery(framePageInput(page, sentSearch), {
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (frames.isError) notify.error(m.framesFetchFailed);
  }, [frames.isError]);
  const remove = trpc.catalogue.frames.delete.useMutation({
    onSuccess: async () => {
      notify.success(m.frameDeleted);
      await utils.catalogue.frames.invalidate();
    },
    onError: (error) =>
      notify.error(m.frameDeleteFailed, { description: serverMessage(error) ?? undefined }),
  });

  const data = frames.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold">Frame Collection</h1>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search frames..."
            aria-label="Search frames"
            className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm sm:w-64"
          />
          <Button onClick={() => setModal({ frameId: null })}>Add New Frame</Button>
        </div>
      </div>

      {frames.isPending ? (
        <Spinner label="Loading frames..." />
      ) : frames.isError ? (
        <ErrorState message={m.framesFetchFailed} onRetry={() => frames.refetch()} />
      ) : data && data.data.length === 0 ? (
        <p className="rounded-lg bg-white py-10 text-center text-stone-500">No frames found</p>
      ) : data ? (
        <>
          <ul
            className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${frames.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.data.map((frame) => (
              <FrameCard
                key={frame.frameId}
                frame={frame}
                onEdit={() => setModal({ frameId: frame.frameId })}
                onDelete={() => {
                  if (window.confirm(`Are you sure you want to delete "${frame.name}"?`)) {
                    remove.mutate({ frameId: frame.frameId });
                  }
                }}
                deleting={remove.isPending && remove.variables?.frameId === frame.frameId}
              />
            ))}
          </ul>
          <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />
        </>
      ) : null}

      {modal ? <FrameFormModal frameId={modal.frameId} onClose={() => setModal(null)} /> : null}
    </div>
  );
}

function FrameCard(props: {
  frame: FrameSummaryDto;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { frame } = props;
  const image = frame.images[0];
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <Link
        to="/admin/frame/$frameId"
        params={{ frameId: String(frame.frameId) }}
        className="group block"
      >
        <div className="aspect-[4/5] bg-stone-100">
          {image ? (
            <img
              src={`/${image.imageUrl}`}
              srcSet={image.srcset}
              sizes="(min-width: 1280px) 20vw, (min-width: 640px) 40vw, 90vw"
              alt={frame.name}
              loading="lazy"
              className="h-full w-full object-cover transition group-hover:opacity-90"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-stone-400">No Image</div>
          )}
        </div>
        <div className="space-y-1 p-3">
          <h2 className="font-medium text-stone-900 group-hover:underline">{frame.name}</h2>
          <p className="text-stone-800">{formatRupees(frame.basePrice)}</p>
          <Stars rating={frame.averageRating} count={frame.totalRatings} />
        </div>
      </Link>
      <div className="mt-auto flex gap-2 border-t border-stone-100 p-2">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={props.onEdit}
          aria-label={`Edit ${frame.name}`}
        >
          Edit
        </Button>
        <Button
          variant="dangerGhost"
          className="flex-1"
          onClick={props.onDelete}
          disabled={props.deleting}
          aria-label={`Delete ${frame.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
