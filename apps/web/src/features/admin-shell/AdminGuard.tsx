import { uiMessages } from '@frameshop/contracts/shared/messages';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { ErrorState, Spinner } from '../../components/States';
import { notify } from '../../lib/notify';
import { useAuthDialog } from '../auth/auth-dialog';
import { useMe } from '../auth/use-session';

/**
 * The admin area's door (spec sections 4 and 6). Only the UI: the server authorizes every call.
 * No session: the login popup opens (with its link to signup). A shopper: 'Access denied' and
 * home. After a login in the popup the role is checked again.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const me = useMe();
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const sawAnonymous = useRef(false);
  const user = me.data;
  const openDialog = dialog.open;

  useEffect(() => {
    if (me.isPending || me.isError) return;
    if (!user) {
      sawAnonymous.current = true;
      notify.error(uiMessages.adminLoginRequired);
      openDialog('login', { afterLogin: 'stay' });
      return;
    }
    if (user.role !== 'admin') {
      notify.error(uiMessages.accessDenied);
      void navigate({ to: '/', replace: true });
      return;
    }
    if (sawAnonymous.current) {
      sawAnonymous.current = false;
      notify.success(uiMessages.adminAccessGranted);
    }
  }, [me.isPending, me.isError, user, openDialog, navigate]);

  if (me.isPending) return <Spinner label="Checking your access..." />;
  if (me.isError) {
    return (
      <div className="mx-auto max-w-md p-8">
        <ErrorState message="We could not check your access." onRetry={() => me.refetch()} />
      </div>
    );
  }
  if (user?.role !== 'admin') {
    return (
      <section className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">Admin area</h1>
        <p className="mt-2 text-stone-600">{uiMessages.adminLoginRequired}</p>
        <Button className="mt-6" onClick={() => dialog.open('login', { afterLogin: 'stay' })}>
          Log in
        </Button>
      </section>
    );
  }
  return <>{children}</>;
}
