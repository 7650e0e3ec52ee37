import {
  ORDER_STATUS_CODES,
  PAYMENT_STATUSES,
  statusLabel,
} from '@frameshop/contracts/orders/statuses';
import { useEffect, useId, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { Button } from '../../../components/Button';
import { paymentLabel } from './order-format';
import { hasFilters, type OrderSearch } from './order-search';
import type { UpdateSearch } from './use-order-search';

/** Spec section 9: the search goes to the server after a 500 ms pause. */
const SEARCH_PAUSE_MS = 500;
const CONTROL = 'h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm';

/** Search, status, payment and date range; every change goes to the URL (and the server). */
export function OrderFilters({ search, update }: { search: OrderSearch; update: UpdateSearch }) {
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
          {ORDER_STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {statusLabel(code)}
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
              payment: PAYMENT_STATUSES.find((p) => p === e.target.value),
            }))
          }
          className={CONTROL}
        >
          <option value="">All payments</option>
          {PAYMENT_STATUSES.map((p) => (
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
