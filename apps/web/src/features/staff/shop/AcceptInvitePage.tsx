import { uiMessages } from '@frameshop/contracts/shared/messages';
import { authMessages } from '@frameshop/contracts/users/messages';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { Spinner } from '../../../components/States';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useAuthDialog } from '../../auth/auth-dialog';
import { useMe } from '../../auth/use-session';

/**
 * `/staff/invite?token=...` from the invitation mail (decision 0024): a new person chooses a
 * password; someone with an account logs in as it and joins.
 */
export function AcceptInvitePage({ token }: { token: string }) {
  const dialog = useAuthDialog();
  const me = useMe();
  const utils = trpc.useUtils();
  const [password, setPassword] = useState('');
  const invitation = trpc.staff.invitation.useQuery(
    { token },
    { enabled: token.length > 0, retry: false },
  );
  const accept = trpc.staff.acceptInvite.useMutation({
    onSuccess: async ({ message }) => {
      notify.success(message);
      await utils.auth.me.invalidate();
      if (!invitation.data?.hasAccount) {
        dialog.open('login', { email: invitation.data?.email });
      }
    },
  });

  const invalid = (
    <p role="alert" className="mt-6 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      This invitation link is not valid or has expired. Ask for a new one.
    </p>
  );
  if (!token) return <Frame>{invalid}</Frame>;
  if (invitation.isPending) return <Spinner label="Opening your invitation..." />;
  if (invitation.isError) return <Frame>{invalid}</Frame>;
  const invite = invitation.data;
  const signedInAs = me.data?.email;

  return (
    <Frame>
      <p className="mt-4 text-stone-700">
        Hello {invite.firstName}: you are invited to the back-office as{' '}
        <strong>{invite.roleName}</strong> ({invite.email}).
      </p>
      {accept.isSuccess ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          {accept.data.message}
        </p>
      ) : invite.hasAccount ? (
        <div className="mt-6 space-y-3">
          {signedInAs === invite.email ? (
            <Button onClick={() => accept.mutate({ token })} disabled={accept.isPending}>
              Join as {invite.roleName}
            </Button>
          ) : (
            <>
              <p className="text-sm text-stone-600">
                Log in with the account of {invite.email} to accept.
              </p>
              <Button
                onClick={() => dialog.open('login', { email: invite.email, afterLogin: 'stay' })}
              >
                Log in
              </Button>
            </>
          )}
        </div>
      ) : (
        <form
          noValidate
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            accept.mutate({ token, password });
          }}
        >
          <Field
            label="Choose a password"
            type="password"
            autoComplete="new-password"
            hint={authMessages.passwordRule}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" disabled={accept.isPending}>
            Accept the invitation
          </Button>
        </form>
      )}
      {accept.isError ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(accept.error) ?? uiMessages.genericError}
        </p>
      ) : null}
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-semibold">Join the shop's back-office</h1>
      {children}
    </section>
  );
}
