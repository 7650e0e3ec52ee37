import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { clearLocalData } from '../../lib/session-hint';
import { trpc } from '../../lib/trpc';

/** The signed-in user according to the server (null when anonymous). */
export function useMe() {
  return trpc.auth.me.useQuery(undefined, { staleTime: 5 * 60_000, retry: false });
}

/** Logout: end the server session, clear all local storage and cached data, go home. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const mutation = trpc.auth.logout.useMutation({
    onSettled: async () => {
      clearLocalData();
      queryClient.clear();
      utils.auth.me.setData(undefined, null);
      await navigate({ to: '/' });
    },
  });
  return { logout: () => mutation.mutate({}), isPending: mutation.isPending };
}
