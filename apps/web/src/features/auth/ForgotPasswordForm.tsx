import { uiMessages } from '@frameshop/contracts/shared/messages';
import { forgotPasswordInput } from '@frameshop/contracts/users/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { serverMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { useAuthDialog } from './auth-dialog';

/** The same answer whatever the address: the server never says whether it has an account. */
export function ForgotPasswordForm() {
  const dialog = useAuthDialog();
  const form = useForm<z.input<typeof forgotPasswordInput>>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: dialog.options.email ?? '' },
  });
  const request = trpc.auth.forgotPassword.useMutation({
    onError: (error) => showFieldProblems(form.setError, error, ['email']),
  });

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          {request.data.message}
        </p>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => dialog.open('login', dialog.options)}
        >
          Back to log in
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
    >
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {request.isError && !form.formState.errors.email ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(request.error) ?? uiMessages.genericError}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send the reset link'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        Remembered it?{' '}
        <button
          type="button"
          className="font-medium text-amber-800 underline"
          onClick={() => dialog.open('login', dialog.options)}
        >
          Log in
        </button>
      </p>
    </form>
  );
}
