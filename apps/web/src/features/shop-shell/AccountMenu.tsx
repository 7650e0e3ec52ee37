import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { readSessionHint } from '../../lib/session-hint';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuthDialog } from '../auth/auth-dialog';
import { useLogout, useMe } from '../auth/use-session';

/** "Log in" for visitors; for shoppers a menu with Profile, Admin (admins only) and Log out. */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const me = useMe();
  const hydrated = useHydrated();
  const dialog = useAuthDialog();
  const { logout } = useLogout();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) =>
      ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // The hint is the browser's: a server-rendered page first shows what the server sent.
  const user = me.data ?? (me.isPending && hydrated ? readSessionHint() : null);
  if (!user) {
    return (
      <button
        type="button"
        onClick={() => {
          // The phone menu closes: it would stay open behind the dialog and after the login.
          onNavigate?.();
          dialog.open('login');
        }}
        className="min-h-11 rounded-lg bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800"
      >
        Log in
      </button>
    );
  }
  const close = () => {
    setOpen(false);
    onNavigate?.();
  };
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium hover:bg-stone-100"
      >
        <span
          className="flex h-7 w-7 items-center justify-center rounded-full bg-amber-100 text-amber-900"
          aria-hidden
        >
          {user.name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-[10rem] truncate">{user.name}</span>
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 z-30 mt-2 w-44 rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
        >
          <Link
            role="menuitem"
            to="/ProfilePage"
            onClick={close}
            className="block px-4 py-2 text-sm hover:bg-stone-100"
          >
            My profile
          </Link>
          {user.role === 'admin' ? (
            <Link
              role="menuitem"
              to="/admin"
              onClick={close}
              className="block px-4 py-2 text-sm hover:bg-stone-100"
            >
              Admin
            </Link>
          ) : null}
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              close();
              logout();
            }}
            className="block w-full px-4 py-2 text-left text-sm hover:bg-stone-100"
          >
            Log out
          </button>
        </div>
      ) : null}
    </div>
  );
}
