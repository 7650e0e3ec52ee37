import {
  remainingAfter,
  STOCK_ADJUST_MAX,
  type StockAdjustmentKind,
  type StockVariantDto,
  stockAdjustInput,
} from '@frameshop/contracts/catalogue/stock-screen';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { Dialog } from '../../../../components/Dialog';
import { FormField, inputClass } from '../../../../components/FormField';
import { serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';

type Values = z.input<typeof stockAdjustInput>;
type Adjustment = z.output<typeof stockAdjustInput>;

const KINDS: { kind: StockAdjustmentKind; label: string; quantity: string }[] = [
  { kind: 'received', label: 'Received (add units)', quantity: 'Units received' },
  { kind: 'damaged', label: 'Damaged (remove units)', quantity: 'Units damaged' },
  { kind: 'counted', label: 'Counted (set what is for sale)', quantity: 'Units counted for sale' },
];

/** The question the confirmation asks, naming the consequence before any stock moves. */
export function adjustQuestion(v: StockVariantDto, a: Pick<Adjustment, 'kind' | 'quantity'>) {
  const name = `${v.frameName} ${v.size}`;
  const after = remainingAfter(a.kind, v.remaining, a.quantity);
  const question = {
    received: `Add ${a.quantity} received ${a.quantity === 1 ? 'unit' : 'units'} of ${name}?`,
    damaged: `Mark ${a.quantity} of ${name} as damaged?`,
    counted: `Set the counted stock of ${name} to ${a.quantity}?`,
  }[a.kind];
  const delta = after - v.remaining;
  return {
    title: question,
    details: [
      `Remaining goes from ${v.remaining} to ${after}.`,
      `Total goes from ${v.total} to ${v.total + delta}.` +
        (v.held + v.sold > 0 ? ` Orders keep the ${v.held + v.sold} they hold or sold.` : ''),
    ],
  };
}

/**
 * Issue 24: an adjustment of one variant. The form, then a confirmation naming what changes
 * ("Mark 3 of Teak 12x18 as damaged? Remaining goes from 10 to 7."), then the server's answer:
 * the new figures, or its refusal shown in the form.
 */
export function StockAdjustDialog(props: { variant: StockVariantDto; onClose: () => void }) {
  const { variant } = props;
  const utils = trpc.useUtils();
  const [pending, setPending] = useState<Adjustment | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [values, setValues] = useState<Values>({
    frameSizeId: variant.frameSizeId,
    kind: 'received',
    quantity: 1,
    reason: '',
  });
  const adjust = trpc.inventory.adjust.useMutation({
    onSuccess: async (result) => {
      notify.success(
        `Stock of ${variant.frameName} ${variant.size} updated: ${result.variant.remaining} remaining`,
      );
      props.onClose();
      await utils.inventory.invalidate();
    },
    onError: (error) => {
      const message = serverMessage(error) ?? 'The stock could not be adjusted';
      setPending(null);
      setRefused(message);
      notify.error('Stock not adjusted', { description: message });
    },
  });

  if (pending) {
    const q = adjustQuestion(variant, pending);
    return (
      <ConfirmDialog
        open
        title={q.title}
        details={[...q.details, `Reason: ${pending.reason}`]}
        confirm={adjust.isPending ? 'Saving...' : 'Yes, adjust'}
        cancel="Go back"
        busy={adjust.isPending}
        onConfirm={() => adjust.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={`Adjust ${variant.frameName} ${variant.size}`}
      description={`Remaining ${variant.remaining} of ${variant.total}; orders hold ${variant.held}, sold ${variant.sold}.`}
    >
      <AdjustForm
        values={values}
        refused={refused}
        onCancel={props.onClose}
        onSubmit={(submitted, raw) => {
          setValues(raw);
          setRefused(null);
          setPending(submitted);
        }}
      />
    </Dialog>
  );
}

function AdjustForm(props: {
  values: Values;
  refused: string | null;
  onCancel: () => void;
  onSubmit: (values: Adjustment, raw: Values) => void;
}) {
  const form = useForm<Values, unknown, Adjustment>({
    resolver: zodResolver(stockAdjustInput),
    defaultValues: props.values,
  });
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => props.onSubmit(values, form.getValues()))}
    >
      {props.refused ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {props.refused}
        </p>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">What happened</legend>
        {KINDS.map((k) => (
          <label key={k.kind} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value={k.kind} {...form.register('kind')} />
            {k.label}
          </label>
        ))}
      </fieldset>
      <FormField
        label={KINDS.find((k) => k.kind === kind)?.quantity ?? 'Quantity'}
        error={errors.quantity?.message}
      >
        <input
          type="number"
          inputMode="numeric"
          min={kind === 'counted' ? 0 : 1}
          max={STOCK_ADJUST_MAX}
          step={1}
          className={inputClass}
          {...form.register('quantity', { valueAsNumber: true })}
        />
      </FormField>
      <FormField label="Reason" error={errors.reason?.message} hint="Kept in the stock history">
        <input
          type="text"
          maxLength={200}
          placeholder="Delivery from the workshop, glass cracked, monthly count..."
          className={inputClass}
          {...form.register('reason')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit">Review adjustment</Button>
      </div>
    </form>
  );
}
