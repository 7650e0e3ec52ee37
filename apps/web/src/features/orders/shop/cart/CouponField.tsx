import type { PricedCart } from '@frameshop/contracts/orders/cart';
import { type FormEvent, useId, useState } from 'react';
import { setCouponCode, useCouponCode } from './coupon-code';

/**
 * One discount code for the cart (issue 23): Apply sends it with the lines and the server
 * answers the discount or why it does not apply, shown right under the field.
 */
export function CouponField({ cart, updating }: { cart: PricedCart | null; updating: boolean }) {
  const id = useId();
  const applied = useCouponCode();
  const [text, setText] = useState('');
  const message = applied && !updating ? (cart?.couponMessage ?? null) : null;
  const accepted = applied && cart?.coupon?.code === applied ? cart.coupon : null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setCouponCode(text);
    setText('');
  };

  if (accepted) {
    return (
      <div className="mt-4 flex items-center justify-between gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
        <span>
          Code <strong className="font-mono">{accepted.code}</strong> applied: {accepted.label}
        </span>
        <button
          type="button"
          className="min-h-11 font-medium text-green-900 underline"
          onClick={() => setCouponCode('')}
        >
          Remove
        </button>
      </div>
    );
  }
  return (
    <form className="mt-4" onSubmit={apply} noValidate>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Discount code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={32}
          autoComplete="off"
          placeholder={applied || 'Enter code'}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 font-mono uppercase text-stone-900 focus:outline-none focus:ring-2 focus:ring-amber-500 aria-[invalid=true]:border-red-500"
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-amber-700 px-4 text-sm font-semibold text-amber-800 hover:bg-amber-50"
        >
          Apply
        </button>
      </div>
      {message ? (
        <p id={`${id}-message`} role="alert" className="mt-2 text-sm text-red-700">
          {message}{' '}
          <button type="button" className="font-medium underline" onClick={() => setCouponCode('')}>
            Remove code
          </button>
        </p>
      ) : null}
    </form>
  );
}
