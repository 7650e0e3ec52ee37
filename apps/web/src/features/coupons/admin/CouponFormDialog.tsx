import { MAX_PAGE_SIZE } from '@frameshop/contracts/catalogue/constants';
import { COUPON_KINDS, COUPON_SCOPES, type CouponDto } from '@frameshop/contracts/coupons/coupons';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { DetailTabs } from '../../../components/admin/DetailTabs';
import { EntityHistory } from '../../../components/admin/EntityHistory';
import { FormButtons } from '../../../components/admin/FormButtons';
import { Dialog } from '../../../components/Dialog';
import { FormField, inputClass } from '../../../components/FormField';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import {
  type CouponFormValues,
  EMPTY_COUPON,
  formValuesOf,
  KIND_LABELS,
  SCOPE_LABELS,
  toInput,
} from './coupon-form';

const FIELDS: Path<CouponFormValues>[] = [
  'code',
  'kind',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerAccount',
  'appliesTo',
  'frameIds',
];

/** Creates a code (editing: null) or edits one; the contract's schema checks it first. */
export function CouponFormDialog(props: {
  open: boolean;
  editing: CouponDto | null;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useForm<CouponFormValues>({ defaultValues: EMPTY_COUPON });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const appliesTo = form.watch('appliesTo');
  const frames = trpc.catalogue.frames.list.useQuery(
    { limit: MAX_PAGE_SIZE },
    { enabled: props.open && appliesTo === 'frames' },
  );
  useEffect(() => {
    if (props.open) form.reset(props.editing ? formValuesOf(props.editing) : EMPTY_COUPON);
  }, [props.open, props.editing, form]);

  const saved = {
    onSuccess: async () => {
      notify.success(props.editing ? 'Discount code saved' : 'Discount code created');
      props.onClose();
      await utils.coupons.list.invalidate();
    },
    onError: (error: unknown) => {
      showFieldProblems(form.setError, error, FIELDS);
      notify.error('The discount code could not be saved', {
        description: serverMessage(error) ?? undefined,
      });
    },
  };
  const create = trpc.coupons.create.useMutation(saved);
  const update = trpc.coupons.update.useMutation(saved);

  const submit = form.handleSubmit((values) => {
    const parsed = toInput(values);
    if (!parsed.success) {
      let first = true;
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Path<CouponFormValues>;
        if (!FIELDS.includes(field)) continue;
        form.setError(field, { type: 'schema', message: issue.message }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    if (props.editing) update.mutate({ ...parsed.data, id: props.editing.id });
    else create.mutate(parsed.data);
  });

  const formBody = (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Code" hint="Shoppers type it in any case" error={errors.code?.message}>
          <input
            className={`${inputClass} font-mono uppercase`}
            maxLength={32}
            autoComplete="off"
            {...form.register('code')}
          />
        </FormField>
        <FormField label="Kind" error={errors.kind?.message}>
          <select className={inputClass} {...form.register('kind')}>
            {COUPON_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </FormField>
        {kind !== 'free_shipping' && (
          <FormField
            label={kind === 'percent' ? 'Percent off' : 'Amount off (₹)'}
            error={errors.value?.message}
          >
            <input className={inputClass} inputMode="decimal" {...form.register('value')} />
          </FormField>
        )}
        <FormField
          label="Minimum subtotal (₹)"
          hint="Empty: any cart"
          error={errors.minSubtotal?.message}
        >
          <input className={inputClass} inputMode="decimal" {...form.register('minSubtotal')} />
        </FormField>
        <FormField label="Starts (IST)" hint="Empty: now" error={errors.startsAt?.message}>
          <input type="datetime-local" className={inputClass} {...form.register('startsAt')} />
        </FormField>
        <FormField label="Ends (IST)" hint="Empty: never" error={errors.endsAt?.message}>
          <input type="datetime-local" className={inputClass} {...form.register('endsAt')} />
        </FormField>
        <FormField label="Total uses" hint="Empty: unlimited" error={errors.maxUses?.message}>
          <input className={inputClass} inputMode="numeric" {...form.register('maxUses')} />
        </FormField>
        <FormField
          label="Uses per account"
          hint="Empty: unlimited"
          error={errors.maxUsesPerAccount?.message}
        >
          <input
            className={inputClass}
            inputMode="numeric"
            {...form.register('maxUsesPerAccount')}
          />
        </FormField>
        <FormField label="Applies to" error={errors.appliesTo?.message}>
          <select className={inputClass} {...form.register('appliesTo')}>
            {COUPON_SCOPES.map((s) => (
              <option key={s} value={s}>
                {SCOPE_LABELS[s]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {appliesTo === 'frames' && (
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Frames</legend>
          {frames.isLoading && <p className="text-sm text-stone-600">Loading frames...</p>}
          {frames.isError && <p className="text-sm text-red-700">Could not load the frames.</p>}
          <div className="mt-2 grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
            {frames.data?.data.map((f) => (
              <label key={f.frameId} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-amber-700"
                  checked={form.watch('frameIds').includes(f.frameId)}
                  onChange={(e) => {
                    const now = form.getValues('frameIds');
                    form.setValue(
                      'frameIds',
                      e.target.checked ? [...now, f.frameId] : now.filter((id) => id !== f.frameId),
                    );
                  }}
                />
                {f.name}
              </label>
            ))}
          </div>
          {errors.frameIds?.message && (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {errors.frameIds.message}
            </p>
          )}
        </fieldset>
      )}
      <FormButtons
        onCancel={props.onClose}
        submitting={create.isPending || update.isPending}
        submitLabel={props.editing ? 'Save code' : 'Create code'}
      />
    </form>
  );

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.editing ? `Edit ${props.editing.code}` : 'Create discount code'}
      size={props.editing ? 'lg' : undefined}
    >
      {props.editing ? (
        // An existing code has a History tab: its audit log (docs/decisions/0025-audit-log.md).
        <DetailTabs
          label={props.editing.code}
          details={formBody}
          history={
            <EntityHistory entity="coupon" entityId={props.editing.id} name={props.editing.code} />
          }
        />
      ) : (
        formBody
      )}
    </Dialog>
  );
}
