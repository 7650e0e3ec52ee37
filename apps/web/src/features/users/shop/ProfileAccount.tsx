import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState, Spinner } from '../../../components/States';
import { formatLongDate } from '../../../lib/format';
import { useAuthDialog } from '../../auth/auth-dialog';
import { useLogout, useMe } from '../../auth/use-session';
import { DeleteMyAccount, DownloadMyData } from './AccountData';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DevicesList } from './DevicesList';
import { EmailVerification } from './EmailVerification';
import { NameForm } from './NameForm';
import { ProfileSection } from './ProfileSection';

/**
 * The account part of the profile page (issue 22): details, password, devices, data. The
 * saved addresses (issue 24) belong to the orders feature, so the page passes them in.
 */
export function ProfileAccount(props: { addresses?: ReactNode }) {
  const me = useMe();
  const dialog = useAuthDialog();
  const { logout, isPending } = useLogout();

  if (me.isPending) return <Spinner label="Loading your profile..." />;
  if (me.isError)
    return <ErrorState message="We could not load your profile." onRetry={() => me.refetch()} />;
  if (!me.data) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Your profile</h1>
        <p className="mt-2 text-stone-600">Log in to see your account and orders.</p>
        <Button className="mt-6" onClick={() => dialog.open('login', { afterLogin: 'stay' })}>
          Log in
        </Button>
      </section>
    );
  }
  const user = me.data;
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold">Your profile</h1>
        <Button variant="secondary" onClick={logout} disabled={isPending}>
          Log out
        </Button>
      </div>
      <dl className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        <div className="grid grid-cols-3 gap-4 px-5 py-4">
          <dt className="text-sm text-stone-500">Name</dt>
          <dd className="col-span-2">{user.name}</dd>
        </div>
        <div className="grid grid-cols-3 gap-4 px-5 py-4">
          <dt className="text-sm text-stone-500">Email</dt>
          <dd className="col-span-2 space-y-2 [overflow-wrap:anywhere]">
            <p>{user.email}</p>
            <EmailVerification verified={user.emailVerified} />
          </dd>
        </div>
        <div className="grid grid-cols-3 gap-4 px-5 py-4">
          <dt className="text-sm text-stone-500">Member since</dt>
          <dd className="col-span-2">{formatLongDate(user.createdAt)}</dd>
        </div>
      </dl>
      <ProfileSection title="Your name">
        <NameForm user={user} />
      </ProfileSection>
      {props.addresses ? (
        <ProfileSection
          title="Addresses"
          description="Offered at checkout on any device you sign in on; the default comes first."
        >
          {props.addresses}
        </ProfileSection>
      ) : null}
      <ProfileSection
        title="Password"
        description="Changing it keeps you signed in here and logs out every other device."
      >
        <ChangePasswordForm />
      </ProfileSection>
      <ProfileSection title="Signed-in devices">
        <DevicesList />
      </ProfileSection>
      <ProfileSection
        title="Your data"
        description="Everything we keep about you: account, addresses, orders, reviews and messages."
      >
        <DownloadMyData />
      </ProfileSection>
      <ProfileSection
        title="Delete account"
        description="Deletes your account and personal data. Orders stay for the accounts."
        tone="danger"
      >
        <DeleteMyAccount />
      </ProfileSection>
    </section>
  );
}
