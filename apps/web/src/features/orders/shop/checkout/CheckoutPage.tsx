import type { CartLine } from '@frameshop/contracts/orders/cart';
import type { PaymentMethod } from '@frameshop/contracts/orders/fulfilment';
import type { ShippingAddress } from '@frameshop/contracts/orders/orders';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorState, Spinner } from '../../../../components/States';
import { fieldProblems, httpStatus, serverMessage } from '../../../../lib/errors';
import { trpc } from '../../../../lib/trpc';
import { useMe } from '../../../auth/use-session';
import { clearCart, useCart } from '../../../cart-store/use-cart';
import { useCheckoutAddresses } from '../addresses/use-checkout-addresses';
import { CART_QUERY, pricingRequest } from '../cart/cart-query';
import { useCouponCode } from '../cart/coupon-code';
import { useStartPayment } from '../payment/use-start-payment';
import { ADDRESS_FIELDS, AddressFields, type AddressForm, useAddressForm } from './AddressForm';
import { EmptyCheckout, LoginFirst } from './CheckoutGates';
import { OrderSummary } from './CheckoutSummary';
import { readLastAddress, saveLastAddress, savePendingOrder } from './checkout-storage';
import { PaymentChoice } from './PaymentChoice';
import { PaymentRetry } from './PaymentRetry';
import { UnpaidOrderNotice } from './UnpaidOrderNotice';

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
 * Place order, which places the order awaiting payment (its frames set aside) and takes the
 * shopper to PhonePe to pay. The cart keeps its lines until the payment is verified on the
 * return page. Phone first: one column, the summary and the button after the address; from
 * 1024 px two columns.
 */
export function CheckoutPage() {
  const me = useMe();
  const lines = useCart();

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
  return <CheckoutForm lines={lines} />;
}

type Failure = { message: string; toCart: boolean };

function orderLines(lines: readonly CartLine[]) {
  return lines.map(({ seenUnitPrice: _, ...line }) => line);
}

function CheckoutForm({ lines }: { lines: CartLine[] }) {
  const formId = useId();
  const utils = trpc.useUtils();
  const [initial] = useState(readLastAddress);
  const form = useAddressForm(initial);
  const addresses = useCheckoutAddresses(form);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** The order placed here: from then on the page pays for it and never places another. */
  const [placedId, setPlacedId] = useState<number | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const couponCode = useCouponCode();
  const price = trpc.orders.cart.price.useQuery(pricingRequest(lines, couponCode), CART_QUERY);
  const cart = price.data ?? null;
  const place = trpc.orders.place.useMutation();
  const payment = useStartPayment();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('phonepe');
  // Chosen, then no longer offered (the cart grew past the maximum): back to PhonePe.
  const cod = method === 'cod' && cart?.cod.offered === true;

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

  const submit = async (shipping: ShippingAddress) => {
    if (place.isPending || placedId !== null) return;
    const ordered = orderLines(lines);
    setFailure(null);
    await addresses.saveIfAsked(shipping);
    place.mutate(
      {
        shipping,
        lines: ordered,
        // The code only when the server accepted it for this cart: a refused one is not sent.
        ...(cart?.coupon ? { couponCode: cart.coupon.code } : {}),
        ...(cod ? { paymentMethod: 'cod' as const } : {}),
      },
      {
        onSuccess: (order) => {
          saveLastAddress(shipping);
          if (order.paymentMethod === 'cod') {
            // Placed and nothing to pay now: the cart is done with.
            clearCart();
            void utils.orders.mine.invalidate();
            void navigate({ to: '/order-success', search: { orderId: order.orderId } });
            return;
          }
          savePendingOrder({
            orderId: order.orderId,
            grandTotal: order.grandTotal,
            paymentStatus: order.paymentStatus,
            createdAt: order.createdAt,
            shipping,
            lines: ordered,
          });
          setPlacedId(order.orderId);
          void utils.orders.mine.invalidate();
          payment.pay(order.orderId);
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
  const working = place.isPending || payment.busy || form.formState.isSubmitting;
  return (
    <div className={PAGE}>
      <Heading />
      {/* First on a phone too: it may save filling in the address at all. */}
      {placedId === null ? (
        <UnpaidOrderNotice
          lines={lines}
          busy={working}
          className="mb-4 lg:max-w-2xl"
          onPay={(orderId) => {
            // From here the page pays for that order, as for one placed here.
            setPlacedId(orderId);
            payment.pay(orderId);
          }}
        />
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <section
          aria-labelledby={`${formId}-address`}
          className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          <h2 id={`${formId}-address`} className="mb-1 text-lg font-semibold text-stone-900">
            Delivery address
          </h2>
          <p className="mb-4 text-sm text-stone-600">
            {initial && !addresses.picker
              ? 'Your last address is filled in; change anything that is different. '
              : null}
            We deliver across India.
          </p>
          {addresses.picker}
          <AddressFields
            form={form}
            id={formId}
            onSubmit={submit}
            onInvalid={addresses.showFields}
            hidden={addresses.hideFields}
          >
            {addresses.saveBox}
          </AddressFields>
        </section>
        <div className="space-y-4 lg:sticky lg:top-24">
          <OrderSummary
            cart={cart}
            loading={price.isPending}
            error={price.isError}
            onRetry={() => void price.refetch()}
            cod={cod}
          />
          {cart && placedId === null ? (
            <PaymentChoice
              cod={cart.cod}
              value={cod ? 'cod' : 'phonepe'}
              onChange={setMethod}
              disabled={working}
            />
          ) : null}
          {blocked && !failure && placedId === null ? (
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
          {placedId !== null && !payment.busy ? (
            <PaymentRetry
              orderId={placedId}
              message={payment.failure?.message ?? null}
              onRetry={() => payment.pay(placedId)}
            />
          ) : (
            <button
              type="submit"
              form={formId}
              disabled={working || blocked || !cart}
              className="flex h-12 w-full items-center justify-center rounded-lg bg-amber-700 px-6 text-base font-semibold text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
            >
              {place.isPending
                ? 'Placing your order…'
                : payment.busy
                  ? 'Taking you to PhonePe…'
                  : cod
                    ? 'Place order, pay on delivery'
                    : 'Place order'}
            </button>
          )}
          <p className="text-xs text-stone-600">
            {cod
              ? 'Place order sets your frames aside; you pay the courier in cash when they arrive.'
              : 'Place order sets your frames aside and takes you to PhonePe to pay securely by UPI, card or net banking; we confirm the payment when you come back.'}{' '}
            You can cancel within 7 days of ordering, before it ships.{' '}
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
