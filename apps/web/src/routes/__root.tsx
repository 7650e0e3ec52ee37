import { createRootRoute, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ToastHost } from '../components/ToastHost';
import { AuthDialogProvider } from '../features/auth/auth-dialog-context';
import { NotFound } from '../features/shop-shell/NotFound';
import { ShopLayout } from '../features/shop-shell/ShopLayout';

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: () => (
    <ShopLayout>
      <NotFound />
    </ShopLayout>
  ),
});

function Root() {
  const router = useRouter();
  // Spec: every route change scrolls to the top (query-only changes such as paging do not).
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged) window.scrollTo({ top: 0, left: 0 });
      }),
    [router],
  );
  return (
    <AuthDialogProvider>
      <Outlet />
      <ToastHost />
    </AuthDialogProvider>
  );
}
