import { uiMessages } from '@frameshop/contracts/shared/messages';
import { changePasswordForm } from '@frameshop/contracts/users/account';
import { authMessages } from '@frameshop/contracts/users/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

/** This device stays signed in; every other one is logged out. */
export function ChangePasswordForm() {
  const utils = trpc.useUtils();
  const form = useForm<z.input<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      void utils.account.devices.invalidate();
      notify.success('Your password is changed. Your other devices were logged out.');
    },
    onError: (error) => {
      showFieldProblems(form.setError, error, ['currentPassword', 'newPassword']);
      notify.error(serverMessage(error) ?? uiMessages.genericError);
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(({ confirm: _confirm, ...values }) => change.mutate(values))}
    >
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={authMessages.passwordRule}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
