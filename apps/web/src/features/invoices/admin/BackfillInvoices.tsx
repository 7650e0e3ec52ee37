import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

const orders = (n: number) => `${n} paid ${n === 1 ? 'order' : 'orders'}`;

/**
 * Invoices for orders paid while no seller was set (issue 23). Shown only when there are some;
 * the confirmation names how many and what they will be dated, since a number once issued is
 * never reused or taken back.
 */
export function BackfillInvoices() {
  const utils = trpc.useUtils();
  const pending = trpc.invoices.uninvoiced.useQuery({});
  const [open, setOpen] = useState(false);
  const backfill = trpc.invoices.backfill.useMutation({
    onSuccess: async (result) => {
      setOpen(false);
      notify.success(
        `Issued ${result.invoices} ${result.invoices === 1 ? 'invoice' : 'invoices'}` +
          (result.creditNotes > 0
            ? ` and ${result.creditNotes} ${result.creditNotes === 1 ? 'credit note' : 'credit notes'}`
            : ''),
      );
      await utils.invoices.uninvoiced.invalidate();
    },
    onError: async (error) => {
      setOpen(false);
      notify.error('Invoices were not issued', { description: serverMessage(error) ?? undefined });
      await utils.invoices.uninvoiced.invalidate();
    },
  });
  const data = pending.data;
  if (!data || data.count === 0) return null;
  const n = data.count;
  return (
    <section
      aria-labelledby="backfill-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="backfill-heading" className="font-semibold text-amber-900">
        {orders(n)} without an invoice
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        {n === 1 ? 'It was' : 'They were'} paid while no seller details were set, so no invoice was
        issued.
        {data.sellerSet ? '' : ' Save the seller details below first.'}
      </p>
      <Button
        className="mt-3"
        disabled={!data.sellerSet || backfill.isPending}
        onClick={() => setOpen(true)}
      >
        Issue invoices for {orders(n)} without one
      </Button>
      <ConfirmDialog
        open={open}
        title={`Issue invoices for ${orders(n)}?`}
        details={[
          `${n} tax ${n === 1 ? 'invoice' : 'invoices'} will be issued, in the order the payments completed, each dated on its payment day and numbered in that financial year's series.`,
          'Refunds of these orders that have completed get their credit notes too.',
          'Numbers once issued are never reused or taken back.',
        ]}
        confirm={`Issue ${n} ${n === 1 ? 'invoice' : 'invoices'}`}
        cancel="Not now"
        busy={backfill.isPending}
        onConfirm={() => backfill.mutate({ expected: n })}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
