import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorState } from '../../../components/States';
import { trpc } from '../../../lib/trpc';
import { OrderCards } from './OrderCards';
import { OrderFilters } from './OrderFilters';
import { OrderCount, OrderPager } from './OrderPaging';
import { ListSkeleton } from './OrderRowParts';
import { OrdersElsewhere } from './OrdersElsewhere';
import { OrderTable } from './OrderTable';
import { OrderTabs, TAB_PANEL_ID, tabId } from './OrderTabs';
import { hasFilters, type OrderTab, orderExportHref, orderListQuery } from './order-search';
import { useOrderSearch, useWide } from './use-order-search';

/**
 * /admin/orders (spec section 2, issue 11): Regular and Custom tabs, filters, search and paging
 * on the server, the whole view in the URL so reload, back and a shared link show the same page.
 */
export function OrderManagement() {
  const { search, update } = useOrderSearch();
  const wide = useWide();
  const [expanded, setExpanded] = useState<number | null>(null);

  const orders = trpc.orders.list.useQuery(orderListQuery(search), {
    placeholderData: keepPreviousData,
  });
  const data = orders.data;
  const page = search.page ?? 1;
  const tab: OrderTab = search.tab ?? 'regular';

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (data && data.data.length === 0 && page > 1 && data.pagination.total > 0) {
      const last = Math.max(1, data.pagination.totalPages);
      update((s) => ({ ...s, page: last > 1 ? last : undefined }), {
        keepPage: true,
        replace: true,
      });
    }
  }, [data, page, update]);

  const selectTab = (next: OrderTab) => {
    setExpanded(null);
    update((s) => ({ ...s, tab: next === 'custom' ? 'custom' : undefined }));
  };
  const toggle = (orderId: number) => setExpanded((open) => (open === orderId ? null : orderId));

  let body: ReactNode;
  if (orders.isPending) {
    body = <ListSkeleton />;
  } else if (orders.isError && !data) {
    body = <ErrorState message="Failed to load orders" onRetry={() => orders.refetch()} />;
  } else if (!data || data.data.length === 0) {
    body = (
      <div className="rounded-lg border border-stone-200 bg-white px-4 py-10 text-center text-stone-600">
        <p>{hasFilters(search) ? 'No orders match these filters' : 'No orders found'}</p>
        {hasFilters(search) ? (
          <OrdersElsewhere search={search} tab={tab} onSelect={selectTab} />
        ) : null}
      </div>
    );
  } else {
    const List = wide ? OrderTable : OrderCards;
    body = (
      <>
        <div
          className={`rounded-lg border border-stone-200 bg-white ${orders.isFetching ? 'opacity-70' : ''}`}
          aria-busy={orders.isFetching}
        >
          <List orders={data.data} expanded={expanded} onToggle={toggle} />
          <OrderCount page={page} shown={data.data.length} total={data.pagination.total} />
        </div>
        <OrderPager
          page={page}
          totalPages={data.pagination.totalPages}
          onChange={(next) => update((s) => ({ ...s, page: next }), { keepPage: true })}
        />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Order Management</h1>
        {/* A plain download: the server streams the CSV of this tab and filter (issue 11). */}
        <a
          href={orderExportHref(search)}
          download
          className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
            <path d="M10 2a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.4L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
          </svg>
          Export CSV
        </a>
      </div>
      <OrderTabs tab={tab} onSelect={selectTab} />
      <div id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="space-y-4">
        <OrderFilters search={search} update={update} />
        {body}
      </div>
    </div>
  );
}
