import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

export type AuthDialogKind = 'login' | 'signup';

export interface AuthDialogOptions {
  /**
   * 'redirect' (default) sends an admin to /admin and anyone else to / two seconds after login;
   * 'stay' leaves the page to decide (the admin guard rechecks the role itself).
   */
  afterLogin?: 'redirect' | 'stay';
  email?: string;
}

interface AuthDialogState {
  kind: AuthDialogKind | null;
  options: AuthDialogOptions;
  open(kind: AuthDialogKind, options?: AuthDialogOptions): void;
  close(): void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

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

export function useAuthDialog(): AuthDialogState {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog needs an AuthDialogProvider');
  return value;
}
