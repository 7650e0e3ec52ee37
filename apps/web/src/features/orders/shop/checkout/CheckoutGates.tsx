import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/Button';
import { useAuthDialog } from '../../../auth/auth-dialog';

export function EmptyCheckout() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-stone-900">Your cart is empty</h2>
      <p className="mt-2 text-stone-600">Add a frame to your cart, then come back to check out.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/ProductListing"
          className="rounded-lg bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800"
        >
          Browse frames
        </Link>
        <Link
          to="/ProfilePage"
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          Your orders
        </Link>
      </div>
    </section>
  );
}

/** A visitor: the login popup opens once by itself; the page explains and offers it again. */
export function LoginFirst() {
  const dialog = useAuthDialog();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dialog.open('login', { afterLogin: 'stay' });
  }, [dialog]);
  return (
    <section className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
      <h2 className="text-xl font-semibold text-stone-900">Log in to place your order</h2>
      <p className="mt-2 text-stone-600">
        We need your account to send you order updates and to keep your orders in your profile. Your
        cart stays as it is; you continue here after logging in.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => dialog.open('login', { afterLogin: 'stay' })}>Log in</Button>
        <Button variant="secondary" onClick={() => dialog.open('signup')}>
          Sign up
        </Button>
      </div>
      <Link to="/Cart" className="mt-4 inline-block text-sm font-medium text-amber-800 underline">
        Back to your cart
      </Link>
    </section>
  );
}
