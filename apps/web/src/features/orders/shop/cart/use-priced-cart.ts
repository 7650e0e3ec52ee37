import type { CartLine, PricedCart, PricedCartLine } from '@frameshop/contracts/orders/cart';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '../../../../lib/trpc';
import { readCart, updateCartLine } from '../../../cart-store/use-cart';
import { CART_QUERY, lineIdentity, pricingRequest } from './cart-query';

export interface CartRow {
  /** Position in the stored cart (what updateCartLine and removeCartLine take). */
  index: number;
  /** Stable React key: the line's identity and its occurrence. */
  key: string;
  /** The line whatever its quantity (see lineIdentity). */
  identity: string;
  line: CartLine;
  /** The server's figures for this line: current, or the previous answer while re-pricing. */
  priced: PricedCartLine | null;
  /** "Price changed from ₹X to ₹Y", kept on screen after it was acknowledged. */
  priceNotice: string | null;
}

/**
 * The cart priced by the server. The query key holds the lines, so every change (quantity,
 * removal, another tab) prices again; meanwhile the previous answer stays on screen, matched to
 * the lines by identity (not by position, which a removal shifts) and marked as updating.
 *
 * A 'price_changed' problem is shown once: its message is kept here for as long as the page is
 * open, and the new unit price is written into the line as `seenUnitPrice` right away, so the
 * server stops reporting it and the next visit does not repeat it. A line that has no
 * `seenUnitPrice` yet gets the price shown now, so a later change is noticed.
 */
export function usePricedCart(lines: CartLine[], couponCode = '') {
  const query = trpc.orders.cart.price.useQuery(pricingRequest(lines, couponCode), {
    ...CART_QUERY,
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
  const fresh = query.data !== undefined && !query.isPlaceholderData;

  // The lines the last fresh answer was for, to match its figures while the next one loads.
  const lastFresh = useRef<{ lines: CartLine[]; data: PricedCart } | null>(null);
  if (fresh && query.data) lastFresh.current = { lines, data: query.data };

  const [notices, setNotices] = useState<ReadonlyMap<string, string>>(new Map());
  const dismissNotice = useCallback((identity: string) => {
    setNotices((current) => {
      const next = new Map(current);
      next.delete(identity);
      return next;
    });
  }, []);

  const freshData = fresh ? query.data : undefined;
  useEffect(() => {
    if (!freshData) return;
    const changed = new Map<string, string>();
    const seen: { index: number; identity: string; price: number }[] = [];
    for (const priced of freshData.lines) {
      const line = lines[priced.index];
      if (!line || priced.unitPrice === null) continue;
      if (priced.problem?.code === 'price_changed') {
        changed.set(lineIdentity(line), priced.problem.message);
        seen.push({ index: priced.index, identity: lineIdentity(line), price: priced.unitPrice });
      } else if (line.seenUnitPrice === undefined) {
        seen.push({ index: priced.index, identity: lineIdentity(line), price: priced.unitPrice });
      }
    }
    if (changed.size > 0) setNotices((current) => new Map([...current, ...changed]));
    // Written only where the stored line is still the one priced (another tab may have moved it).
    const stored = readCart();
    for (const { index, identity, price } of seen) {
      const now = stored[index];
      if (now && lineIdentity(now) === identity) updateCartLine(index, { seenUnitPrice: price });
    }
    // A fresh answer is always for the lines of this render (they make the query key).
  }, [freshData, lines]);

  const rows = matchRows(lines, fresh ? { lines, data: query.data } : lastFresh.current).map(
    (row) => ({ ...row, priceNotice: notices.get(row.identity) ?? null }),
  );

  return {
    query,
    rows,
    /** The totals to show: the current answer, or the previous one while re-pricing. */
    cart: query.data ?? null,
    /** A previous answer is on screen while the changed cart is priced. */
    updating: query.isPlaceholderData || (query.isFetching && query.data !== undefined),
    fresh,
    dismissNotice,
  };
}

function matchRows(
  lines: CartLine[],
  source: { lines: CartLine[]; data: PricedCart | undefined } | null,
): Omit<CartRow, 'priceNotice'>[] {
  const pricedFor = new Map<string, PricedCartLine[]>();
  if (source?.data) {
    for (const priced of source.data.lines) {
      const line = source.lines[priced.index];
      if (!line) continue;
      const identity = lineIdentity(line);
      pricedFor.set(identity, [...(pricedFor.get(identity) ?? []), priced]);
    }
  }
  const occurrences = new Map<string, number>();
  return lines.map((line, index) => {
    const identity = lineIdentity(line);
    const nth = occurrences.get(identity) ?? 0;
    occurrences.set(identity, nth + 1);
    return {
      index,
      key: `${identity}#${nth}`,
      identity,
      line,
      priced: pricedFor.get(identity)?.[nth] ?? null,
    };
  });
}
