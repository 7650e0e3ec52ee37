import type { AppRouter } from '@frameshop/api/root';
import type { CartLine } from '@frameshop/contracts/orders/cart';
import type { OrderLine as OrderedLine } from '@frameshop/contracts/orders/orders';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { RouterInputs } from '../../../../lib/api-types';

/**
 * How the cart's pricing query is kept in the browser. The server never caches it; here an
 * answer counts as fresh for a few seconds only, so the route's prefetch (started with the
 * page's code, or on hovering the cart link) is used when the page mounts instead of being
 * asked again. Every change of the lines is a new query key, hence a new price.
 */
export const CART_QUERY = {
  staleTime: 5_000,
  // A 4xx (a line the server cannot read) will not get better by asking again.
  retry: (failures: number, error: TRPCClientErrorLike<AppRouter>) => {
    const status = error.data?.httpStatus;
    const clientError = status !== undefined && status >= 400 && status < 500;
    return !clientError && failures < 1;
  },
  refetchOnWindowFocus: true,
} as const;

/**
 * What makes a line "the same item" whatever its quantity or the price last seen: used to keep
 * each card's figures while the cart is priced again, and to key the cards; also to find an
 * ordered line (kept without its price) in the cart.
 */
export function lineIdentity(line: CartLine | OrderedLine): string {
  // The default goes first so the remaining keys keep the line's own order.
  const { quantity: _q, seenUnitPrice: _s, ...rest } = { seenUnitPrice: undefined, ...line };
  return JSON.stringify(rest);
}

/**
 * What the pricing query sends: the lines without the custom frames' instructions, which never
 * change a price and, at up to 500 characters each, could push a 30-line cart's GET past the
 * server's header limit. The card shows them from the stored line.
 */
export function pricingRequest(
  lines: readonly CartLine[],
  couponCode = '',
): RouterInputs['orders']['cart']['price'] {
  return {
    ...(couponCode ? { couponCode } : {}),
    lines: lines.map((line) => {
      if (line.kind !== 'custom' || line.instructions === undefined) return line;
      const { instructions: _, ...rest } = line;
      return rest;
    }),
  };
}
