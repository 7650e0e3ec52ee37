import { PAYMENT_MESSAGES as m } from '@frameshop/contracts/payment/payment';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../../components/Button';
import { ErrorState } from '../../../../components/States';
import { notify } from '../../../../lib/notify';
import { useAuthDialog } from '../../../auth/auth-dialog';
import { usePaymentReturn } from './use-payment-return';

const linkPrimary =
  'rounded-lg bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

function Panel({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <section
        aria-busy={busy}
        className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white px-5 py-10 text-center sm:px-8"
      >
        {children}
      </section>
    </div>
  );
}

/**
 * /phonepe-callback: where PhonePe sends the shopper back. The spinner while the payment is
 * checked; the login popup when there is no session; the honest "still confirming" message when
 * the gateway has not decided after a short wait. Everything else leaves for /order-success or
 * /order-failure (usePaymentReturn).
 */
export function PaymentReturn({ merchantTransactionId }: { merchantTransactionId?: string }) {
  const { view, recheck, retryAccount } = usePaymentReturn(merchantTransactionId);
  if (view.kind === 'login') return <LoginToVerify />;
  if (view.kind === 'account-error') {
    return (
      <Panel>
        <ErrorState message="We could not check your account." onRetry={retryAccount} />
      </Panel>
    );
  }
  if (view.kind === 'pending') {
    return (
      <Panel>
        <span
          aria-hidden
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-7 w-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-900">
          Payment not confirmed yet
        </h1>
        <p role="status" className="mt-3 text-stone-700" data-payment-pending>
          {m.pending}.
        </p>
        <p className="mt-2 text-sm text-stone-600">
          {view.orderId ? `Order #${view.orderId} stays reserved for you meanwhile. ` : null}
          PhonePe has not told us the result yet. If the money was taken, the order is paid as soon
          as they confirm it; if not, nothing is charged.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/ProfilePage" hash="your-orders" className={linkPrimary}>
            See your orders
          </Link>
          <Button variant="secondary" onClick={recheck}>
            Check again
          </Button>
        </div>
      </Panel>
    );
  }
  return (
    <Panel busy>
      <div role="status" className="flex flex-col items-center gap-4">
        <span
          aria-hidden
          className="h-10 w-10 animate-spin rounded-full border-4 border-stone-200 border-t-amber-700"
        />
        <p className="text-lg font-medium text-stone-900">{m.processing}</p>
      </div>
      <p className="mt-3 text-sm text-stone-600">
        We are checking with PhonePe. This takes a few seconds; please keep this page open.
      </p>
    </Panel>
  );
}

/** No session: the spec's message, the login popup once by itself, then the page resumes. */
function LoginToVerify() {
  const dialog = useAuthDialog();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    notify.error(m.loginToVerify);
    dialog.open('login', { afterLogin: 'stay' });
  }, [dialog]);
  return (
    <Panel>
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{m.loginToVerify}</h1>
      <p className="mt-3 text-stone-600">
        Log in with the account you ordered with; we then confirm your payment here.
      </p>
      <div className="mt-6">
        <Button onClick={() => dialog.open('login', { afterLogin: 'stay' })}>Log in</Button>
      </div>
    </Panel>
  );
}
