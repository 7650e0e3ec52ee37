import { Link } from '@tanstack/react-router';
import { SHOP_NAME } from '../../lib/page-title';
import { ADMIN_NAV } from './admin-nav';
import { useCan } from './use-can';

export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const can = useCan();
  return (
    <nav aria-label="Admin" className="flex h-full flex-col bg-stone-900 text-stone-200">
      <Link
        to="/"
        className="flex items-center gap-2 px-5 py-5 text-lg font-semibold text-white"
        onClick={onNavigate}
      >
        <span aria-hidden className="inline-block h-5 w-5 rounded-sm border-4 border-amber-500" />
        {SHOP_NAME}
      </Link>
      <ul className="flex-1 space-y-1 px-3">
        {ADMIN_NAV.filter((item) => can(item.permission)).map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.to === '/admin' }}
              onClick={onNavigate}
              className="block rounded-md px-3 py-2 text-sm hover:bg-stone-800 hover:text-white data-[status=active]:bg-amber-700 data-[status=active]:text-white"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
