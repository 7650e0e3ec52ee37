import {
  type CarrierDto,
  type CarrierInput,
  carrierInput,
} from '@frameshop/contracts/orders/fulfilment';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormButtons } from '../../../../components/admin/FormButtons';
import { Dialog } from '../../../../components/Dialog';
import { Field } from '../../../../components/Field';
import { serverMessage } from '../../../../lib/errors';
import { showFieldProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';

const FIELDS = ['name', 'trackingUrl'] as const;

/** Adding a carrier ('new') or editing one, in a dialog; null: closed. */
export function CarrierForm({
  carrier,
  onClose,
}: {
  carrier: CarrierDto | 'new' | null;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useForm<CarrierInput>({
    resolver: zodResolver(carrierInput),
    defaultValues: { name: '', trackingUrl: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (carrier === 'new') reset({ name: '', trackingUrl: '' });
    else if (carrier) reset({ name: carrier.name, trackingUrl: carrier.trackingUrl });
  }, [carrier, reset]);
  const done = (what: string) => {
    notify.success(what);
    void utils.orders.carriers.list.invalidate();
    onClose();
  };
  const failed = (error: unknown) => {
    showFieldProblems(form.setError, error, FIELDS);
    notify.error('Carrier not saved', { description: serverMessage(error) ?? undefined });
  };
  const create = trpc.orders.carriers.create.useMutation({
    onSuccess: () => done('Carrier added'),
    onError: failed,
  });
  const update = trpc.orders.carriers.update.useMutation({
    onSuccess: () => done('Carrier saved'),
    onError: failed,
  });
  const errors = form.formState.errors;
  const saving = create.isPending || update.isPending;

  return (
    <Dialog
      open={carrier !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={carrier === 'new' ? 'Add carrier' : 'Edit carrier'}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => {
          const input = carrierInput.parse(values);
          if (carrier === 'new' || carrier === null) create.mutate(input);
          else update.mutate({ ...input, carrierId: carrier.carrierId });
        })}
      >
        <Field
          label="Name"
          maxLength={60}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Field
          label="Tracking URL"
          hint="https, with {awb} where the AWB number goes: https://carrier.example/track?awb={awb}"
          inputMode="url"
          spellCheck={false}
          error={errors.trackingUrl?.message}
          {...form.register('trackingUrl')}
        />
        <FormButtons onCancel={onClose} submitting={saving} submitLabel="Save carrier" />
      </form>
    </Dialog>
  );
}
