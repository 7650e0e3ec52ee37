import type { PricedCartLine } from '@frameshop/contracts/orders/cart';
import { MAX_LINE_QUANTITY } from '@frameshop/contracts/orders/cart-limits';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Price } from '../../../../components/Price';
import type { CartRow } from './use-priced-cart';

/** Frame images come as paths relative to the host ("uploads/frames/…"), photos as "/api/…". */
export function imageSrc(image: string | null): string | null {
  if (!image) return null;
  return /^(https?:)?\//.test(image) ? image : `/${image}`;
}

/**
 * One line of the cart: picture in a fixed box, title (a link to the product for a ready-made
 * frame), details, unit price with the original struck through, quantity stepper bounded by
 * 1..maxQuantity, line total, Remove, and the line's problem in a callout (red when it blocks
 * checkout). The figures are the server's; while the cart is priced again they are the
 * previous answer's, dimmed.
 */
export function CartLineCard({
  row,
  updating,
  onQuantity,
  onRemove,
  onDismissNotice,
}: {
  row: CartRow;
  updating: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onDismissNotice: () => void;
}) {
  const { line, priced } = row;
  const titleId = useId();
  const title = priced?.title ?? (line.kind === 'ready' ? 'Frame' : 'Custom frame');
  const src = imageSrc(priced?.image ?? null);
  const max = priced?.maxQuantity ?? null;
  // Two sizes of one frame are two lines: their buttons must say which is which.
  const size = priced?.details.find((d) => d.label === 'Size')?.value;
  const named = size ? `${title}, ${size}` : title;
  const atMost = max !== null && line.quantity >= max && !priced?.problem;

  return (
    <li
      aria-labelledby={titleId}
      className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
      data-cart-line={row.index}
    >
      <div className="flex gap-3 sm:gap-4">
        <div className="h-28 w-[5.6rem] shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:h-32 sm:w-[6.4rem]">
          {src ? (
            <img
              src={src}
              alt=""
              width={104}
              height={130}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : (
            <FramePlaceholder />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="break-words text-base font-semibold leading-snug">
            {line.kind === 'ready' && priced ? (
              <Link
                to="/Singleproduct/$frameId"
                params={{ frameId: String(line.frameId) }}
                className="text-stone-900 hover:text-amber-800 hover:underline"
              >
                {title}
              </Link>
            ) : priced ? (
              <span className="text-stone-900">{title}</span>
            ) : (
              <span className="block h-5 w-3/4 animate-pulse rounded bg-stone-200">
                <span className="sr-only">Loading item</span>
              </span>
            )}
          </h2>
          {priced && priced.details.length > 0 ? (
            <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-stone-600">
              {priced.details.map((d) => (
                <div key={d.label} className="flex min-w-0 gap-1">
                  <dt className="shrink-0">{d.label}:</dt>
                  <dd className="min-w-0 break-words text-stone-800">{d.value}</dd>
                </div>
              ))}
              {row.line.kind === 'custom' && row.line.instructions ? (
                <div className="flex min-w-0 basis-full gap-1">
                  <dt className="shrink-0">Instructions:</dt>
                  <dd className="min-w-0 break-words text-stone-800">{row.line.instructions}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <div className={`mt-1 transition-opacity ${updating ? 'opacity-60' : ''}`}>
            {priced ? <UnitPrice priced={priced} size={size} /> : <Bar className="h-5 w-24" />}
          </div>
          {priced?.quote ? <QuoteLine quote={priced.quote} /> : null}
        </div>
      </div>

      <LineProblem
        row={row}
        onQuantity={onQuantity}
        onRemove={onRemove}
        onDismissNotice={onDismissNotice}
      />

      <div className="mt-3 flex items-center justify-between gap-2 border-t border-stone-100 pt-3">
        <div className="flex items-center gap-1 sm:gap-3">
          <QuantityStepper
            title={named}
            quantity={line.quantity}
            max={max}
            disabled={!priced}
            onChange={onQuantity}
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${named}`}
            className="rounded-lg px-2 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600 sm:px-3"
          >
            Remove
          </button>
        </div>
        <div className={`text-right transition-opacity ${updating ? 'opacity-60' : ''}`}>
          <span className="block text-xs text-stone-500">Item total</span>
          {priced ? (
            <span className="font-semibold tabular-nums text-stone-900" data-line-total>
              {priced.unitPrice === null ? '—' : formatRupees(priced.lineTotal)}
            </span>
          ) : (
            <Bar className="ml-auto h-5 w-20" />
          )}
        </div>
      </div>
      {atMost ? (
        <p className="mt-1 text-xs text-stone-500">
          {max === MAX_LINE_QUANTITY
            ? `At most ${MAX_LINE_QUANTITY} of one item per order`
            : `That is all we have: ${max} left in this size`}
        </p>
      ) : null}
    </li>
  );
}

/** The unit price is the chosen size's (issue 24), and says so: '₹1,599 each for 12x16 in'. */
function UnitPrice({ priced, size }: { priced: PricedCartLine; size: string | undefined }) {
  if (priced.unitPrice === null) {
    return <span className="text-sm font-medium text-stone-600">Price unavailable</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1" data-unit-price>
      <Price amount={priced.unitPrice} original={priced.originalUnitPrice} size="sm" />
      <span className="text-xs text-stone-600" data-unit-size>
        {size ? `each for ${size}` : 'each'}
      </span>
    </span>
  );
}

function QuoteLine({ quote }: { quote: NonNullable<PricedCartLine['quote']> }) {
  const area = quote.areaSqFt.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return (
    <p className="text-xs text-stone-500">
      {area} sq ft × {formatRupees(quote.ratePerSqft)}/sq ft
      {quote.oneSideRoundPerSqft !== null
        ? ` (incl. ${formatRupees(quote.oneSideRoundPerSqft)}/sq ft for the round side)`
        : ''}
    </p>
  );
}

/**
 * The server's problem for this line, or the price-change notice already acknowledged. A short
 * line offers to take what is left; a price change can be dismissed.
 */
function LineProblem({
  row,
  onQuantity,
  onRemove,
  onDismissNotice,
}: {
  row: CartRow;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onDismissNotice: () => void;
}) {
  const problem = row.priced?.problem ?? null;
  if (problem?.blocking) {
    const left = row.priced?.maxQuantity ?? 0;
    return (
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        <WarningIcon />
        <p className="min-w-0 flex-1 font-medium">{problem.message}</p>
        {problem.code === 'short' && left > 0 ? (
          <button
            type="button"
            onClick={() => onQuantity(left)}
            className="rounded-md border border-red-300 bg-white px-3 py-1 font-medium text-red-800 hover:bg-red-100"
          >
            Change to {left}
          </button>
        ) : (
          <button
            type="button"
            onClick={onRemove}
            className="rounded-md border border-red-300 bg-white px-3 py-1 font-medium text-red-800 hover:bg-red-100"
          >
            Remove it
          </button>
        )}
      </div>
    );
  }
  const notice = problem?.code === 'price_changed' ? problem.message : row.priceNotice;
  if (!notice) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <InfoIcon />
      <p className="min-w-0 flex-1">
        <span className="font-medium">{notice}</span>. Your total uses the new price.
      </p>
      {row.priceNotice ? (
        <button
          type="button"
          onClick={onDismissNotice}
          aria-label={`Dismiss the price change note for ${row.priced?.title ?? 'this item'}`}
          className="rounded-md px-2 py-1 font-medium text-amber-900 underline hover:bg-amber-100"
        >
          OK
        </button>
      ) : null}
    </div>
  );
}

/**
 * − [n] +, bounded by 1 and the most the server says can be bought now. Typing a number takes
 * effect on Enter or on leaving the field, so the cart is not priced on every keystroke.
 */
function QuantityStepper({
  title,
  quantity,
  max,
  disabled,
  onChange,
}: {
  title: string;
  quantity: number;
  max: number | null;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const upper = max === null ? quantity : Math.max(1, max);

  const commit = () => {
    const n = Number.parseInt(draft, 10);
    if (!Number.isFinite(n)) {
      setDraft(String(quantity));
      return;
    }
    const bounded = Math.max(1, Math.min(n, upper));
    setDraft(String(bounded));
    if (bounded !== quantity) onChange(bounded);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        Quantity of {title}
      </label>
      <div className="inline-flex items-center rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          aria-label={`Decrease quantity of ${title}`}
          disabled={disabled || quantity <= 1}
          onClick={() => onChange(quantity - 1)}
          className="h-11 w-11 rounded-l-lg text-xl text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300"
        >
          <span aria-hidden>−</span>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={upper}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="h-11 w-12 border-x border-stone-300 text-center text-base tabular-nums [appearance:textfield] focus:outline-none focus:ring-2 focus:ring-inset focus:ring-amber-500 disabled:bg-stone-50 disabled:text-stone-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={`Increase quantity of ${title}`}
          disabled={disabled || max === null || quantity >= max}
          onClick={() => onChange(quantity + 1)}
          className="h-11 w-11 rounded-r-lg text-xl text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300"
        >
          <span aria-hidden>+</span>
        </button>
      </div>
    </div>
  );
}

export function Bar({ className }: { className: string }) {
  return <span aria-hidden className={`block animate-pulse rounded bg-stone-200 ${className}`} />;
}

function FramePlaceholder() {
  return (
    <div className="flex h-full w-full items-center justify-center text-stone-400">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-8 w-8"
        fill="none"
        stroke="currentColor"
      >
        <rect x="3" y="3" width="18" height="18" rx="1" strokeWidth="2" />
        <rect x="7" y="7" width="10" height="10" strokeWidth="1.5" />
      </svg>
    </div>
  );
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="currentColor">
      <path d="M8.26 3.1a2 2 0 0 1 3.48 0l6.2 11.03A2 2 0 0 1 16.2 17H3.8a2 2 0 0 1-1.74-2.87L8.26 3.1ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1.1 1.1 0 1 0 0-2.2A1.1 1.1 0 0 0 10 15Z" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="currentColor">
      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1.1 1.1 0 1 1 0 2.2A1.1 1.1 0 0 1 10 6Zm1 8a1 1 0 1 1-2 0v-4a1 1 0 1 1 2 0v4Z" />
    </svg>
  );
}
