import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/Button';

/**
 * The order is placed but the shopper is not at PhonePe: the payment could not be started
 * (the gateway's 503, a lost connection), or they came back with the Back button. Placing the
 * order again would make a second one, so the page offers to pay for this one instead.
 */
export function PaymentRetry({
  orderId,
  message,
  onRetry,
}: {
  orderId: number;
  message: string | null;
  onRetry: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={message ? 'alert' : 'status'}
      className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 focus:outline-none"
      data-payment-retry
    >
      {message ? <p className="font-semibold text-red-800">{message}</p> : null}
      <p>
        Your order #{orderId} is placed and its frames are set aside; it waits for payment and
        nothing has been charged.
      </p>
      <Button className="h-12 w-full text-base" onClick={onRetry}>
        Try payment again
      </Button>
      <Link
        to="/ProfilePage"
        hash="your-orders"
        className="inline-block font-medium text-amber-900 underline"
      >
        See order #{orderId} in your profile
      </Link>
    </div>
  );
}
