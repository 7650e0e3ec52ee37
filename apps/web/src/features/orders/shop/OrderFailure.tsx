import { Link } from '@tanstack/react-router';

/** Spec: reached with an `error` query parameter; its screen is not shown, so this is ours. */
export function OrderFailure({ error }: { error?: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">Your payment did not go through</h1>
      <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
        {error ?? 'Something went wrong while confirming your payment.'}
      </p>
      <p className="mt-4 text-stone-600">
        If money was taken from your account, it will be refunded automatically within 5 to 7
        working days, or contact us with your order details.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/Cart"
          className="rounded-lg bg-amber-700 px-4 py-2 text-white hover:bg-amber-800"
        >
          Back to cart
        </Link>
        <Link
          to="/Contact"
          className="rounded-lg border border-stone-300 px-4 py-2 hover:bg-stone-100"
        >
          Contact us
        </Link>
      </div>
    </section>
  );
}
