import {
  ORDER_STATUS_CODES,
  PAYMENT_STATUSES,
  statusLabel,
} from '@frameshop/contracts/orders/statuses';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { SearchInput } from '../../../components/SearchInput';
import { useCommittedSearch } from '../../../lib/search-paging';
import { paymentLabel } from './order-format';
import { hasFilters, type OrderSearch } from './order-search';
import type { UpdateSearch } from './use-order-search';

const CONTROL = 'h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm';

/** Search, status, payment and date range; every change goes to the URL (and the server). */
export function OrderFilters({ search, update }: { search: OrderSearch; update: UpdateSearch }) {
  const id = useId();
  // Spec section 9: the search goes to the server after a 500 ms pause.
  const { box, cancel } = useCommittedSearch(search.q ?? '', (q) =>
    update((s) => ({ ...s, q: q || undefined }), { replace: true }),
  );

  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4">
      <div className="flex flex-col gap-1 text-sm text-stone-700 col-span-2">
        <label htmlFor={`${id}-search`}>Search</label>
        <SearchInput
          {...box}
          id={`${id}-search`}
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
          cancel();
          update((s) => ({ tab: s.tab }));
        }}
      >
        Clear filters
      </Button>
    </div>
  );
}
