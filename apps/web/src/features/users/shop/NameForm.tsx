import { uiMessages } from '@frameshop/contracts/shared/messages';
import { updateNameInput } from '@frameshop/contracts/users/account';
import type { UserDto } from '@frameshop/contracts/users/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

export function NameForm({ user }: { user: UserDto }) {
  const utils = trpc.useUtils();
  const form = useForm<z.input<typeof updateNameInput>>({
    resolver: zodResolver(updateNameInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const save = trpc.account.updateName.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, (old) => (old ? { ...old, ...updated } : old));
      form.reset({ firstName: updated.firstName, lastName: updated.lastName });
      notify.success('Your name is saved');
    },
    onError: (error) => {
      showFieldProblems(form.setError, error, ['firstName', 'lastName']);
      notify.error(serverMessage(error) ?? uiMessages.genericError);
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
        {save.isPending ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  );
}
