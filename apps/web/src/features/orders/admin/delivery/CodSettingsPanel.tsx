import {
  type CodSettingsDto,
  type CodSettingsForm,
  codSettingsForm,
} from '@frameshop/contracts/orders/fulfilment';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/Button';
import { Field } from '../../../../components/Field';
import { ErrorState, Spinner } from '../../../../components/States';
import { serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';

/** Cash on delivery: offered or not, up to which order value, with which fee. */
export function CodSettingsPanel() {
  const settings = trpc.orders.cod.settings.useQuery({});
  return (
    <section
      aria-labelledby="cod-heading"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="cod-heading" className="text-lg font-semibold">
          Cash on delivery
        </h2>
        <p className="text-sm text-stone-600">
          Shoppers may choose to pay the courier in cash. The order's frames are set aside at once;
          it is paid, invoiced and counted in sales when you record the cash on Delivered.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading settings…" />
      ) : settings.isError ? (
        <ErrorState message="Settings could not be loaded" onRetry={() => settings.refetch()} />
      ) : (
        <CodForm settings={settings.data} />
      )}
    </section>
  );
}

function CodForm({ settings }: { settings: CodSettingsDto }) {
  const utils = trpc.useUtils();
  const form = useForm<CodSettingsForm, unknown, z.output<typeof codSettingsForm>>({
    resolver: zodResolver(codSettingsForm),
    defaultValues: {
      enabled: settings.enabled,
      maxOrderRupees: settings.maxOrderPaise / 100,
      feeRupees: settings.feePaise / 100,
    },
  });
  const save = trpc.orders.cod.save.useMutation({
    onSuccess: (next) => {
      utils.orders.cod.settings.setData({}, next);
      notify.success(
        next.enabled
          ? `Cash on delivery offered up to ${formatRupees(next.maxOrderPaise / 100)}`
          : 'Cash on delivery switched off',
      );
    },
    onError: (error) =>
      notify.error('Settings not saved', { description: serverMessage(error) ?? undefined }),
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="h-5 w-5 accent-amber-700" {...form.register('enabled')} />
        Offer cash on delivery at checkout
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Maximum order value (₹)"
          hint="Larger orders must be paid online"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={errors.maxOrderRupees?.message}
          {...form.register('maxOrderRupees', { valueAsNumber: true })}
        />
        <Field
          label="COD fee (₹)"
          hint="Shown as its own line at checkout; 0 for none"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={errors.feeRupees?.message}
          {...form.register('feeRupees', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save cash on delivery'}
      </Button>
    </form>
  );
}
