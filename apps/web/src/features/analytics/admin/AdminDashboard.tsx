import { Link } from '@tanstack/react-router';
import { Card, Metric, Text } from '@tremor/react';
import { trpc } from '../../../lib/trpc';
import { ADMIN_NAV } from '../../admin-shell/admin-nav';

/**
 * The dashboard's frame: the users count and a way into every section. The other counts,
 * recent inquiries and auto-refresh arrive with the catalogue, orders and content issues.
 */
export function AdminDashboard() {
  const users = trpc.users.list.useQuery();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card decoration="top" decorationColor="amber">
          <Text>Users</Text>
          <Metric>{users.data ? users.data.length : '--'}</Metric>
          <Link to="/admin/users" className="mt-2 inline-block text-sm text-amber-800 underline">
            Manage Users
          </Link>
        </Card>
      </div>
      <section>
        <h2 className="mb-3 text-lg font-semibold">Quick Actions</h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {ADMIN_NAV.filter((n) => n.to !== '/admin').map((n) => (
            <li key={n.to}>
              <Link
                to={n.to}
                className="block rounded-lg border border-stone-200 bg-white px-4 py-3 hover:border-amber-600"
              >
                Manage {n.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
