import type {
  WebhookDeliveryDto,
  WebhookDeliveryState,
} from '@frameshop/contracts/webhooks/schemas';
import { Link } from '@tanstack/react-router';
import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { formatIstDateTime } from '../../../lib/format';
import { toastOutcome } from '../../../lib/mutation-toasts';
import { trpc } from '../../../lib/trpc';

const STATE: Record<WebhookDeliveryState, { label: string; className: string }> = {
  pending: { label: 'Waiting', className: 'bg-yellow-100 text-yellow-900' },
  delivered: { label: 'Delivered', className: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
};

/** While something waits to be sent, the list looks again every few seconds. */
const REFRESH_MS = 3_000;

/** One endpoint's newest deliveries: state, attempts, the last answer, and Resend. */
export function WebhookDeliveries({ endpointId }: { endpointId: number }) {
  const utils = trpc.useUtils();
  const deliveries = trpc.webhooks.deliveries.useQuery(
    { id: endpointId },
    {
      refetchInterval: (q) =>
        q.state.data?.deliveries.some((d) => d.state === 'pending') ? REFRESH_MS : false,
    },
  );
  const resend = trpc.webhooks.resend.useMutation(
    toastOutcome('Queued to be sent again', 'Could not resend', () =>
      utils.webhooks.deliveries.invalidate({ id: endpointId }),
    ),
  );

  return (
    <div className="space-y-4">
      <Link to="/admin/webhooks" className="text-sm text-amber-800 underline">
        ← All endpoints
      </Link>
      <QueryView
        query={deliveries}
        loading="Loading deliveries..."
        error="Could not load the deliveries (the endpoint may have been deleted)."
      >
        {({ endpoint, deliveries: list }) => (
          <div className="space-y-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h1 className="text-2xl font-semibold">Deliveries</h1>
                <p className="break-all text-sm text-stone-600">{endpoint.url}</p>
              </div>
              <Button variant="secondary" onClick={() => deliveries.refetch()}>
                Refresh
              </Button>
            </div>
            {list.length === 0 ? (
              <p className="rounded-lg bg-white py-10 text-center text-stone-500">
                No deliveries yet: they appear here when a subscribed event happens.
              </p>
            ) : (
              <ul className="space-y-2" aria-label="Deliveries">
                {list.map((d) => (
                  <DeliveryRow
                    key={d.deliveryId}
                    delivery={d}
                    resending={resend.isPending && resend.variables?.deliveryId === d.deliveryId}
                    onResend={() => resend.mutate({ deliveryId: d.deliveryId })}
                  />
                ))}
              </ul>
            )}
            {list.length >= 50 ? (
              <p className="text-xs text-stone-500">The newest 50 deliveries are shown.</p>
            ) : null}
          </div>
        )}
      </QueryView>
    </div>
  );
}

function DeliveryRow(props: {
  delivery: WebhookDeliveryDto;
  resending: boolean;
  onResend: () => void;
}) {
  const d = props.delivery;
  const state = STATE[d.state];
  const answer =
    d.lastStatusCode !== null
      ? `HTTP ${d.lastStatusCode}${d.lastAnswer ? `: ${d.lastAnswer}` : ''}`
      : (d.lastAnswer ?? 'Not tried yet');
  return (
    <li className="grid gap-2 rounded-lg border border-stone-200 bg-white p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${state.className}`}>
            {state.label}
          </span>
          <span className="font-mono text-xs text-stone-900">{d.event}</span>
          <span className="text-xs text-stone-500">
            {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
          </span>
        </div>
        <p className="text-xs text-stone-500">
          Queued {formatIstDateTime(d.createdAt)}
          {d.lastAttemptAt ? ` · last tried ${formatIstDateTime(d.lastAttemptAt)}` : ''}
          {d.state === 'pending' && d.nextAttemptAt && d.attempts > 0
            ? ` · next try ${formatIstDateTime(d.nextAttemptAt)}`
            : ''}
        </p>
        <p className="break-all text-stone-700">
          <span className="text-stone-500">Last answer: </span>
          {answer}
        </p>
        <p className="break-all font-mono text-xs text-stone-500">{d.deliveryId}</p>
      </div>
      <Button
        variant="secondary"
        disabled={props.resending}
        onClick={props.onResend}
        aria-label={`Resend ${d.event} delivery ${d.deliveryId}`}
      >
        {props.resending ? 'Queuing...' : 'Resend'}
      </Button>
    </li>
  );
}
