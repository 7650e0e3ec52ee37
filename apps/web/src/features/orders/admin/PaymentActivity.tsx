import { formatRupees } from '@frameshop/contracts/shared/format';
import { formatIstDateTime } from '../../../lib/format';
import {
  attemptBadge,
  type PaymentAttempt,
  type PaymentRefund,
  refundBadge,
  stateLabel,
} from './order-format';
import { useWide } from './use-order-search';

const HEADERS = ['Transaction', 'State', 'Amount', 'Times (IST)', 'Checks', 'Note'];

export function StateBadge({ label, className }: { label: string; className: string }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${className}`}
    >
      {label}
    </span>
  );
}

function Times({ attempt }: { attempt: PaymentAttempt }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-2 text-xs">
      <dt className="text-stone-600">Started</dt>
      <dd>{formatIstDateTime(attempt.createdAt)}</dd>
      {attempt.settledAt ? (
        <>
          <dt className="text-stone-600">Settled</dt>
          <dd>{formatIstDateTime(attempt.settledAt)}</dd>
        </>
      ) : (
        <>
          <dt className="text-stone-600">Expires</dt>
          <dd>{formatIstDateTime(attempt.expireAt)}</dd>
        </>
      )}
    </dl>
  );
}

function TransactionId({ attempt }: { attempt: PaymentAttempt }) {
  return (
    <>
      <p className="break-all font-mono text-xs">{attempt.merchantTransactionId}</p>
      <p className="text-xs text-stone-600">
        {attempt.api.toUpperCase()} API
        {attempt.gatewayTransactionId ? (
          <span className="block break-all">Gateway {attempt.gatewayTransactionId}</span>
        ) : null}
      </p>
    </>
  );
}

/** The order's trips to the gateway, oldest first: a table from 640 px, cards below. */
export function AttemptList({ attempts }: { attempts: PaymentAttempt[] }) {
  const wide = useWide();
  if (attempts.length === 0) return <p className="text-stone-500">No payment attempts yet</p>;
  if (!wide) {
    return (
      <ul className="space-y-2" aria-label="Payment attempts">
        {attempts.map((a) => (
          <li key={a.merchantTransactionId} className="space-y-1.5 rounded-md bg-stone-50 p-2">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <TransactionId attempt={a} />
              </div>
              <StateBadge label={stateLabel(a.state)} className={attemptBadge(a.state)} />
            </div>
            <p className="font-medium tabular-nums">{formatRupees(a.amount)}</p>
            <Times attempt={a} />
            <p className="text-xs text-stone-600">
              Checks: {a.checks}
              {a.note ? ` · ${a.note}` : ''}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-md border border-stone-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Payment attempts</caption>
        <thead className="bg-stone-50 text-xs text-stone-700">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-2.5 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 align-top">
          {attempts.map((a) => (
            <tr key={a.merchantTransactionId}>
              <td className="min-w-[13rem] max-w-[18rem] px-2.5 py-2">
                <TransactionId attempt={a} />
              </td>
              <td className="px-2.5 py-2">
                <StateBadge label={stateLabel(a.state)} className={attemptBadge(a.state)} />
              </td>
              <td className="whitespace-nowrap px-2.5 py-2 tabular-nums">
                {formatRupees(a.amount)}
              </td>
              <td className="whitespace-nowrap px-2.5 py-2">
                <Times attempt={a} />
              </td>
              <td className="px-2.5 py-2 tabular-nums">{a.checks}</td>
              <td className="min-w-[8rem] px-2.5 py-2 text-xs text-stone-700">{a.note ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Refunds asked for this order, with the gateway's state. */
export function RefundList({ refunds }: { refunds: PaymentRefund[] }) {
  if (refunds.length === 0) return <p className="text-stone-500">No refunds</p>;
  return (
    <ul className="space-y-2" aria-label="Refunds">
      {refunds.map((r) => (
        <li key={r.merchantRefundId} className="space-y-1 rounded-md bg-stone-50 p-2">
          <div className="flex items-center justify-between gap-2">
            <p className="font-medium tabular-nums">{formatRupees(r.amount)}</p>
            <StateBadge label={stateLabel(r.state)} className={refundBadge(r.state)} />
          </div>
          <p className="break-all font-mono text-xs">{r.merchantRefundId}</p>
          <p className="text-xs text-stone-600">
            {formatIstDateTime(r.createdAt)} · {r.requestedBy} · {r.reason}
          </p>
          {r.note ? <p className="text-xs text-stone-700">{r.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
