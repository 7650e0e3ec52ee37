import type { WebhookEndpointDto } from '@frameshop/contracts/webhooks/schemas';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListHeader } from '../../../components/admin/ListHeader';
import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { formatIstDateTime } from '../../../lib/format';
import { toastOutcome } from '../../../lib/mutation-toasts';
import { trpc } from '../../../lib/trpc';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { RegisterWebhookDialog } from './RegisterWebhookDialog';

/** Issue 22: the endpoints integrations registered, with their delivery health. */
export function WebhookEndpoints() {
  const utils = trpc.useUtils();
  // Delivery figures move on their own (the job sends every few seconds): fresh on every visit.
  const endpoints = trpc.webhooks.list.useQuery(undefined, { refetchOnMount: 'always' });
  const [registering, setRegistering] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpointDto | null>(null);
  const remove = trpc.webhooks.delete.useMutation(
    toastOutcome('Endpoint deleted', 'The endpoint could not be deleted', async () => {
      setDeleting(null);
      await utils.webhooks.list.invalidate();
    }),
  );

  return (
    <div className="space-y-4">
      <ListHeader title="Webhooks">
        <Button onClick={() => setRegistering(true)}>Register endpoint</Button>
      </ListHeader>
      <p className="max-w-3xl text-sm text-stone-600">
        Other systems (an ERP, a shipping tool) hear about orders, payments, refunds, low stock and
        inquiries as they happen: each event is sent as signed JSON to the endpoints that asked for
        it, and retried for 24 hours until the endpoint answers with a 2xx.
      </p>
      <QueryView
        query={endpoints}
        loading="Loading endpoints..."
        error="Could not load the webhook endpoints."
        isEmpty={(list) => list.length === 0}
        empty="No endpoints yet. Register one to start sending events."
      >
        {(list) => (
          <ul className="space-y-3">
            {list.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                onDelete={() => setDeleting(endpoint)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {registering ? <RegisterWebhookDialog onClose={() => setRegistering(false)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          endpoint={deleting}
          deleting={remove.isPending}
          onConfirm={() => remove.mutate({ id: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

function EndpointCard(props: { endpoint: WebhookEndpointDto; onDelete: () => void }) {
  const { endpoint } = props;
  return (
    <li className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="break-all font-medium text-stone-900">{endpoint.url}</p>
          <p className="text-xs text-stone-500">
            Registered {formatIstDateTime(endpoint.createdAt)}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link
            to="/admin/webhooks/$endpointId"
            params={{ endpointId: String(endpoint.id) }}
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600"
            aria-label={`Deliveries to ${endpoint.url}`}
          >
            Deliveries
          </Link>
          <Button
            variant="dangerGhost"
            onClick={props.onDelete}
            aria-label={`Delete ${endpoint.url}`}
          >
            Delete
          </Button>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label="Events">
        {endpoint.events.map((event) => (
          <li
            key={event}
            className="rounded-full bg-stone-100 px-2 py-0.5 font-mono text-xs text-stone-700"
          >
            {event}
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">
        {endpoint.lastDeliveredAt
          ? `Last delivered ${formatIstDateTime(endpoint.lastDeliveredAt)}`
          : 'Nothing delivered yet'}
        {endpoint.pending > 0 ? ` · ${endpoint.pending} waiting` : ''}
        {endpoint.failed > 0 ? (
          <span className="text-red-700"> · {endpoint.failed} failed</span>
        ) : null}
      </p>
    </li>
  );
}
