import { trpc } from '../../../lib/trpc';
import { NoteForm } from './NoteForm';
import { firstCapital, formatIstDateTime, type TimelineEvent } from './order-format';

const SECTION = 'space-y-3 rounded-lg border border-stone-200 bg-white p-3';

/** The dot of each kind of event; notes get a card of their own. */
const DOTS: Record<string, string> = {
  placed: 'bg-stone-500',
  status: 'bg-blue-600',
  payment: 'bg-green-600',
  refund: 'bg-purple-600',
  note: 'bg-amber-500',
  deleted: 'bg-red-600',
};

const KIND_LABELS: Record<string, string> = {
  placed: 'Order',
  status: 'Status',
  payment: 'Payment',
  refund: 'Refund',
  note: 'Internal note',
  deleted: 'Deleted',
};

/** Every event of the order (orders.byId) with who and when, and the admin's internal notes. */
export function OrderTimeline({
  orderId,
  className = '',
}: {
  orderId: number;
  className?: string;
}) {
  const detail = trpc.orders.byId.useQuery({ orderId });
  return (
    <section className={`${SECTION} ${className}`} aria-label={`Timeline of order #${orderId}`}>
      <h3 className="text-sm font-semibold text-stone-800">Timeline</h3>
      {detail.isPending ? (
        <p role="status" className="text-stone-500">
          Loading timeline...
        </p>
      ) : detail.isError ? (
        <p role="alert" className="text-red-800">
          The timeline could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => detail.refetch()}>
            Retry
          </button>
        </p>
      ) : detail.data.timeline.length === 0 ? (
        <p className="text-stone-500">No events yet</p>
      ) : (
        <ol className="space-y-3" aria-label="Events">
          {detail.data.timeline.map((event, i) => (
            // Two events can share time, kind and text (two equal notes): the position decides.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end.
            <TimelineEntry key={i} event={event} />
          ))}
        </ol>
      )}
      <NoteForm orderId={orderId} />
    </section>
  );
}

function TimelineEntry({ event }: { event: TimelineEvent }) {
  const when = (
    <p className="text-xs text-stone-600">
      <time dateTime={event.at}>{formatIstDateTime(event.at)}</time> · {firstCapital(event.actor)}
    </p>
  );
  if (event.kind === 'note') {
    return (
      <li data-kind="note" className="rounded-md border border-amber-200 bg-amber-50 px-2.5 py-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">
          {KIND_LABELS.note}
        </p>
        <p className="whitespace-pre-wrap break-words text-stone-900">{event.detail}</p>
        {when}
      </li>
    );
  }
  return (
    <li data-kind={event.kind} className="relative flex gap-2.5">
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${DOTS[event.kind] ?? 'bg-stone-400'}`}
      />
      <div className="min-w-0">
        <p className="break-words font-medium">
          <span className="sr-only">{KIND_LABELS[event.kind] ?? event.kind}: </span>
          {event.detail}
        </p>
        {when}
      </div>
    </li>
  );
}
