import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import { useEffect } from 'react';
import { Dialog } from '../../../../components/Dialog';
import { ErrorState, Spinner } from '../../../../components/States';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { FrameForm } from './FrameForm';

/** Spec section 2: the frame add/edit modal with tabs Basic, Sizes, Images, Details. */
export function FrameFormModal(props: { frameId: number | null; onClose: () => void }) {
  const editing = props.frameId !== null;
  const frame = trpc.catalogue.frames.byId.useQuery(
    { frameId: props.frameId ?? 0 },
    { enabled: editing, staleTime: 0 },
  );
  const options = trpc.catalogue.options.useQuery();
  useEffect(() => {
    if (options.isError) notify.error(m.dropdownsFailed);
  }, [options.isError]);
  const title = editing ? 'Edit Frame' : 'Add New Frame';

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title={title} size="lg">
      {options.isPending || (editing && frame.isPending) ? (
        <Spinner />
      ) : options.isError ? (
        <ErrorState message={m.dropdownsFailed} onRetry={() => options.refetch()} />
      ) : editing && frame.isError ? (
        <ErrorState message={m.frameNotFound} />
      ) : (
        <FrameForm
          frame={editing ? (frame.data ?? null) : null}
          options={options.data}
          onClose={props.onClose}
        />
      )}
    </Dialog>
  );
}
