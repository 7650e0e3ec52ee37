import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/**
 * The shop's frame: navbar, page, footer. `cart` fills the navbar's cart slot; the routes pass
 * the orders feature's cart link, so this shared shell imports no feature.
 */
export function ShopLayout({ children, cart }: { children?: ReactNode; cart?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Navbar cart={cart} />
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
