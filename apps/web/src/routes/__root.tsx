import { createRootRouteWithContext, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DocumentTitle } from '../components/DocumentTitle';
import { ToastHost } from '../components/ToastHost';
import { AuthDialogProvider } from '../features/auth/AuthDialogProvider';
import { useSessionSync } from '../features/auth/use-session';
import { CartLink } from '../features/cart-store/CartLink';
import { NotFound } from '../features/shop-shell/NotFound';
import { ShopLayout } from '../features/shop-shell/ShopLayout';
import { SHOP_NAME } from '../lib/page-title';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: SHOP_NAME }] }),
  component: Root,
  notFoundComponent: () => (
    <ShopLayout cart={<CartLink />}>
      <NotFound />
    </ShopLayout>
  ),
});

function Root() {
  const router = useRouter();
  useSessionSync();
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
      <DocumentTitle />
      <Outlet />
      <ToastHost />
      {/* On a server-rendered page: where the router's hydration scripts go (ADR 0020). */}
      <Scripts />
    </AuthDialogProvider>
  );
}
