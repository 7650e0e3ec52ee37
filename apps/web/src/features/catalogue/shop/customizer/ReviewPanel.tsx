import { MAX_LINE_QUANTITY } from '@frameshop/contracts/orders/cart-limits';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { type ReactNode, useId } from 'react';
import { Price } from '../../../../components/Price';
import { QuantityField } from '../../../../components/QuantityField';
import { squareFeet } from './sizing';

/** The live quote, from `quoteCustomFrame` with the server's price tables (rupees). */
export type LiveQuote =
  | {
      ok: true;
      price: number;
      areaSqFt: number;
      pairRate: number;
      oneSideRate: number | null;
      rate: number;
      sizeText: string;
      /** 'Canvas + Teak Wood': what the rate is for. */
      pairText: string;
      shape: string;
    }
  | { ok: false; message: string };

/**
 * Step 4: what the shopper chose, the price with its breakdown (area, rate per sq ft, the
 * one-side-round surcharge when it applies), the quantity and 'Add to Cart' with the reason it
 * is disabled. Money here is only shown: the cart is priced again by the server.
 */
export function ReviewPanel(props: {
  summary: { label: string; value: string }[];
  quote: LiveQuote | null;
  quantity: number;
  onQuantity: (q: number) => void;
  reason: string | null;
  onAdd: () => void;
}) {
  const quantityId = useId();
  const reasonId = useId();
  const { quote, quantity } = props;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {props.summary.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-stone-500">{row.label}</dt>
            <dd className="min-w-0 break-words text-stone-900">{row.value}</dd>
          </div>
        ))}
      </dl>

      <div className="min-h-32 rounded-xl bg-stone-50 p-4" aria-live="polite">
        {quote?.ok ? (
          <>
            <p className="text-sm text-stone-600">Price per frame</p>
            <p data-testid="customizer-price">
              <Price amount={quote.price} size="lg" />
            </p>
            <dl className="mt-3 space-y-1 text-sm text-stone-700">
              <Row label="Area">
                {squareFeet(quote.areaSqFt)} sq ft ({quote.sizeText})
              </Row>
              <Row label={`Rate (${quote.pairText})`}>{formatRupees(quote.pairRate)} per sq ft</Row>
              {quote.oneSideRate !== null ? (
                <Row label={`${quote.shape} surcharge`}>
                  {formatRupees(quote.oneSideRate)} per sq ft
                </Row>
              ) : null}
              {quote.oneSideRate !== null ? (
                <Row label="Total rate">{formatRupees(quote.rate)} per sq ft</Row>
              ) : null}
            </dl>
            <p className="mt-2 text-xs text-stone-500">
              Area x rate, rounded to the rupee. Prices include GST.
            </p>
          </>
        ) : quote ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {quote.message}
          </p>
        ) : (
          <p className="text-sm text-stone-600">Choose a size to see the price.</p>
        )}
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <QuantityField
          id={quantityId}
          value={quantity}
          max={MAX_LINE_QUANTITY}
          onChange={props.onQuantity}
        />
        {quote?.ok && quantity > 1 ? (
          <p className="pb-3 text-sm text-stone-700">
            {quantity} x {formatRupees(quote.price)} ={' '}
            <span className="font-semibold">{formatRupees(quote.price * quantity)}</span>
          </p>
        ) : null}
      </div>

      <div>
        <button
          type="button"
          onClick={props.onAdd}
          disabled={!!props.reason}
          aria-describedby={props.reason ? reasonId : undefined}
          className="flex h-12 w-full items-center justify-center rounded-lg bg-amber-700 px-6 text-base font-semibold text-white transition-colors hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
        >
          Add to Cart
        </button>
        <p id={reasonId} className="mt-2 min-h-5 text-sm font-medium text-red-700">
          {props.reason}
        </p>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="whitespace-nowrap text-right tabular-nums">{children}</dd>
    </div>
  );
}
