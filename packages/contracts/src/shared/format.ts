/**
 * Display helpers with no dependencies, so the shop's first-load bundle can use them without
 * pulling in zod.
 */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.00: Indian digit grouping and the rupee sign. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}
