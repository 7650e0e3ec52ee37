import { type ShipmentInput, shipmentInput } from '@frameshop/contracts/orders/fulfilment';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { trpc } from '../../lib/trpc';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field } from '../Field';
import { FormField, inputClass } from '../FormField';
import { ErrorState, Spinner } from '../States';

/**
 * Setting an order Shipped (issue 23): the carrier, from the list the admin keeps under
 * Delivery, and the AWB number the shopper tracks the parcel with. The server checks both
 * again. With no carrier on the list yet, it can still be marked shipped without tracking.
 */
export function ShipDialog(props: {
  open: boolean;
  orderId: number;
  busy: boolean;
  onCancel: () => void;
  onShip: (shipment: { carrier: string; trackingNumber: string } | null) => void;
}) {
  const carriers = trpc.orders.carriers.list.useQuery({}, { enabled: props.open });
  const form = useForm<ShipmentInput>({
    resolver: zodResolver(shipmentInput),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ carrier: '', trackingNumber: '' });
  }, [props.open, reset]);
  const errors = form.formState.errors;
  const list = carriers.data ?? [];

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={`Ship order #${props.orderId}`}
      description="The shopper is e-mailed the carrier, the AWB number and a tracking link."
      size="md"
    >
      {carriers.isPending ? (
        <Spinner label="Loading carriers…" />
      ) : carriers.isError ? (
        <ErrorState message="Carriers could not be loaded" onRetry={() => carriers.refetch()} />
      ) : list.length === 0 ? (
        <div className="space-y-4 text-sm text-stone-700">
          <p>
            No carriers yet: add the couriers you ship with under{' '}
            <Link to="/admin/delivery" className="font-medium text-amber-800 underline">
              Delivery
            </Link>{' '}
            to send tracking links.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={props.onCancel} disabled={props.busy}>
              Keep status
            </Button>
            <Button onClick={() => props.onShip(null)} disabled={props.busy}>
              Mark shipped without tracking
            </Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) => props.onShip(shipmentInput.parse(values)))}
        >
          <FormField label="Carrier" error={errors.carrier?.message}>
            <select className={inputClass} {...form.register('carrier')}>
              <option value="">Choose a carrier</option>
              {list.map((c) => (
                <option key={c.carrierId} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <Field
            label="AWB number"
            hint="6 to 30 letters or digits, as on the courier's slip"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            className="uppercase"
            error={errors.trackingNumber?.message}
            {...form.register('trackingNumber')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={props.onCancel} disabled={props.busy}>
              Keep status
            </Button>
            <Button type="submit" disabled={props.busy}>
              {props.busy ? 'Saving…' : 'Mark shipped'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
