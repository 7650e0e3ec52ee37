import { formatRupees } from '@frameshop/contracts/shared/format';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState, Spinner } from '../../../components/States';
import { httpStatus } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { InvoiceDocument } from './InvoiceDocument';

const LINK =
  'inline-flex items-center justify-center rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * An order's invoice with Print and Download PDF, for the shopper and the admin alike (the
 * server decides who may see it); `back` is the way back to where they came from.
 */
export function InvoiceView({
  orderId,
  back,
  creditNoteLink,
}: {
  orderId: number;
  back: ReactNode;
  /** A link to a refund's printable credit note page, where the viewer reads it. */
  creditNoteLink: (refundId: number) => ReactNode;
}) {
  const valid = Number.isInteger(orderId) && orderId > 0;
  const invoice = trpc.invoices.forOrder.useQuery({ orderId }, { enabled: valid, retry: false });
  if (!valid || (invoice.isError && httpStatus(invoice.error) === 404)) {
    return (
      <div className="mx-auto max-w-4xl space-y-3 py-6">
        <h1 className="text-2xl font-semibold">No invoice yet</h1>
        <p className="text-stone-700">
          A tax invoice is issued when an order's payment completes. This order has none.
        </p>
        {back}
      </div>
    );
  }
  if (invoice.isPending) return <Spinner label="Loading the invoice…" />;
  if (invoice.isError) {
    return (
      <ErrorState message="The invoice could not be loaded" onRetry={() => invoice.refetch()} />
    );
  }
  return (
    <div className="space-y-4 py-4">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <div className="flex flex-wrap gap-2">
          <a className={LINK} href={`/api/order/invoice/${orderId}`} download>
            Download PDF
          </a>
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      </div>
      <InvoiceDocument doc={invoice.data} />
      {invoice.data.creditNotes.length > 0 ? (
        <section
          aria-labelledby="credit-notes-heading"
          id="credit-notes"
          className="mx-auto max-w-4xl space-y-2 print:hidden"
        >
          <h2 id="credit-notes-heading" className="font-semibold">
            Credit notes for refunds
          </h2>
          <ul className="space-y-1 text-sm">
            {invoice.data.creditNotes.map((note) => (
              <li key={note.refundId} className="flex flex-wrap items-center gap-3">
                <span>
                  {note.number}: {formatRupees(note.totalPaise / 100)} refunded
                </span>
                {creditNoteLink(note.refundId)}
                <a
                  className="font-medium text-amber-900 underline underline-offset-2"
                  href={`/api/order/creditnote/${note.refundId}`}
                  download
                >
                  Download credit note PDF
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
