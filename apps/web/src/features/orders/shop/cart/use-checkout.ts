import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { readSessionHint } from '../../../../lib/session-hint';
import { useAuthDialog } from '../../../auth/auth-dialog';
import { useMe } from '../../../auth/use-session';

/**
 * 'Checkout': a signed-in shopper goes to /CheckoutPage; a visitor gets the login popup first
 * and, once logged in from it, carries on to checkout (the popup is opened with
 * afterLogin 'stay', so the login form does not send them home instead).
 */
export function useCheckout() {
  const me = useMe();
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const waiting = useRef(false);

  const user = me.data ?? (me.isPending ? readSessionHint() : null);
  useEffect(() => {
    if (!waiting.current) return;
    if (me.data && dialog.options.afterLogin === 'stay') {
      waiting.current = false;
      void navigate({ to: '/CheckoutPage' });
    } else if (dialog.kind === null || dialog.options.afterLogin !== 'stay') {
      // Closed without logging in, or switched to the signup popup (which logs in from a
      // fresh popup that sends the shopper on by itself): stop waiting.
      waiting.current = false;
    }
  }, [me.data, dialog.kind, dialog.options, navigate]);

  return useCallback(() => {
    if (user) {
      void navigate({ to: '/CheckoutPage' });
      return;
    }
    waiting.current = true;
    dialog.open('login', { afterLogin: 'stay' });
  }, [user, dialog, navigate]);
}
