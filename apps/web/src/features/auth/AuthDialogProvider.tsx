import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { AuthDialogContext, type AuthDialogKind, type AuthDialogOptions } from './auth-dialog';

// The forms, their validation and the modal library load only when a popup first opens,
// keeping them out of the shop's first-load bundle.
const AuthDialogs = lazy(() => import('./AuthDialogs'));

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<AuthDialogKind | null>(null);
  const [options, setOptions] = useState<AuthDialogOptions>({});
  const [loaded, setLoaded] = useState(false);
  const open = useCallback((next: AuthDialogKind, nextOptions: AuthDialogOptions = {}) => {
    // Each opening states its own options, so a guard's 'stay' never leaks into a later popup.
    setOptions(nextOptions);
    setKind(next);
    setLoaded(true);
  }, []);
  const close = useCallback(() => setKind(null), []);
  const value = useMemo(() => ({ kind, options, open, close }), [kind, options, open, close]);
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
