import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MenuIcon } from '../../components/MenuIcon';
import { useCartCount } from '../cart/use-cart-count';
import { AccountMenu } from './AccountMenu';
import { SHOP_LINKS } from './nav-links';

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const cartCount = useCartCount();
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
          Frame Shop
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
          <Link
            to="/Cart"
            className="relative rounded-md p-2 hover:bg-stone-100"
            aria-label={`Cart, ${cartCount} item${cartCount === 1 ? '' : 's'}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
            >
              <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L21 8H6" />
              <circle cx="9" cy="20" r="1.4" />
              <circle cx="18" cy="20" r="1.4" />
            </svg>
            <span className="absolute -right-1 -top-1 min-w-[1.25rem] rounded-full bg-amber-700 px-1 text-center text-xs font-semibold text-white">
              {cartCount}
            </span>
          </Link>
          <div className="hidden md:block">
            <AccountMenu />
          </div>
          <button
            type="button"
            className="rounded-md p-2 hover:bg-stone-100 md:hidden"
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
