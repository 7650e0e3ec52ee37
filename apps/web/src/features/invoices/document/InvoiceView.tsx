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
export function InvoiceView({ orderId, back }: { orderId: number; back: ReactNode }) {
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
    </div>
  );
}
