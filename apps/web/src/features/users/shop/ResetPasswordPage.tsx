import { uiMessages } from '@frameshop/contracts/shared/messages';
import { resetPasswordForm } from '@frameshop/contracts/users/account';
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
import { useAuthDialog } from '../../auth/auth-dialog';

/**
 * `/reset-password?token=...` from the mail: the new password twice, with the sign-up rules.
 * Success logs nobody in: the login popup opens for the new password.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const dialog = useAuthDialog();
  const form = useForm<z.input<typeof resetPasswordForm>>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: ({ message }) => {
      notify.success(message);
      form.reset();
      dialog.open('login');
    },
    onError: (error) => showFieldProblems(form.setError, error, ['password']),
  });
  const errors = form.formState.errors;

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-semibold">Choose a new password</h1>
      {!token ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          This link is invalid or has expired. Ask for a new one from the login window.
        </p>
      ) : reset.isSuccess ? (
        <div className="mt-6 space-y-4">
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
            {reset.data.message}
          </p>
          <Button onClick={() => dialog.open('login')}>Log in</Button>
        </div>
      ) : (
        <form
          noValidate
          className="mt-6 space-y-4"
          onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
        >
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={authMessages.passwordRule}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          {reset.isError && !errors.password ? (
            <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              <p>{serverMessage(reset.error) ?? uiMessages.genericError}</p>
              <button
                type="button"
                className="mt-1 font-medium underline"
                onClick={() => dialog.open('forgot')}
              >
                Send me a new link
              </button>
            </div>
          ) : null}
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Save the new password'}
          </Button>
        </form>
      )}
    </section>
  );
}
