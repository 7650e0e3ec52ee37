import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onToastRequested } from '../lib/notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Toasts appear top-right (spec section 2). */
export function ToastHost() {
  const [active, setActive] = useState(false);
  useEffect(() => onToastRequested(() => setActive(true)), []);
  return active ? (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton />
    </Suspense>
  ) : null;
}
