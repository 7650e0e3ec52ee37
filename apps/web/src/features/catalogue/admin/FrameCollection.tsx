import type { FrameSummaryDto } from '@frameshop/contracts/catalogue/dtos';
import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AdminCard, CardGrid, CardImage } from '../../../components/admin/CardGrid';
import { HeaderActions, ListHeader } from '../../../components/admin/ListHeader';
import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { Pager } from '../../../components/Pager';
import { SearchInput } from '../../../components/SearchInput';
import { Stars } from '../../../components/Stars';
import { toastOutcome } from '../../../lib/mutation-toasts';
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
  const remove = trpc.catalogue.frames.delete.useMutation(
    toastOutcome(m.frameDeleted, m.frameDeleteFailed, () => utils.catalogue.frames.invalidate()),
  );

  return (
    <div className="space-y-4">
      <ListHeader title="Frame Collection">
        <HeaderActions>
          <SearchInput
            value={search}
            onValueChange={setSearch}
            placeholder="Search frames..."
            aria-label="Search frames"
          />
          <Button onClick={() => setModal({ frameId: null })}>Add New Frame</Button>
        </HeaderActions>
      </ListHeader>

      <QueryView
        query={frames}
        loading="Loading frames..."
        error={m.framesFetchFailed}
        isEmpty={(data) => data.data.length === 0}
        empty="No frames found"
      >
        {(data) => (
          <>
            <CardGrid dimmed={frames.isPlaceholderData}>
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
            </CardGrid>
            <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>

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
    <AdminCard
      name={frame.name}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
      deleting={props.deleting}
    >
      <Link
        to="/admin/frame/$frameId"
        params={{ frameId: String(frame.frameId) }}
        className="group block"
      >
        <CardImage
          aspect="aspect-[4/5]"
          src={image?.imageUrl}
          srcSet={image?.srcset}
          alt={frame.name}
          fallback="No Image"
          className="transition group-hover:opacity-90"
        />
        <div className="space-y-1 p-3">
          <h2 className="font-medium text-stone-900 group-hover:underline">{frame.name}</h2>
          <p className="text-stone-800">{formatRupees(frame.basePrice)}</p>
          <Stars rating={frame.averageRating} count={frame.totalRatings} />
        </div>
      </Link>
    </AdminCard>
  );
}
