import {
  type SellerInput,
  sellerInput,
  type TaxSettingsDto,
} from '@frameshop/contracts/invoices/invoices';
import { INDIAN_STATES } from '@frameshop/contracts/orders/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { FormField, inputClass } from '../../../components/FormField';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

type Values = z.input<typeof sellerInput>;
const FIELDS = ['legalName', 'address', 'state', 'gstin'] as const;

/** The seller block of every invoice from now on; invoices already issued keep theirs. */
export function SellerForm({ settings }: { settings: TaxSettingsDto }) {
  const utils = trpc.useUtils();
  const s = settings.seller;
  const form = useForm<Values>({
    resolver: zodResolver(sellerInput),
    defaultValues: {
      legalName: s?.legalName ?? '',
      address: s?.address ?? '',
      state: (s?.state ?? '') as SellerInput['state'],
      gstin: s?.gstin ?? '',
    },
  });
  const save = trpc.invoices.saveSeller.useMutation({
    onSuccess: (next) => {
      utils.invoices.settings.setData({}, next);
      // The back-fill waits on a seller: its button comes alive once one is saved.
      void utils.invoices.uninvoiced.invalidate();
      // The form shows what was saved (the GSTIN upper-cased, the text trimmed).
      if (next.seller) form.reset(next.seller as Values);
      notify.success('Seller details saved: new invoices use them');
    },
    onError: (error) => {
      showFieldProblems(form.setError, error, FIELDS);
      notify.error('Seller details not saved', { description: serverMessage(error) ?? undefined });
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-labelledby="seller-heading"
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
      onSubmit={form.handleSubmit((values) => save.mutate(sellerInput.parse(values)))}
    >
      <div>
        <h2 id="seller-heading" className="text-lg font-semibold">
          Seller details
        </h2>
        <p className="text-sm text-stone-600">
          {settings.source === 'saved'
            ? 'Saved here. Invoices already issued keep the details they were issued with.'
            : settings.source === 'config'
              ? 'Taken from the SELLER_* settings until you save them here.'
              : 'Not set: no tax invoice is issued until you save them.'}
        </p>
      </div>
      <Field label="Legal name" error={errors.legalName?.message} {...form.register('legalName')} />
      <FormField label="Address" error={errors.address?.message}>
        <textarea rows={3} className={inputClass} {...form.register('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="State" error={errors.state?.message}>
          <select className={inputClass} {...form.register('state')}>
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </FormField>
        <Field
          label="GSTIN"
          hint="15 characters; starts with the state's code"
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
          className="uppercase"
          error={errors.gstin?.message}
          {...form.register('gstin')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save seller details'}
      </Button>
    </form>
  );
}
