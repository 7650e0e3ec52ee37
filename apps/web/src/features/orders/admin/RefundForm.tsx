import { PAYMENT_MESSAGES, refundInput } from '@frameshop/contracts/payment/payment';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useOrderRefresh } from '../../../lib/use-order-refresh';

type RefundValues = z.input<typeof refundInput>;
type RefundRequest = z.output<typeof refundInput>;

/**
 * Refund the rest of a paid order, or part of it: the amount starts at what is refundable, and
 * nothing is sent before the admin confirms the sum in a dialog.
 */
export function RefundForm({ orderId, refundable }: { orderId: number; refundable: number }) {
  const utils = trpc.useUtils();
  const refresh = useOrderRefresh();
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const form = useForm<RefundValues, unknown, RefundRequest>({
    resolver: zodResolver(refundInput),
    defaultValues: { orderId, amount: refundable },
  });
  // After a partial refund what is left is smaller: offer that.
  useEffect(() => form.reset({ orderId, amount: refundable }), [form, orderId, refundable]);

  const refund = trpc.payment.refund.useMutation({
    onSuccess: async (result) => {
      setConfirming(null);
      utils.payment.forOrder.setData({ orderId }, result.data);
      notify.success(result.message, { description: PAYMENT_MESSAGES.refundPromise });
      await refresh();
    },
    onError: (error) => {
      setConfirming(null);
      showFieldProblems(form.setError, error, ['amount']);
      notify.error(serverMessage(error) ?? 'The refund could not be requested');
    },
  });
  const amount = confirming?.amount ?? refundable;

  return (
    <form
      noValidate
      aria-label="Refund"
      className="space-y-2 rounded-md border border-stone-200 p-2.5"
      onSubmit={form.handleSubmit((values) => setConfirming(values))}
    >
      <Field
        label="Refund amount (₹)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={refundable}
        hint={`Up to ${formatRupees(refundable)}; less makes a partial refund.`}
        error={form.formState.errors.amount?.message}
        {...form.register('amount', { valueAsNumber: true })}
      />
      <Button type="submit" variant="danger" className="w-full" disabled={refund.isPending}>
        {refund.isPending ? 'Requesting...' : 'Refund'}
      </Button>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !refund.isPending) setConfirming(null);
        }}
        title={`Refund ${formatRupees(amount)}?`}
        description={`The money goes back to the customer's payment method for order #${orderId}. ${PAYMENT_MESSAGES.refundPromise}.`}
        size="sm"
      >
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            disabled={refund.isPending}
            onClick={() => setConfirming(null)}
          >
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={refund.isPending}
            onClick={() => confirming && refund.mutate(confirming)}
          >
            {refund.isPending ? 'Requesting...' : `Refund ${formatRupees(amount)}`}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
