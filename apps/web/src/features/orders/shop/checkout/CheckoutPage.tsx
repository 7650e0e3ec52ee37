import type { CartLine, PricedCart } from '@frameshop/contracts/orders/cart';
import { ORDER_MESSAGES } from '@frameshop/contracts/orders/messages';
import type { ShippingAddress } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/Button';
import { ItemThumb } from '../../../../components/ItemThumb';
import { ErrorState, Spinner } from '../../../../components/States';
import { fieldProblems, httpStatus, serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { useAuthDialog } from '../../../auth/auth-dialog';
import { useMe } from '../../../auth/use-session';
import { useCart } from '../../../cart/use-cart';
import { imageSrc } from '../cart/CartLineCard';
import { CartFigures } from '../cart/CartSummary';
import { CART_QUERY, pricingRequest } from '../cart/cart-query';
import { ADDRESS_FIELDS, AddressFields, type AddressForm, useAddressForm } from './AddressForm';
import {
  readLastAddress,
  removeOrderedLines,
  saveLastAddress,
  savePendingOrder,
} from './checkout-storage';

const PAGE = 'mx-auto max-w-6xl px-4 pb-16 pt-4 sm:pt-6';

function Heading() {
  return (
    <h1 className="mb-4 text-2xl font-semibold tracking-tight text-stone-900 sm:mb-6 sm:text-3xl">
      Checkout
    </h1>
  );
}

/**
 * /CheckoutPage: login required (a visitor gets the login popup and stays here), the delivery
 * address (the last one used offered again), the order summary priced by the server, and
 * Place order, which places the order awaiting payment and goes on to /order-success. Phone
 * first: one column, the summary and the button after the address; from 1024 px two columns.
 */
export function CheckoutPage() {
  const me = useMe();
  const lines = useCart();
  const [placedId, setPlacedId] = useState<number | null>(null);

  if (placedId !== null) {
    return (
      <div className={PAGE}>
        <Heading />
        <Spinner label="Order placed. Taking you to your order…" />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className={PAGE}>
        <Heading />
        <EmptyCheckout />
      </div>
    );
  }
  if (me.isPending) {
    return (
      <div className={PAGE}>
        <Heading />
        <Spinner label="Checking your account…" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className={PAGE}>
        <Heading />
        <ErrorState message="We could not check your account." onRetry={() => me.refetch()} />
      </div>
    );
  }
  if (!me.data) {
    return (
      <div className={PAGE}>
        <Heading />
        <LoginFirst />
      </div>
    );
  }
  return <CheckoutForm lines={lines} onPlaced={setPlacedId} />;
}

function EmptyCheckout() {
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
function LoginFirst() {
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

type Failure = { message: string; toCart: boolean };

function orderLines(lines: readonly CartLine[]) {
  return lines.map(({ seenUnitPrice: _, ...line }) => line);
}

function CheckoutForm({
  lines,
  onPlaced,
}: {
  lines: CartLine[];
  onPlaced: (orderId: number) => void;
}) {
  const formId = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [initial] = useState(readLastAddress);
  const form = useAddressForm(initial);
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const price = trpc.orders.cart.price.useQuery(pricingRequest(lines), CART_QUERY);
  const cart = price.data ?? null;
  const place = trpc.orders.place.useMutation();

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  // A failure is about the cart as it was: a changed cart (another tab, the cart page) clears it.
  const linesKey = JSON.stringify(orderLines(lines));
  const shownFor = useRef(linesKey);
  useEffect(() => {
    if (shownFor.current === linesKey) return;
    shownFor.current = linesKey;
    setFailure(null);
  }, [linesKey]);

  const submit = (shipping: ShippingAddress) => {
    if (place.isPending) return;
    const ordered = [...lines];
    setFailure(null);
    place.mutate(
      { shipping, lines: orderLines(ordered) },
      {
        onSuccess: (order) => {
          saveLastAddress(shipping);
          savePendingOrder({
            orderId: order.orderId,
            grandTotal: order.grandTotal,
            paymentStatus: order.paymentStatus,
            createdAt: order.createdAt,
            shipping,
            lines: orderLines(ordered),
          });
          onPlaced(order.orderId);
          removeOrderedLines(ordered);
          void utils.orders.mine.invalidate();
          notify.success(ORDER_MESSAGES.placed, { description: 'Payment comes next.' });
          void navigate({ to: '/order-success', search: { orderId: order.orderId } });
        },
        onError: (error) => {
          setFailure(describeFailure(error, form));
          // Stock or prices moved: show the cart as it now stands.
          if (httpStatus(error) === 409 || httpStatus(error) === 400) void price.refetch();
        },
      },
    );
  };

  const blocked = cart !== null && !cart.canCheckout;
  return (
    <div className={PAGE}>
      <Heading />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <section
          aria-labelledby={`${formId}-address`}
          className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          <h2 id={`${formId}-address`} className="mb-1 text-lg font-semibold text-stone-900">
            Delivery address
          </h2>
          <p className="mb-4 text-sm text-stone-600">
            {initial ? 'Your last address is filled in; change anything that is different.' : null}
            {initial ? ' ' : null}
            We deliver across India.
          </p>
          <AddressFields form={form} id={formId} onSubmit={submit} />
        </section>
        <div className="space-y-4 lg:sticky lg:top-24">
          <OrderSummary
            cart={cart}
            loading={price.isPending}
            error={price.isError}
            onRetry={() => void price.refetch()}
          />
          {blocked && !failure ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              Some items in your cart need attention before you can order.{' '}
              <Link to="/Cart" className="font-semibold underline">
                Review your cart
              </Link>
            </p>
          ) : null}
          {failure ? (
            <div
              ref={failureRef}
              tabIndex={-1}
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 focus:outline-none"
            >
              <p className="font-medium">{failure.message}</p>
              {failure.toCart ? (
                <Link to="/Cart" className="mt-1 inline-block font-semibold underline">
                  Back to your cart to change it
                </Link>
              ) : null}
            </div>
          ) : null}
          <button
            type="submit"
            form={formId}
            disabled={place.isPending || blocked || !cart}
            className="flex h-12 w-full items-center justify-center rounded-lg bg-amber-700 px-6 text-base font-semibold text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
          >
            {place.isPending ? 'Placing your order…' : 'Place order'}
          </button>
          <p className="text-xs text-stone-600">
            Your order is placed awaiting payment; payment comes next. You can cancel within 7 days
            of ordering, before it ships.{' '}
            <Link to="/refundcancellation" className="underline">
              Refund and cancellation policy
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/** The server's answer in words: a field's message under its field, a line's above the button. */
function describeFailure(error: unknown, form: AddressForm): Failure {
  const status = httpStatus(error);
  const message = serverMessage(error);
  if (status === 401) return { message: 'Please log in again to place your order.', toCart: false };
  if (status === 409)
    return { message: message ?? 'Something in your cart ran out.', toCart: true };
  if (status === 400) {
    let shown = false;
    for (const problem of fieldProblems(error)) {
      const field = ADDRESS_FIELDS.find((f) => problem.path === `shipping.${f}`);
      if (field) {
        form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (shown) return { message: 'Please check the address.', toCart: false };
    return { message: message ?? 'Something in your cart cannot be ordered.', toCart: true };
  }
  return {
    message:
      message ?? 'Your order could not be placed. Please check your connection and try again.',
    toCart: false,
  };
}

function OrderSummary({
  cart,
  loading,
  error,
  onRetry,
}: {
  cart: PricedCart | null;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          Order summary
        </h2>
        <Link to="/Cart" className="text-sm font-medium text-amber-800 hover:underline">
          Edit cart
        </Link>
      </div>
      {cart ? (
        <>
          <ul className="mt-4 divide-y divide-stone-100" aria-label="Items">
            {cart.lines.map((line) => {
              const src = imageSrc(line.image);
              return (
                <li key={line.index} className="flex items-center gap-3 py-2" data-checkout-line>
                  <ItemThumb src={src} />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-medium text-stone-900">{line.title}</p>
                    <p className="text-stone-600">Qty {line.quantity}</p>
                    {line.problem ? (
                      <p className={line.problem.blocking ? 'text-red-700' : 'text-amber-800'}>
                        {line.problem.message}
                      </p>
                    ) : null}
                  </div>
                  <span className="text-sm tabular-nums text-stone-900">
                    {formatRupees(line.lineTotal)}
                  </span>
                </li>
              );
            })}
          </ul>
          <dl className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-sm">
            <CartFigures cart={cart} subtotalLabel={`Subtotal (${cart.itemCount})`} />
          </dl>
        </>
      ) : error ? (
        <div className="mt-4">
          <ErrorState message="We couldn't price your cart." onRetry={onRetry} />
        </div>
      ) : (
        <Spinner label="Pricing your cart…" />
      )}
    </section>
  );
}
