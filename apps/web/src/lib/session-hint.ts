/**
 * What the UI keeps locally about the session, under the spec's key `token`: only the role and
 * the name, for painting the navbar before the server answers. The secret itself lives in an
 * HttpOnly cookie that JavaScript cannot read.
 */
export interface SessionHint {
  role: 'admin' | 'user';
  name: string;
}

export const SESSION_HINT_KEY = 'token';

export function readSessionHint(): SessionHint | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(SESSION_HINT_KEY) ?? 'null',
    ) as SessionHint | null;
    return value && (value.role === 'admin' || value.role === 'user') ? value : null;
  } catch {
    return null;
  }
}

export function writeSessionHint(hint: SessionHint): void {
  localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
}

/** Logout clears all local storage, as the spec says. */
export function clearLocalData(): void {
  localStorage.clear();
}
