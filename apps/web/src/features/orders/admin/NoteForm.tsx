import { addNoteInput } from '@frameshop/contracts/orders/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { FieldError, inputClass } from '../../../components/FormField';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

type NoteValues = z.input<typeof addNoteInput>;

/** An internal note on the timeline (never shown to the shopper). */
export function NoteForm({ orderId }: { orderId: number }) {
  const id = useId();
  const utils = trpc.useUtils();
  const form = useForm<NoteValues, unknown, z.output<typeof addNoteInput>>({
    resolver: zodResolver(addNoteInput),
    defaultValues: { orderId, note: '' },
  });
  const addNote = trpc.orders.addNote.useMutation({
    onSuccess: async (result) => {
      notify.success(result.message);
      form.reset({ orderId, note: '' });
      await utils.orders.byId.invalidate({ orderId });
    },
    onError: (error) => {
      showFieldProblems(form.setError, error, ['note']);
      notify.error(serverMessage(error) ?? 'The note could not be added');
    },
  });
  const error = form.formState.errors.note?.message;

  return (
    <form
      noValidate
      className="space-y-2 border-t border-stone-100 pt-3"
      onSubmit={form.handleSubmit((values) => addNote.mutate(values))}
    >
      <label htmlFor={`${id}-note`} className="block text-sm font-medium text-stone-800">
        Internal note
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={500}
        placeholder="Only admins see notes"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-note-error` : undefined}
        className={`${inputClass} resize-y`}
        {...form.register('note')}
      />
      <FieldError id={`${id}-note-error`} message={error} />
      <Button type="submit" variant="secondary" disabled={addNote.isPending}>
        {addNote.isPending ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  );
}
