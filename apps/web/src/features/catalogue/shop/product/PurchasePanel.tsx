import type { FrameDto, FrameVariantDto } from '@frameshop/contracts/catalogue/dtos';
import { MAX_LINE_QUANTITY } from '@frameshop/contracts/orders/cart-limits';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Price } from '../../../../components/Price';
import { QuantityField } from '../../../../components/QuantityField';
import { StockBadge } from '../../../../components/StockBadge';
import { notify } from '../../../../lib/notify';
import { addToCart, useCart } from '../../../cart-store/use-cart';

/** The unit price a shopper pays for a size: the offer price when there is one. */
export const unitPrice = (v: FrameVariantDto) => v.offer_price ?? v.price;

/** The size picked first: the first one in stock (none when every size is sold out). */
export function defaultSizeId(frame: FrameDto): number | null {
  return frame.frameSizes.find((v) => v.remained_qty > 0)?.sizeId ?? null;
}

/**
 * Size picker (a radio group: each size with its price, the offer struck through, and its
 * stock badge; a sold-out size can be looked at, not bought), quantity stepper bounded by the
 * size's stock, what is already in the cart and MAX_LINE_QUANTITY, and 'Add to Cart' with the
 * reason it is disabled.
 */
export function PurchasePanel({
  frame,
  sizeId,
  onSizeChange,
}: {
  frame: FrameDto;
  sizeId: number | null;
  onSizeChange: (sizeId: number) => void;
}) {
  const navigate = useNavigate();
  const cart = useCart();
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const reasonId = useId();
  const variant = frame.frameSizes.find((v) => v.sizeId === sizeId) ?? null;
  const inCart = variant
    ? cart
        .filter((l) => l.kind === 'ready' && l.frameId === frame.frameId && l.sizeId === sizeId)
        .reduce((n, l) => n + l.quantity, 0)
    : 0;
  const max = variant ? Math.max(0, Math.min(variant.remained_qty, MAX_LINE_QUANTITY) - inCart) : 0;
  const shown = Math.max(1, Math.min(quantity, Math.max(max, 1)));

  const reason =
    frame.frameSizes.length === 0
      ? 'This frame is not available in any size yet'
      : !variant
        ? 'Choose a size first'
        : variant.remained_qty <= 0
          ? `Size ${variant.size.label} in is out of stock`
          : max <= 0
            ? inCart >= MAX_LINE_QUANTITY
              ? `You can order at most ${MAX_LINE_QUANTITY} of one item, and all ${inCart} are in your cart`
              : `All ${variant.remained_qty} left in this size are already in your cart`
            : null;

  const add = () => {
    if (!variant || reason) return;
    const added = addToCart({
      kind: 'ready',
      frameId: frame.frameId,
      sizeId: variant.sizeId,
      quantity: shown,
      seenUnitPrice: unitPrice(variant),
    });
    if (!added.ok) {
      notify.error(added.message);
      return;
    }
    setQuantity(1);
    notify.success(`Added to cart: ${frame.name}`, {
      description: `${shown} × ${variant.size.label} in`,
      action: { label: 'View cart', onClick: () => void navigate({ to: '/Cart' }) },
    });
  };

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">
          Size <span className="font-normal text-stone-500">(inches)</span>
        </legend>
        {frame.frameSizes.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No sizes are available yet.</p>
        ) : (
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {frame.frameSizes.map((v) => (
              <SizeOption
                key={v.sizeId}
                name={`size-${frame.frameId}`}
                variant={v}
                checked={v.sizeId === sizeId}
                onChange={() => {
                  onSizeChange(v.sizeId);
                  setQuantity(1);
                }}
              />
            ))}
          </div>
        )}
      </fieldset>

      {/* The frame's finishes, as text: nothing here is chosen (a cart line has no colour). */}
      {frame.colors.length > 0 ? (
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-stone-900">Colours: </span>
          {frame.colors.join(', ')}
        </p>
      ) : null}

      <div className="flex flex-wrap items-end gap-3">
        <QuantityField
          id={quantityId}
          value={shown}
          max={max}
          disabled={!!reason}
          describedBy={max > 0 ? `${quantityId}-max` : undefined}
          onChange={setQuantity}
        />
        {max > 0 ? (
          <p id={`${quantityId}-max`} className="pb-3 text-xs text-stone-500">
            Up to {max}
            {inCart > 0 ? ` more (${inCart} in your cart)` : ''}
          </p>
        ) : null}
      </div>

      <div>
        <button
          type="button"
          onClick={add}
          disabled={!!reason}
          aria-describedby={reason ? reasonId : undefined}
          className="flex h-12 w-full items-center justify-center rounded-lg bg-amber-700 px-6 text-base font-semibold text-white transition-colors hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 sm:w-auto sm:min-w-64"
        >
          Add to Cart
        </button>
        {reason ? (
          <p id={reasonId} className="mt-2 text-sm font-medium text-red-700">
            {reason}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function SizeOption(props: {
  name: string;
  variant: FrameVariantDto;
  checked: boolean;
  onChange: () => void;
}) {
  const { variant: v } = props;
  const out = v.remained_qty <= 0;
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-3 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-700 ${props.checked ? 'border-amber-700 bg-amber-50/40' : 'border-stone-200 hover:border-stone-400'}`}
    >
      <input
        type="radio"
        name={props.name}
        value={v.sizeId}
        checked={props.checked}
        onChange={props.onChange}
        className="mt-1 h-4 w-4 accent-amber-700"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={`font-medium ${out ? 'text-stone-500' : 'text-stone-900'}`}>
          {v.size.label} in
        </span>
        <Price amount={unitPrice(v)} original={v.offer_price != null ? v.price : null} size="sm" />
        <span>
          <StockBadge remaining={v.remained_qty} />
        </span>
      </span>
    </label>
  );
}
