import type { CustomerDetailDto } from '@frameshop/contracts/users/customers';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QueryView } from '../../../../components/admin/QueryView';
import { OrderStatusBadge } from '../../../../components/OrderStatusBadge';
import { formatDate, formatIstDateTime } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { rupees } from './money';

/** Issue 24: one customer: details, addresses from their orders, orders, reviews, inquiries. */
export function CustomerPage({ userId }: { userId: number }) {
  const customer = trpc.customers.byId.useQuery({ userId }, { retry: false });
  return (
    <div className="space-y-4">
      <Link to="/admin/customers" className="text-sm text-amber-800 underline">
        ← All customers
      </Link>
      <QueryView
        query={customer}
        loading="Loading the customer..."
        error="Could not load this customer."
      >
        {(c) => <CustomerDetail c={c} />}
      </QueryView>
    </div>
  );
}

function Panel(props: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">
        {props.title}
        {props.count !== undefined ? (
          <span className="ml-2 text-sm font-normal text-stone-600">({props.count})</span>
        ) : null}
      </h2>
      {props.children}
    </section>
  );
}

const None = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-stone-600">{children}</p>
);

function CustomerDetail({ c }: { c: CustomerDetailDto }) {
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold">{c.name}</h1>
        <p className="break-all text-stone-700">
          <a href={`mailto:${c.email}`} className="underline">
            {c.email}
          </a>
          {c.emailVerified ? ' · verified' : ' · not verified'}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Orders', String(c.orderCount)],
          ['Total spent', rupees(c.spentPaise)],
          ['Last order', c.lastOrderAt ? formatDate(c.lastOrderAt) : 'Never'],
          ['Customer since', formatDate(c.createdAt)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-stone-200 bg-white p-3">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-stone-600">Total spent: paid orders, net of refunds.</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Orders" count={c.orders.length}>
          {c.orders.length === 0 ? (
            <None>No orders yet</None>
          ) : (
            <ul className="divide-y divide-stone-100 text-sm">
              {c.orders.map((o) => (
                <li
                  key={o.orderId}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <div>
                    <Link
                      to="/admin/orders"
                      search={{ q: String(o.orderId) }}
                      className="font-medium text-amber-800 underline"
                    >
                      Order #{o.orderId}
                    </Link>
                    <p className="text-xs text-stone-600">{formatIstDateTime(o.createdAt)}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <OrderStatusBadge status={o.status} />
                    <span className="text-right tabular-nums">
                      {rupees(o.grandTotalPaise)}
                      {o.refundedPaise > 0 ? (
                        <span className="block text-xs text-red-700">
                          refunded {rupees(o.refundedPaise)}
                        </span>
                      ) : null}
                      <span className="block text-xs text-stone-600">{o.paymentStatus}</span>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Addresses" count={c.addresses.length}>
          {c.addresses.length === 0 ? (
            <None>No addresses yet: they come from orders</None>
          ) : (
            <ul className="grid gap-3 text-sm sm:grid-cols-2">
              {c.addresses.map((a) => (
                <li key={`${a.name}|${a.address}|${a.postalCode}|${a.phone}`}>
                  <address className="not-italic">
                    <span className="font-medium">{a.name}</span>
                    <br />
                    {a.address}
                    {a.apt ? `, ${a.apt}` : ''}
                    <br />
                    {a.city}, {a.state} {a.postalCode}
                    <br />
                    {a.phone}
                  </address>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Reviews" count={c.reviews.length}>
          {c.reviews.length === 0 ? (
            <None>No reviews</None>
          ) : (
            <ul className="divide-y divide-stone-100 text-sm">
              {c.reviews.map((r) => (
                <li key={`${r.frameId}-${r.createdAt}`} className="py-2">
                  <p>
                    <Link
                      to="/admin/frame/$frameId"
                      params={{ frameId: String(r.frameId) }}
                      className="font-medium text-amber-800 underline"
                    >
                      {r.frameName}
                    </Link>{' '}
                    · {r.rating}/5 · {r.title}
                  </p>
                  {r.review ? <p className="whitespace-pre-wrap break-words">{r.review}</p> : null}
                  <p className="text-xs text-stone-600">{formatDate(r.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Contact requests" count={c.inquiries.length}>
          {c.inquiries.length === 0 ? (
            <None>No contact requests from this address</None>
          ) : (
            <ul className="divide-y divide-stone-100 text-sm">
              {c.inquiries.map((i) => (
                <li key={`${i.createdAt}-${i.message.slice(0, 20)}`} className="py-2">
                  <p className="whitespace-pre-wrap break-words">{i.message}</p>
                  <p className="text-xs text-stone-600">
                    {i.inquiryType ?? 'General'} · {formatDate(i.createdAt)} ·{' '}
                    <Link to="/admin/contact" className="underline">
                      Contact requests
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
