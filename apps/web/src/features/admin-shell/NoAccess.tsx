import type { Permission } from '@frameshop/contracts/staff/permissions';
import { PERMISSION_INFO } from '@frameshop/contracts/staff/permissions';
import { Link } from '@tanstack/react-router';
import type { ADMIN_NAV } from './admin-nav';

/**
 * What a screen shows to someone whose role lacks its permission: said once, with the
 * permission named, instead of an empty page or a stream of 403 toasts (decision 0024).
 */
export function NoAccess({
  permission,
  home,
}: {
  permission: Permission;
  home: (typeof ADMIN_NAV)[number]['to'] | null;
}) {
  const label = PERMISSION_INFO.find((p) => p.name === permission)?.label;
  return (
    <section
      aria-labelledby="no-access-title"
      className="mx-auto mt-8 max-w-lg rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <h1 id="no-access-title" className="text-xl font-semibold">
        You don't have access to this
      </h1>
      <p className="mt-3 text-stone-600">
        This screen needs the permission{' '}
        <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-sm text-stone-800">
          {permission}
        </code>
        {label ? ` (${label.charAt(0).toLowerCase()}${label.slice(1)})` : ''}, which your role does
        not have. Ask the shop's owner if you need it.
      </p>
      {home ? (
        <Link
          to={home}
          className="mt-6 inline-block rounded-lg bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800"
        >
          Go to a screen you can use
        </Link>
      ) : null}
    </section>
  );
}
