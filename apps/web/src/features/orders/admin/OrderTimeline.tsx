import { QueryView } from '../../../components/admin/QueryView';
import { formatIstDateTime } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { NoteForm } from './NoteForm';
import { firstCapital, type TimelineEvent } from './order-format';

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
      <QueryView
        variant="inline"
        query={detail}
        loading="Loading timeline..."
        error="The timeline could not be loaded."
        isEmpty={(order) => order.timeline.length === 0}
        empty="No events yet"
      >
        {(order) => (
          <ol className="space-y-3" aria-label="Events">
            {order.timeline.map((event, i) => (
              // Two events can share time, kind and text (two equal notes): the position decides.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end.
              <TimelineEntry key={i} event={event} />
            ))}
          </ol>
        )}
      </QueryView>
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
