import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onToastRequested } from '../lib/notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * Toasts appear top-right (spec section 2), below the sticky header bar (about 64 px high in
 * the shop and the admin) so they never cover its search box, account menu or Logout.
 */
const BELOW_HEADER = 76;

export function ToastHost() {
  const [active, setActive] = useState(false);
  useEffect(() => onToastRequested(() => setActive(true)), []);
  return active ? (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        offset={{ top: BELOW_HEADER }}
        mobileOffset={{ top: BELOW_HEADER }}
        richColors
        closeButton
      />
    </Suspense>
  ) : null;
}
