import { formatRupees } from '@frameshop/contracts/shared/format';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { Button } from '../../../components/Button';
import { Pager, pageWindow } from '../../../components/Pager';
import { ErrorState } from '../../../components/States';
import { trpc } from '../../../lib/trpc';
import { OrderDetails } from './OrderDetails';
import {
  type AdminOrder,
  customerName,
  formatIstDateTime,
  itemCount,
  paymentLabel,
  STATUS_BADGES,
} from './order-format';
import {
  hasFilters,
  ORDERS_PER_PAGE,
  type OrderSearch,
  type OrderTab,
  orderListQuery,
  PAYMENT_STATUS_OPTIONS,
  STATUS_CODES,
  withoutUnset,
} from './order-search';

const route = getRouteApi('/admin/orders');

/** Spec section 9: the search goes to the server after a 500 ms pause. */
const SEARCH_PAUSE_MS = 500;
const TABS: { tab: OrderTab; label: string }[] = [
  { tab: 'regular', label: 'Regular Orders' },
  { tab: 'custom', label: 'Custom Orders' },
];
const HEADERS = ['Order', 'Date', 'Customer', 'Items', 'Total', 'Status', 'Payment'];
const SKELETON_ROWS = Array.from({ length: 5 }, (_, i) => `s${i}`);
const CONTROL = 'h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm';

/** Tables from 640 px, cards below (the ActionsTable breakpoint); only one is rendered. */
const WIDE = '(min-width: 640px)';
function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/**
 * /admin/orders (spec section 2, issue 11): Regular and Custom tabs, filters, search and paging
 * on the server, the whole view in the URL so reload, back and a shared link show the same page.
 */
export function OrderManagement() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const wide = useWide();
  const [expanded, setExpanded] = useState<number | null>(null);

  const update = useCallback(
    (
      change: (prev: OrderSearch) => OrderSearch,
      options: { keepPage?: boolean; replace?: boolean } = {},
    ) => {
      void navigate({
        to: '/admin/orders',
        search: (prev: OrderSearch) => {
          const next = change(prev);
          return withoutUnset(options.keepPage ? next : { ...next, page: undefined });
        },
        replace: options.replace ?? false,
        resetScroll: false,
      });
    },
    [navigate],
  );

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
  const first = (page - 1) * ORDERS_PER_PAGE;

  let body: ReactNode;
  if (orders.isPending) {
    body = <ListSkeleton />;
  } else if (orders.isError && !data) {
    body = <ErrorState message="Failed to load orders" onRetry={() => orders.refetch()} />;
  } else if (!data || data.data.length === 0) {
    body = (
      <p className="rounded-lg border border-stone-200 bg-white py-10 text-center text-stone-600">
        {hasFilters(search) ? 'No orders match these filters' : 'No orders found'}
      </p>
    );
  } else {
    const rows = data.data;
    body = (
      <>
        <div
          className={`rounded-lg border border-stone-200 bg-white ${orders.isFetching ? 'opacity-70' : ''}`}
          aria-busy={orders.isFetching}
        >
          {wide ? (
            <OrderTable orders={rows} expanded={expanded} onToggle={toggle} />
          ) : (
            <OrderCards orders={rows} expanded={expanded} onToggle={toggle} />
          )}
          <p className="border-t border-stone-100 px-4 py-2 text-xs text-stone-600">
            Showing {first + 1} to {first + rows.length} of {data.pagination.total} orders
          </p>
        </div>
        <Pager
          page={page}
          totalPages={data.pagination.totalPages}
          onChange={(next) =>
            update((s) => ({ ...s, page: next > 1 ? next : undefined }), { keepPage: true })
          }
          items={pageWindow}
        />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Order Management</h1>
      <div role="tablist" aria-label="Order type" className="flex gap-1 border-b border-stone-200">
        {TABS.map((t) => (
          <button
            key={t.tab}
            type="button"
            role="tab"
            id={`orders-tab-${t.tab}`}
            aria-selected={tab === t.tab}
            tabIndex={tab === t.tab ? 0 : -1}
            onKeyDown={(e) => {
              // The tabs pattern: arrow keys move between the two tabs.
              if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
              e.preventDefault();
              const other = TABS.find((o) => o.tab !== t.tab);
              if (!other) return;
              document.getElementById(`orders-tab-${other.tab}`)?.focus();
              selectTab(other.tab);
            }}
            aria-controls="orders-panel"
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              tab === t.tab
                ? 'border-amber-700 text-amber-900'
                : 'border-transparent text-stone-600 hover:text-stone-900'
            }`}
            onClick={() => selectTab(t.tab)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        id="orders-panel"
        role="tabpanel"
        aria-labelledby={`orders-tab-${tab}`}
        className="space-y-4"
      >
        <Filters search={search} update={update} />
        {body}
      </div>
    </div>
  );
}

function Filters({
  search,
  update,
}: {
  search: OrderSearch;
  update: (change: (prev: OrderSearch) => OrderSearch, options?: { replace?: boolean }) => void;
}) {
  const id = useId();
  const [text, setText] = useState(search.q ?? '');
  // Follows the URL when it changes from elsewhere (back, Clear filters).
  useEffect(() => setText(search.q ?? ''), [search.q]);
  const commit = useDebouncedCallback((q: string) => {
    update((s) => ({ ...s, q: q.trim() || undefined }), { replace: true });
  }, SEARCH_PAUSE_MS);

  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4">
      <div className="flex flex-col gap-1 text-sm text-stone-700 col-span-2">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            commit(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit.flush();
          }}
          placeholder="Order number, name, phone or e-mail"
          className={CONTROL}
        />
      </div>
      <div className="flex flex-col gap-1 text-sm text-stone-700">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={search.status ?? ''}
          onChange={(e) =>
            update((s) => ({ ...s, status: e.target.value ? Number(e.target.value) : undefined }))
          }
          className={CONTROL}
        >
          <option value="">All statuses</option>
          {STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {STATUS_BADGES[code]?.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm text-stone-700">
        <label htmlFor={`${id}-payment`}>Payment</label>
        <select
          id={`${id}-payment`}
          value={search.payment ?? ''}
          onChange={(e) =>
            update((s) => ({
              ...s,
              payment: PAYMENT_STATUS_OPTIONS.find((p) => p === e.target.value),
            }))
          }
          className={CONTROL}
        >
          <option value="">All payments</option>
          {PAYMENT_STATUS_OPTIONS.map((p) => (
            <option key={p} value={p}>
              {paymentLabel(p)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm text-stone-700">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => update((s) => ({ ...s, from: e.target.value || undefined }))}
          className={CONTROL}
        />
      </div>
      <div className="flex flex-col gap-1 text-sm text-stone-700">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => update((s) => ({ ...s, to: e.target.value || undefined }))}
          className={CONTROL}
        />
      </div>
      <Button
        variant="secondary"
        className="col-span-2 h-10 sm:col-span-1 sm:justify-self-start"
        disabled={!hasFilters(search)}
        onClick={() => {
          commit.cancel();
          update((s) => ({ tab: s.tab }));
        }}
      >
        Clear filters
      </Button>
    </div>
  );
}

function StatusBadge({ status }: { status: number }) {
  const badge = STATUS_BADGES[status] ?? {
    label: 'Unknown',
    className: 'bg-stone-100 text-stone-800 ring-stone-300',
  };
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}

interface ListProps {
  orders: AdminOrder[];
  expanded: number | null;
  onToggle: (orderId: number) => void;
}

function ExpandButton({
  order,
  open,
  onToggle,
  wide = false,
}: {
  order: AdminOrder;
  open: boolean;
  onToggle: () => void;
  wide?: boolean;
}) {
  return (
    <Button
      variant={wide ? 'secondary' : 'ghost'}
      className={wide ? 'w-full' : ''}
      aria-expanded={open}
      aria-controls={`order-details-${order.orderId}`}
      aria-label={`${open ? 'Hide' : 'Show'} details of order #${order.orderId}`}
      onClick={onToggle}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={`h-4 w-4 ${open ? 'rotate-90' : ''}`}
      >
        <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
      </svg>
      Details
    </Button>
  );
}

function OrderTable({ orders, expanded, onToggle }: ListProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="bg-stone-50 text-left text-stone-700">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        {orders.map((order) => {
          const open = expanded === order.orderId;
          return (
            <tbody
              key={order.orderId}
              data-order-id={order.orderId}
              className="border-t border-stone-100"
            >
              <tr>
                <th scope="row" className="whitespace-nowrap px-4 py-3 text-left font-semibold">
                  #{order.orderId}
                </th>
                <td className="whitespace-nowrap px-4 py-3">
                  {formatIstDateTime(order.createdAt)}
                </td>
                <td className="px-4 py-3">
                  <p className="font-medium">{customerName(order)}</p>
                  <p className="text-xs text-stone-600">{order.phone}</p>
                </td>
                <td className="px-4 py-3 tabular-nums">{itemCount(order)}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                  {formatRupees(order.grandTotal)}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={order.status} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">{paymentLabel(order.paymentStatus)}</td>
                <td className="px-4 py-3 text-right">
                  <ExpandButton
                    order={order}
                    open={open}
                    onToggle={() => onToggle(order.orderId)}
                  />
                </td>
              </tr>
              {open ? (
                <tr>
                  <td colSpan={HEADERS.length + 1} className="p-0">
                    <OrderDetails order={order} id={`order-details-${order.orderId}`} />
                  </td>
                </tr>
              ) : null}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

function OrderCards({ orders, expanded, onToggle }: ListProps) {
  return (
    <ul aria-label="Orders" className="divide-y divide-stone-100">
      {orders.map((order) => {
        const open = expanded === order.orderId;
        return (
          <li key={order.orderId} data-order-id={order.orderId}>
            <div className="space-y-2 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">Order #{order.orderId}</p>
                <StatusBadge status={order.status} />
              </div>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-stone-600">Date</dt>
                <dd>{formatIstDateTime(order.createdAt)}</dd>
                <dt className="text-stone-600">Customer</dt>
                <dd className="min-w-0 break-words">
                  {customerName(order)} · {order.phone}
                </dd>
                <dt className="text-stone-600">Items</dt>
                <dd>{itemCount(order)}</dd>
                <dt className="text-stone-600">Total</dt>
                <dd className="tabular-nums">{formatRupees(order.grandTotal)}</dd>
                <dt className="text-stone-600">Payment</dt>
                <dd>{paymentLabel(order.paymentStatus)}</dd>
              </dl>
              <ExpandButton
                order={order}
                open={open}
                onToggle={() => onToggle(order.orderId)}
                wide
              />
            </div>
            {open ? <OrderDetails order={order} id={`order-details-${order.orderId}`} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading orders"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      {SKELETON_ROWS.map((key) => (
        <div key={key} className="flex animate-pulse items-center gap-4">
          <div className="h-4 w-16 rounded bg-stone-200" />
          <div className="h-4 flex-1 rounded bg-stone-200" />
          <div className="hidden h-4 w-24 rounded bg-stone-200 sm:block" />
          <div className="h-5 w-20 rounded-full bg-stone-200" />
        </div>
      ))}
      <span className="sr-only">Loading orders...</span>
    </div>
  );
}
