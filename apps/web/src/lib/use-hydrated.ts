import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates server HTML (it then reads the server
 * snapshot), true in every later render. What only the browser knows (who is signed in, the
 * session hint in localStorage) waits for it, so a part that hydrates late (a lazy chunk in a
 * Suspense boundary, after `auth.me` has answered) still first renders what the server sent.
 * See docs/decisions/0020-streaming-ssr.md.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
