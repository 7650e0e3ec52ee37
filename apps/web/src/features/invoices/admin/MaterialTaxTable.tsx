import { type MaterialTaxDto, materialTaxInput } from '@frameshop/contracts/invoices/invoices';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { inputClass } from '../../../components/FormField';
import { EmptyState } from '../../../components/States';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

/** HSN code and GST rate per product material; custom frames take their material's. */
export function MaterialTaxTable({ materials }: { materials: MaterialTaxDto[] }) {
  return (
    <section
      aria-labelledby="material-tax-heading"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="material-tax-heading" className="text-lg font-semibold">
          HSN code and GST rate per material
        </h2>
        <p className="text-sm text-stone-600">
          A material not saved here is invoiced as HSN 4414 (wooden frames) at the configured rate.
          Shipping is invoiced as SAC 996812 at the rate of the order's main line.
        </p>
      </div>
      {materials.length === 0 ? (
        <EmptyState>No materials yet: add them under Frame Attributes.</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100">
          {materials.map((m) => (
            <MaterialRow key={m.materialId} material={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

type Values = z.input<typeof materialTaxInput>;

function MaterialRow({ material }: { material: MaterialTaxDto }) {
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    resolver: zodResolver(materialTaxInput),
    defaultValues: {
      materialId: material.materialId,
      hsn: material.hsn,
      ratePercent: material.ratePercent,
    },
  });
  const save = trpc.invoices.saveMaterialTax.useMutation({
    onSuccess: (next) => {
      utils.invoices.settings.setData({}, next);
      notify.success(`${material.materialName}: saved`);
    },
    onError: (error) => notify.error(serverMessage(error) ?? 'Not saved'),
  });
  const errors = form.formState.errors;
  const id = `material-${material.materialId}`;
  return (
    <li>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3 py-3"
        onSubmit={form.handleSubmit((v) => save.mutate(materialTaxInput.parse(v)))}
      >
        <p className="min-w-32 flex-1 font-medium">
          {material.materialName}
          {material.saved ? null : <span className="ml-2 text-xs text-stone-500">(default)</span>}
        </p>
        <label className="text-sm" htmlFor={`${id}-hsn`}>
          HSN
          <input
            id={`${id}-hsn`}
            inputMode="numeric"
            maxLength={8}
            className={`${inputClass} w-28`}
            aria-invalid={errors.hsn ? true : undefined}
            {...form.register('hsn')}
          />
        </label>
        <label className="text-sm" htmlFor={`${id}-rate`}>
          GST %
          <input
            id={`${id}-rate`}
            type="number"
            min={0}
            max={40}
            className={`${inputClass} w-20`}
            aria-invalid={errors.ratePercent ? true : undefined}
            {...form.register('ratePercent', { valueAsNumber: true })}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save
        </Button>
        {errors.hsn || errors.ratePercent ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {errors.hsn?.message ?? errors.ratePercent?.message}
          </p>
        ) : null}
      </form>
    </li>
  );
}
