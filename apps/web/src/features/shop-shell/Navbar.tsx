import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { MenuIcon } from '../../components/MenuIcon';
import { SHOP_NAME } from '../../lib/page-title';
import { AccountMenu } from './AccountMenu';
import { SHOP_LINKS } from './nav-links';

/** `cart` is the cart link, a slot the route fills (the cart belongs to the orders feature). */
export function Navbar({ cart }: { cart?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-semibold tracking-tight text-stone-900"
          onClick={closeMenu}
        >
          <span aria-hidden className="inline-block h-6 w-6 rounded-sm border-4 border-amber-700" />
          {SHOP_NAME}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {SHOP_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                activeOptions={{ exact: l.to === '/' }}
                className="rounded-md px-3 py-2 text-sm text-stone-700 hover:bg-stone-100 data-[status=active]:font-semibold data-[status=active]:text-amber-800"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          {cart}
          <div className="hidden md:block">
            <AccountMenu />
          </div>
          <button
            type="button"
            className="rounded-md p-2.5 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </nav>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {SHOP_LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  onClick={closeMenu}
                  className="block rounded-md px-3 py-3 text-stone-800 hover:bg-stone-100"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <AccountMenu onNavigate={closeMenu} />
        </div>
      ) : null}
    </header>
  );
}
