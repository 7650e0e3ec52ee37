import { createContext, useContext } from 'react';

/**
 * Which auth popup is open, and the hook to open one. No components here: the forms import
 * this module and the provider imports the forms, so the imports run one way only.
 */
export type AuthDialogKind = 'login' | 'signup' | 'forgot';

export interface AuthDialogOptions {
  /**
   * 'redirect' (default) sends an admin to /admin and anyone else to / two seconds after login;
   * 'stay' leaves the page to decide (the admin guard rechecks the role itself).
   */
  afterLogin?: 'redirect' | 'stay';
  email?: string;
}

export interface AuthDialogState {
  kind: AuthDialogKind | null;
  options: AuthDialogOptions;
  open(kind: AuthDialogKind, options?: AuthDialogOptions): void;
  close(): void;
}

export const AuthDialogContext = createContext<AuthDialogState | null>(null);

export function useAuthDialog(): AuthDialogState {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog needs an AuthDialogProvider');
  return value;
}
