import type { CustomerSummaryDto } from '@frameshop/contracts/users/customers';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListHeader } from '../../../../components/admin/ListHeader';
import { QueryView } from '../../../../components/admin/QueryView';
import { Pager } from '../../../../components/Pager';
import { SearchInput } from '../../../../components/SearchInput';
import { formatDate } from '../../../../lib/format';
import { useSearchPaging } from '../../../../lib/search-paging';
import { trpc } from '../../../../lib/trpc';
import { rupees } from './money';

const HEADERS = ['Customer', 'Orders', 'Total spent', 'Last order', 'Joined'];

/**
 * Issue 24: the shop's customers (shoppers' accounts), searched and paged on the server. Total
 * spent is what paid orders brought in, net of refunds.
 */
export function CustomerList() {
  const { search, setSearch, sentSearch, page, setPage } = useSearchPaging();
  const customers = trpc.customers.list.useQuery(
    { search: sentSearch, page },
    { placeholderData: keepPreviousData },
  );
  return (
    <div className="space-y-4">
      <ListHeader title="Customers">
        <SearchInput
          value={search}
          onValueChange={setSearch}
          placeholder="Search by name, email or phone"
          aria-label="Search customers"
          width="sm:w-80"
        />
      </ListHeader>
      <p className="text-sm text-stone-600">
        Total spent: paid orders, net of refunds. Guests who ordered without an account are in
        Orders.
      </p>
      <QueryView
        query={customers}
        loading="Loading customers..."
        error="Could not load customers."
        isEmpty={(data) => data.data.length === 0}
        empty={sentSearch ? 'No customers match your search' : 'No customers yet'}
      >
        {(data) => (
          <>
            <div className={customers.isPlaceholderData ? 'opacity-60' : undefined}>
              <CustomerTable customers={data.data} />
              <CustomerCards customers={data.data} />
            </div>
            <p className="text-sm text-stone-600">
              {data.total} {data.total === 1 ? 'customer' : 'customers'}
            </p>
            <Pager page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function CustomerLink({ c }: { c: CustomerSummaryDto }) {
  return (
    <Link
      to="/admin/customers/$userId"
      params={{ userId: String(c.userId) }}
      className="font-medium text-amber-800 underline"
    >
      {c.name}
    </Link>
  );
}

const lastOrder = (c: CustomerSummaryDto) => (c.lastOrderAt ? formatDate(c.lastOrderAt) : 'Never');

function CustomerTable({ customers }: { customers: CustomerSummaryDto[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white sm:block">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">Customers</caption>
        <thead className="bg-stone-50 text-left text-stone-700">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {customers.map((c) => (
            <tr key={c.userId}>
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <CustomerLink c={c} />
                <p className="break-all text-xs text-stone-600">{c.email}</p>
              </th>
              <td className="px-4 py-3 tabular-nums">{c.orderCount}</td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{rupees(c.spentPaise)}</td>
              <td className="whitespace-nowrap px-4 py-3">{lastOrder(c)}</td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(c.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomerCards({ customers }: { customers: CustomerSummaryDto[] }) {
  return (
    <ul className="space-y-3 sm:hidden" aria-label="Customers">
      {customers.map((c) => (
        <li key={c.userId} className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
          <div>
            <CustomerLink c={c} />
            <p className="break-all text-xs text-stone-600">{c.email}</p>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-stone-600">Orders</dt>
              <dd className="font-semibold tabular-nums">{c.orderCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">Total spent</dt>
              <dd className="font-semibold tabular-nums">{rupees(c.spentPaise)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">Last order</dt>
              <dd className="font-semibold">{lastOrder(c)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
