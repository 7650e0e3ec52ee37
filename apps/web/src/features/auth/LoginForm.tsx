import { uiMessages, uiTimings } from '@frameshop/contracts/shared/messages';
import { type LoginInput, loginInput } from '@frameshop/contracts/users/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { serverMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { writeSessionHint } from '../../lib/session-hint';
import { trpc } from '../../lib/trpc';
import { useAuthDialog } from './auth-dialog';

export function LoginForm() {
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: dialog.options.email ?? '', password: '' },
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: ({ user }) => {
      writeSessionHint({ role: user.role, name: user.name });
      // A staff member's permissions come with `me` (read on every request), not with login.
      if (user.role === 'admin') void utils.auth.me.invalidate();
      else utils.auth.me.setData(undefined, { ...user, permissions: [] });
      notify.success(uiMessages.loginSuccess);
      dialog.close();
      form.reset();
      if (dialog.options.afterLogin !== 'stay') {
        window.setTimeout(() => {
          void navigate({ to: user.role === 'admin' ? '/admin' : '/' });
        }, uiTimings.redirectAfterLoginMs);
      }
    },
    onError: (error) => {
      showFieldProblems(form.setError, error, ['email', 'password']);
      const message = serverMessage(error);
      notify.error(message ? `${uiMessages.loginFailedPrefix}${message}` : uiMessages.genericError);
    },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
    >
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <button
          type="button"
          className="font-medium text-amber-800 underline"
          onClick={() =>
            dialog.open('forgot', { ...dialog.options, email: form.getValues('email') })
          }
        >
          Forgot password?
        </button>
      </p>
      {/* The toast says it too (spec section 8); here it stays beside the fields it is about. */}
      {login.isError && !form.formState.errors.email && !form.formState.errors.password ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(login.error) ?? uiMessages.genericError}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Log In'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        New here?{' '}
        <button
          type="button"
          className="font-medium text-amber-800 underline"
          onClick={() => dialog.open('signup', dialog.options)}
        >
          Sign up
        </button>
      </p>
    </form>
  );
}
