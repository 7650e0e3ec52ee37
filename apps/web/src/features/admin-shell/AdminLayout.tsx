import * as RadixDialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MenuIcon } from '../../components/MenuIcon';
import { httpStatus } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useLogout } from '../auth/use-session';
import { AdminSearch } from './AdminSearch';
import { AdminSidebar } from './AdminSidebar';
import { ADMIN_NAV, permissionForPath } from './admin-nav';
import { NoAccess } from './NoAccess';
import { useCan } from './use-can';

/**
 * Sidebar beside the page from 1024 px up; below that a slide-in drawer (a Radix dialog, so it
 * traps focus and closes on Esc) that also closes after a link is clicked.
 */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { logout, isPending } = useLogout();
  return (
    <div className="min-h-screen bg-stone-100 lg:flex">
      <aside className="hidden w-60 shrink-0 lg:block">
        <div className="sticky top-0 h-screen">
          <AdminSidebar />
        </div>
      </aside>
      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50 lg:hidden" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-64 animate-[slide-in_150ms_ease-out] shadow-xl lg:hidden"
          >
            <RadixDialog.Title className="sr-only">Admin menu</RadixDialog.Title>
            <AdminSidebar onNavigate={() => setDrawerOpen(false)} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-stone-200 bg-white px-4 py-3">
          <button
            type="button"
            className="rounded-md p-2 hover:bg-stone-100 lg:hidden"
            aria-label="Open admin menu"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
          <AdminSearch />
          <span className="ml-auto rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
            Admin
          </span>
          <button
            type="button"
            onClick={logout}
            disabled={isPending}
            className="rounded-lg border border-stone-300 px-3 py-2 text-sm hover:bg-stone-100"
          >
            Logout
          </button>
        </header>
        <main className="flex-1 p-4 sm:p-6">
          <PermittedScreen />
        </main>
      </div>
    </div>
  );
}

/**
 * The screen, if the person's role holds its permission; "You don't have access to this"
 * otherwise. The dashboard's door leads to the first screen they may use instead. A 403 from
 * any call (the role changed while the tab was open) asks `auth.me` again, so the screen and
 * the sidebar follow the role on the next answer, not after a reload (decision 0024).
 */
function PermittedScreen() {
  const can = useCan();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (httpStatus(error) === 403) void utils.auth.me.invalidate();
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, utils]);

  const permission = permissionForPath(pathname);
  // Orders first for those who may see them (the daily screen of fulfilment), else the first.
  const home = can('orders:read')
    ? '/admin/orders'
    : (ADMIN_NAV.find((item) => can(item.permission))?.to ?? null);
  if (!permission || can(permission)) return <Outlet />;
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin' && home) return <Navigate to={home} replace />;
  return <NoAccess permission={permission} home={home} />;
}
