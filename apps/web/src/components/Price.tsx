import { formatRupees } from '@frameshop/contracts/shared/format';

/**
 * A price as the shop shows it: the amount paid in rupees (en-IN grouping), and the original
 * struck through beside it when an offer applies. Figures always come from the server.
 */
export function Price({
  amount,
  original,
  size = 'md',
  prefix,
}: {
  amount: number;
  original?: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** 'from' on a card's lowest price (issue 24): the sizes cost more or less. */
  prefix?: string;
}) {
  const big = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' }[size];
  const onOffer = original != null && original > amount;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`${big} font-semibold text-stone-900`}>
        {onOffer ? <span className="sr-only">Offer price </span> : null}
        {prefix ? <span className="text-xs font-normal text-stone-600">{prefix} </span> : null}
        {formatRupees(amount)}
      </span>
      {onOffer ? (
        <>
          <s className="text-sm text-stone-500">
            <span className="sr-only">Was </span>
            {formatRupees(original)}
          </s>
          <span className="text-xs font-semibold text-green-700">
            {Math.round((1 - amount / original) * 100)}% off
          </span>
        </>
      ) : null}
    </span>
  );
}
