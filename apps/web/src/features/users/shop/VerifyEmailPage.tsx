import { uiMessages } from '@frameshop/contracts/shared/messages';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/States';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

/** `/verify-email?token=...` from the mail: proves the address once, on opening. */
export function VerifyEmailPage({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({
    onSuccess: () => utils.auth.me.invalidate(),
  });
  // Once per opening: React's development double effects must not spend the link twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  return (
    <section className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">Verify your e-mail</h1>
      <div className="mt-6">
        {!token ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            This link is invalid or has expired
          </p>
        ) : verify.isSuccess ? (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
            {verify.data.message}
          </p>
        ) : verify.isError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {serverMessage(verify.error) ?? uiMessages.genericError}. You can send a new link from
            your profile.
          </p>
        ) : (
          <Spinner label="Verifying your e-mail..." />
        )}
      </div>
      <Link to="/ProfilePage" className="mt-6 inline-block font-medium text-amber-800 underline">
        Go to your profile
      </Link>
    </section>
  );
}
