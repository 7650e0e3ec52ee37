import {
  type CreatedWebhookDto,
  createWebhookInput,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
} from '@frameshop/contracts/webhooks/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormButtons } from '../../../components/admin/FormButtons';
import { Dialog } from '../../../components/Dialog';
import { FieldError, FormField, inputClass } from '../../../components/FormField';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { SecretReveal } from './SecretReveal';

type In = z.input<typeof createWebhookInput>;
type Out = z.output<typeof createWebhookInput>;

/** Register an endpoint: its URL and the events it wants; then its secret, shown this once. */
export function RegisterWebhookDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.webhooks.create.useMutation();
  const [created, setCreated] = useState<CreatedWebhookDto | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(createWebhookInput),
    defaultValues: { url: '', events: [] },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Out) {
    try {
      setCreated(await create.mutateAsync(values));
      notify.success('Endpoint registered');
      await utils.webhooks.list.invalidate();
    } catch (error) {
      const message = serverMessage(error) ?? 'The endpoint could not be registered.';
      if (!showFieldProblems(form.setError, error, ['url', 'events'])) {
        form.setError('url', { type: 'server', message });
      }
      notify.error('Registration failed', { description: message });
    }
  }

  if (created) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title="Endpoint registered"
        description="Copy the signing secret now: it is shown only this once."
      >
        <SecretReveal created={created} onDone={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Register an endpoint"
      description="The shop POSTs each chosen event to this address as signed JSON."
    >
      <form onSubmit={form.handleSubmit(submit)} className="space-y-4" noValidate>
        <FormField
          label="Endpoint URL"
          error={errors.url?.message}
          hint="https:// (or http://) address of your receiver; private network addresses are refused."
        >
          <input
            {...form.register('url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://erp.example.in/frameshop/webhooks"
            autoFocus
            className={inputClass}
          />
        </FormField>
        <fieldset aria-describedby={errors.events ? 'events-error' : undefined}>
          <legend className="text-sm font-medium text-stone-800">Events</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label
                key={event}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-2 text-sm hover:bg-stone-50"
              >
                <input
                  type="checkbox"
                  value={event}
                  {...form.register('events')}
                  className="mt-1 h-4 w-4 shrink-0 accent-amber-700"
                />
                <span>
                  <span className="block font-mono text-xs text-stone-900">{event}</span>
                  <span className="block text-stone-600">{WEBHOOK_EVENT_LABELS[event]}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="events-error" message={errors.events?.message} />
        </fieldset>
        <FormButtons onCancel={onClose} submitting={isSubmitting} submitLabel="Register" />
      </form>
    </Dialog>
  );
}
