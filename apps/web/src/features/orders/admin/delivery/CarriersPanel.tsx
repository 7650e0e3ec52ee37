import type { CarrierDto } from '@frameshop/contracts/orders/fulfilment';
import { useState } from 'react';
import { ActionsTable } from '../../../../components/ActionsTable';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState, ErrorState, Spinner } from '../../../../components/States';
import { serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { CarrierForm } from './CarrierForm';

/** The carriers list: add, edit, remove (orders keep the name and link they shipped with). */
export function CarriersPanel() {
  const utils = trpc.useUtils();
  const carriers = trpc.orders.carriers.list.useQuery({});
  const [editing, setEditing] = useState<CarrierDto | 'new' | null>(null);
  const [removing, setRemoving] = useState<CarrierDto | null>(null);
  const remove = trpc.orders.carriers.delete.useMutation({
    onSuccess: () => notify.success('Carrier removed'),
    onError: (error) => notify.error(serverMessage(error) ?? 'Carrier not removed'),
    onSettled: () => {
      setRemoving(null);
      void utils.orders.carriers.list.invalidate();
    },
  });

  return (
    <section
      aria-labelledby="carriers-heading"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="carriers-heading" className="text-lg font-semibold">
            Carriers
          </h2>
          <p className="text-sm text-stone-600">
            Each with its tracking page: the address with {'{awb}'} where the AWB number goes.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>Add carrier</Button>
      </div>
      {carriers.isPending ? (
        <Spinner label="Loading carriers…" />
      ) : carriers.isError ? (
        <ErrorState message="Carriers could not be loaded" onRetry={() => carriers.refetch()} />
      ) : carriers.data.length === 0 ? (
        <EmptyState>No carriers yet: add the couriers you ship with.</EmptyState>
      ) : (
        <ActionsTable
          headers={['Carrier', 'Tracking URL']}
          rows={carriers.data.map((c) => ({
            key: c.carrierId,
            label: c.name,
            cells: [
              c.name,
              <code key="url" className="break-all text-xs">
                {c.trackingUrl}
              </code>,
            ],
            onEdit: () => setEditing(c),
            onDelete: () => setRemoving(c),
          }))}
        />
      )}
      <CarrierForm carrier={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'carrier'}?`}
        details={[
          'It is no longer offered when an order ships.',
          'Orders already shipped with it keep its name and tracking link.',
        ]}
        confirm="Remove carrier"
        cancel="Keep it"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ carrierId: removing.carrierId })}
      />
    </section>
  );
}
