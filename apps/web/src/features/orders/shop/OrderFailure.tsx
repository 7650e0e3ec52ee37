import { PAYMENT_MESSAGES } from '@frameshop/contracts/payment/payment';
import { Link } from '@tanstack/react-router';
import { useCart } from '../../cart-store/use-cart';

const primary =
  'rounded-lg bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';
const secondary =
  'rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * /order-failure?error=…: the spec gives only the parameter, so the screen is ours. The reason,
 * the reassurance (nothing is charged unless the bank says so; refunds in 7 days), and the ways
 * on: checkout again while the cart holds the lines, else the orders (Pay now is there).
 */
/**
 * The reasons this page may show: the server's own payment messages. Anything else in the
 * address is shown as the generic failure, so a crafted link cannot make the shop's page say
 * what someone else wrote ("call this number").
 */
const KNOWN_REASONS: ReadonlySet<string> = new Set<string>(
  Object.values(PAYMENT_MESSAGES).flatMap((v) => (typeof v === 'string' ? [v] : [])),
);

export function OrderFailure({ error }: { error?: string }) {
  // Paying again from the profile (Pay now) leaves the cart as it was, often empty.
  const inCart = useCart().length > 0;
  const reason = error && KNOWN_REASONS.has(error) ? error : PAYMENT_MESSAGES.verificationFailed;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center sm:py-16">
      <span
        aria-hidden
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-3xl font-semibold text-red-700"
      >
        ✕
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
        Your payment did not go through
      </h1>
      <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800" data-failure-reason>
        {reason}
      </p>
      <div className="mt-6 space-y-2 rounded-xl border border-stone-200 bg-white p-5 text-left text-sm text-stone-700">
        <p>
          <span className="font-semibold text-stone-900">Nothing has been charged</span> unless your
          bank or UPI app says so. If money did leave your account, it comes back automatically:{' '}
          {PAYMENT_MESSAGES.refundPromise.toLowerCase()}.
        </p>
        <p>
          {inCart
            ? 'The frames you chose are still in your cart. Try again, or see the order and its payment status in '
            : 'See the order and its payment status in '}
          <Link
            to="/ProfilePage"
            hash="your-orders"
            className="font-medium text-amber-800 underline"
          >
            your orders
          </Link>
          {inCart ? '.' : ': an order still waiting for payment can be paid from there.'}
        </p>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {inCart ? (
          <>
            <Link to="/CheckoutPage" className={primary}>
              Try again
            </Link>
            <Link to="/Cart" className={secondary}>
              Back to cart
            </Link>
          </>
        ) : (
          <Link to="/ProfilePage" hash="your-orders" className={primary}>
            Your orders
          </Link>
        )}
        <Link to="/Contact" className={secondary}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
