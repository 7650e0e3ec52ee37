import { Button } from '../../../components/Button';
import { formatCount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { type OrderSearch, type OrderTab, orderListQuery } from './order-search';

const LABEL: Record<OrderTab, string> = { regular: 'Regular Orders', custom: 'Custom Orders' };

/**
 * Under an empty, filtered tab: how many orders the same filters find on the other tab, with a
 * way there. An order number from the dashboard or a customer's mail is looked for on whichever
 * tab is open, and a custom-only order is not on the regular one.
 */
export function OrdersElsewhere({
  search,
  tab,
  onSelect,
}: {
  search: OrderSearch;
  tab: OrderTab;
  onSelect: (tab: OrderTab) => void;
}) {
  const other: OrderTab = tab === 'regular' ? 'custom' : 'regular';
  const query = orderListQuery({
    ...search,
    tab: other === 'custom' ? 'custom' : undefined,
    page: undefined,
  });
  const found = trpc.orders.list.useQuery({ ...query, limit: 1 });
  const total = found.data?.pagination.total ?? 0;
  if (total === 0) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-stone-700">
      <span>
        {total === 1 ? '1 order matches' : `${formatCount(total)} orders match`} on {LABEL[other]}.
      </span>
      <Button variant="secondary" onClick={() => onSelect(other)}>
        Show {LABEL[other]}
      </Button>
    </p>
  );
}
