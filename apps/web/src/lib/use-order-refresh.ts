import { trpc } from './trpc';

/**
 * What an order's status change, deletion, refund or payment check moves: the order lists and
 * details, and the figures the sales and dashboard screens count from orders.
 */
export function useOrderRefresh() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.orders.invalidate(), utils.analytics.invalidate()]);
}
