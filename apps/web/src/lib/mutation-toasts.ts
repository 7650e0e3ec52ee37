import { serverMessage } from './errors';
import { notify } from './notify';

/**
 * An admin mutation's usual answer: a success toast, then `refresh` (the lists it changed); or a
 * failure toast with the server's reason under it. Spread into `useMutation({ ... })`.
 */
export function toastOutcome(success: string, failure: string, refresh: () => Promise<unknown>) {
  return {
    onSuccess: async () => {
      notify.success(success);
      await refresh();
    },
    onError: (error: unknown) =>
      notify.error(failure, { description: serverMessage(error) ?? undefined }),
  };
}
