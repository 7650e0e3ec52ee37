/** Spec section 9: five or fewer is low stock; zero is out of stock. */
export const LOW_STOCK_THRESHOLD = 5;

export interface StockBadge {
  tone: 'out' | 'low' | 'in';
  label: string;
}

/** The one rule for the badge shown per size variant, in the admin and the shop alike. */
export function stockBadge(remaining: number): StockBadge {
  if (remaining <= 0) return { tone: 'out', label: 'Out of Stock' };
  if (remaining <= LOW_STOCK_THRESHOLD) return { tone: 'low', label: `Low Stock (${remaining})` };
  return { tone: 'in', label: `In Stock (${remaining})` };
}
