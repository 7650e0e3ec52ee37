import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState, Spinner } from '../../../components/States';
import { httpStatus } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { InvoiceDocument } from './InvoiceDocument';

const LINK =
  'inline-flex items-center justify-center rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * A refund's credit note with Print and Download PDF (issue 23), as InvoiceView shows an
 * invoice: the shopper's own or, for an admin, any; the server decides, answering 404 else.
 */
export function CreditNoteView({ refundId, back }: { refundId: number; back: ReactNode }) {
  const valid = Number.isInteger(refundId) && refundId > 0;
  const note = trpc.invoices.creditNote.useQuery({ refundId }, { enabled: valid, retry: false });
  if (!valid || (note.isError && httpStatus(note.error) === 404)) {
    return (
      <div className="mx-auto max-w-4xl space-y-3 py-6">
        <h1 className="text-2xl font-semibold">No credit note</h1>
        <p className="text-stone-700">
          A credit note is issued when a refund of an invoiced order completes. This refund has none
          yet.
        </p>
        {back}
      </div>
    );
  }
  if (note.isPending) return <Spinner label="Loading the credit note…" />;
  if (note.isError) {
    return (
      <ErrorState message="The credit note could not be loaded" onRetry={() => note.refetch()} />
    );
  }
  return (
    <div className="space-y-4 py-4">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <div className="flex flex-wrap gap-2">
          <a className={LINK} href={`/api/order/creditnote/${refundId}`} download>
            Download PDF
          </a>
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      </div>
      <InvoiceDocument doc={note.data} />
    </div>
  );
}
