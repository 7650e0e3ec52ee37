import { uiMessages, uiTimings } from '@frameshop/contracts/shared/messages';
import { authMessages } from '@frameshop/contracts/users/messages';
import { signupInput } from '@frameshop/contracts/users/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { httpStatus, serverMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useAuthDialog } from './auth-dialog';

// The server's schema plus the confirmation, which never leaves the browser.
const signupForm = signupInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: uiMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Checked even while another field is still wrong, so the mismatch is never hidden.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
type SignupFormValues = z.input<typeof signupForm>;
const SERVER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignupForm() {
  const dialog = useAuthDialog();
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const signup = trpc.auth.signup.useMutation({
    onSuccess: (user) => {
      notify.success(uiMessages.signupSuccess);
      dialog.close();
      form.reset();
      window.setTimeout(
        () => dialog.open('login', { ...dialog.options, email: user.email }),
        uiTimings.loginPopupAfterSignupMs,
      );
    },
    onError: (error) => {
      if (httpStatus(error) === 409) {
        notify.error(uiMessages.emailExists);
        return;
      }
      // A refused field (a too common password, say) is also shown under that field.
      showFieldProblems(form.setError, error, SERVER_FIELDS);
      notify.error(uiMessages.signupFailed, { description: serverMessage(error) ?? undefined });
    },
  });
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(
        ({ confirmPassword: _confirm, ...values }) => signup.mutate(values),
        (invalid) => {
          if (invalid.confirmPassword?.message === uiMessages.passwordsDoNotMatch) {
            notify.error(uiMessages.passwordsDoNotMatch);
          }
        },
      )}
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
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={authMessages.passwordRule}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? 'Signing up...' : 'Sign Up'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        Already have an account?{' '}
        <button
          type="button"
          className="font-medium text-amber-800 underline"
          onClick={() => dialog.open('login', dialog.options)}
        >
          Login
        </button>
      </p>
    </form>
  );
}
