import { Link } from '@tanstack/react-router';
import { ADMIN_NAV } from '../../../admin-shell/admin-nav';

/** 'Manage X' for every admin section (the sidebar's list, so the two never drift). */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
        Quick Actions
      </h2>
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
  );
}
