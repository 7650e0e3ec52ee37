import { PAYMENT_MESSAGES } from '@frameshop/contracts/payment/payment';
import { useEffect, useState } from 'react';
import { httpStatus, serverMessage } from '../../../../lib/errors';
import { trpc } from '../../../../lib/trpc';

/** What a failed `payment.start` says to the shopper. */
export function startFailureMessage(error: unknown): string {
  const status = httpStatus(error);
  if (status === null) {
    return 'We could not reach the shop to start the payment. Please check your connection and try again.';
  }
  // The gateway's 503 carries the sentence to show; any other 5xx hides its internals.
  if (status >= 500 && status !== 503) return PAYMENT_MESSAGES.gatewayDown;
  return serverMessage(error) ?? PAYMENT_MESSAGES.gatewayDown;
}

/**
 * Starts a PhonePe payment for a placed order and leaves for the gateway's page. `busy` stays
 * true while the browser navigates away; if the shopper comes back with the Back button and the
 * browser restores this page from its cache, it is reset so the page can be used again.
 */
export function useStartPayment() {
  const start = trpc.payment.start.useMutation();
  // Set in the same tick as the click (the mutation's own pending flag arrives a render later),
  // and kept while the browser leaves for PhonePe.
  const [busy, setBusy] = useState(false);
  const { reset } = start;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setBusy(false);
      reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const pay = (orderId: number) => {
    if (busy) return;
    setBusy(true);
    start.mutate(
      { orderId },
      {
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: () => setBusy(false),
      },
    );
  };
  return {
    pay,
    busy,
    /** Why the last try failed, in words for the shopper. */
    failure: start.error && !busy ? { message: startFailureMessage(start.error) } : null,
  };
}
