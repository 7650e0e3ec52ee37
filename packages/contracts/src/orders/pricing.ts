/**
 * The cart's and the order's money rules, as pure functions on integer paise. The server
 * prices carts and orders with these; the web app only displays what the server answers.
 *
 * - Prices are GST-inclusive, as Indian retail prices must be (Legal Metrology rules: MRP
 *   inclusive of all taxes). The GST shown is the part already included, not an addition.
 * - Shipping is a flat fee, waived when the subtotal reaches a threshold. Shipping is GST-
 *   inclusive too, so the GST part is taken from subtotal + shipping.
 * The three figures are configuration (GST_RATE_PERCENT, SHIPPING_FEE_RUPEES,
 * FREE_SHIPPING_FROM_RUPEES); see the README.
 */
export interface PricingRules {
  gstRatePercent: number;
  shippingFeePaise: number;
  freeShippingFromPaise: number;
}

/** Wooden frames are in the 5% GST slab since September 2025; configurable per deployment. */
export const DEFAULT_PRICING_RULES: PricingRules = {
  gstRatePercent: 5,
  shippingFeePaise: 9_900,
  freeShippingFromPaise: 1_499_00,
};

export interface Totals {
  subtotalPaise: number;
  shippingPaise: number;
  /** The GST included in subtotal + shipping. */
  gstPaise: number;
  grandTotalPaise: number;
}

export function shippingFor(subtotalPaise: number, rules: PricingRules): number {
  if (subtotalPaise <= 0 || subtotalPaise >= rules.freeShippingFromPaise) return 0;
  return rules.shippingFeePaise;
}

/** GST included in a GST-inclusive amount: amount x rate / (100 + rate), to the paisa. */
export function includedGst(amountPaise: number, gstRatePercent: number): number {
  return Math.round((amountPaise * gstRatePercent) / (100 + gstRatePercent));
}

export function totalsFor(subtotalPaise: number, rules: PricingRules): Totals {
  const shippingPaise = shippingFor(subtotalPaise, rules);
  const grandTotalPaise = subtotalPaise + shippingPaise;
  return {
    subtotalPaise,
    shippingPaise,
    gstPaise: includedGst(grandTotalPaise, rules.gstRatePercent),
    grandTotalPaise,
  };
}

/** A ready-made line's unit price: the offer price when the variant has one. */
export function unitPricePaise(variant: { pricePaise: number; offerPricePaise: number | null }) {
  return variant.offerPricePaise ?? variant.pricePaise;
}

export interface DiscountedTotals extends Totals {
  /** What a discount code took off (goods and shipping); grandTotal is after it. */
  discountPaise: number;
}

/**
 * Totals with a discount code (issue 23): shipping is decided on the subtotal before the
 * discount, the discount comes off goods or shipping, and the GST included is on what is paid.
 */
export function discountedTotals(
  subtotalPaise: number,
  discount: { goodsPaise: number; shippingPaise: number },
  rules: PricingRules,
): DiscountedTotals {
  const shippingPaise = shippingFor(subtotalPaise, rules);
  const discountPaise = discount.goodsPaise + Math.min(discount.shippingPaise, shippingPaise);
  const grandTotalPaise = subtotalPaise + shippingPaise - discountPaise;
  return {
    subtotalPaise,
    shippingPaise,
    discountPaise,
    gstPaise: includedGst(grandTotalPaise, rules.gstRatePercent),
    grandTotalPaise,
  };
}
