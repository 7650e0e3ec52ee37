import {
  API_SCOPE_LABELS,
  API_SCOPES,
  type CreatedApiKeyDto,
  createApiKeyInput,
} from '@frameshop/contracts/apikeys/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormButtons } from '../../../../components/admin/FormButtons';
import { Dialog } from '../../../../components/Dialog';
import { FieldError, FormField, inputClass } from '../../../../components/FormField';
import { serverMessage } from '../../../../lib/errors';
import { showFieldProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { useCan } from '../../../admin-shell/use-can';
import { NewKeyPanel } from './NewKeyPanel';

type Values = z.input<typeof createApiKeyInput>;

/** A name and scopes; once made, the key itself, shown this one time only. */
export function CreateApiKeyDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const can = useCan();
  const utils = trpc.useUtils();
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const form = useForm<Values, unknown, z.output<typeof createApiKeyInput>>({
    resolver: zodResolver(createApiKeyInput),
    defaultValues: { name: '', scopes: [] },
  });
  const create = trpc.apiKeys.create.useMutation({
    onSuccess: async (key) => {
      setCreated(key);
      form.reset({ name: '', scopes: [] });
      await utils.apiKeys.list.invalidate();
    },
    onError: (error) => {
      showFieldProblems(form.setError, error, ['name', 'scopes']);
      notify.error('The API key could not be created', {
        description: serverMessage(error) ?? undefined,
      });
    },
  });
  const close = () => {
    setCreated(null);
    form.reset({ name: '', scopes: [] });
    props.onOpenChange(false);
  };
  const scopesError = form.formState.errors.scopes?.message;

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? props.onOpenChange(true) : close())}
      title={created ? 'Copy the new API key' : 'Create API key'}
    >
      {created ? (
        <NewKeyPanel created={created} onDone={close} />
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) => create.mutate(values))}
        >
          <FormField
            label="Name"
            hint="Which system uses it, e.g. 'ERP order sync'"
            error={form.formState.errors.name?.message}
          >
            <input className={inputClass} maxLength={100} {...form.register('name')} />
          </FormField>
          <fieldset aria-describedby={scopesError ? `${id}-scopes-error` : undefined}>
            <legend className="text-sm font-medium text-stone-800">Scopes</legend>
            <div className="mt-2 space-y-2">
              {API_SCOPES.map((scope) => (
                <label
                  key={scope}
                  className={`flex min-h-11 items-start gap-3 text-sm ${can(scope) ? '' : 'opacity-60'}`}
                >
                  <input
                    type="checkbox"
                    value={scope}
                    disabled={!can(scope)}
                    className="mt-1 h-4 w-4 shrink-0 accent-amber-700"
                    {...form.register('scopes')}
                  />
                  <span>
                    <span className="font-mono text-stone-900">{scope}</span>
                    <span className="block text-stone-600">{API_SCOPE_LABELS[scope]}</span>
                    {can(scope) ? null : (
                      <span className="block text-xs text-stone-500">
                        Your role does not hold this: a key can do no more than its maker
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-scopes-error`} message={scopesError} />
          </fieldset>
          <FormButtons onCancel={close} submitting={create.isPending} submitLabel="Create key" />
        </form>
      )}
    </Dialog>
  );
}
