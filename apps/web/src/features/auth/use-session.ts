import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { useEffect } from 'react';
import { clearLocalData, SESSION_HINT_KEY } from '../../lib/session-hint';
import { trpc } from '../../lib/trpc';

/** How long the answer to "who is signed in" is trusted; the route loaders prefetch with it. */
export const ME_QUERY_OPTIONS = { staleTime: 5 * 60_000, retry: false } as const;

/** The signed-in user according to the server (null when anonymous). */
export function useMe() {
  return trpc.auth.me.useQuery(undefined, ME_QUERY_OPTIONS);
}

/**
 * Logout from anywhere (admin top bar, account menu, profile page): end the server session,
 * clear all local storage, forget every cached answer but say "nobody" in `auth.me`, go home.
 * `auth.me` is updated rather than removed: components that stay mounted (the shop's navbar,
 * when logging out from a shop page) keep observing that query, and a removed query would
 * leave them showing the user until a reload.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const mutation = trpc.auth.logout.useMutation({
    onSettled: async () => {
      clearLocalData();
      await queryClient.cancelQueries();
      utils.auth.me.setData(undefined, null);
      const me = { queryKey: getQueryKey(trpc.auth.me) };
      queryClient.removeQueries({ predicate: (query) => !matchQuery(me, query) });
      await navigate({ to: '/' });
    },
  });
  return { logout: () => mutation.mutate({}), isPending: mutation.isPending };
}

/** Another tab logged in or out (it rewrote or cleared local storage): ask the server again. */
export function useSessionSync() {
  const utils = trpc.useUtils();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY || event.key === null) void utils.auth.me.invalidate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [utils]);
}
