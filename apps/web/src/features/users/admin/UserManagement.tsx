import { uiMessages } from '@frameshop/contracts/shared/messages';
import { useMemo, useState } from 'react';
import { ActionsTable } from '../../../components/ActionsTable';
import { ErrorState, Spinner } from '../../../components/States';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useMe } from '../../auth/use-session';

/** The spec shows only the first 10 matches, with no pager. */
const VISIBLE = 10;

export function UserManagement() {
  const [search, setSearch] = useState('');
  const me = useMe();
  const utils = trpc.useUtils();
  const users = trpc.users.list.useQuery();
  const remove = trpc.users.delete.useMutation({
    onSuccess: async () => {
      notify.success(uiMessages.userDeleted);
      await utils.users.list.invalidate();
    },
    onError: (error) =>
      notify.error(uiMessages.userDeleteFailed, { description: serverMessage(error) ?? undefined }),
  });

  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = users.data ?? [];
    return q
      ? all.filter((u) => [u.name, u.email, u.role].some((v) => v.toLowerCase().includes(q)))
      : all;
  }, [users.data, search]);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold">User Management</h1>
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by name, email or role"
          aria-label="Search users"
          className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm sm:w-72"
        />
      </div>
      {users.isPending ? (
        <Spinner label="Loading users..." />
      ) : users.isError ? (
        <ErrorState message="Could not load users." onRetry={() => users.refetch()} />
      ) : matches.length === 0 ? (
        <p className="rounded-lg bg-white py-10 text-center text-stone-500">No users found</p>
      ) : (
        <ActionsTable
          headers={['User', 'Email', 'Role']}
          rows={matches.slice(0, VISIBLE).map((user) => {
            const isSelf = me.data?.userId === user.userId;
            return {
              key: user.userId,
              label: user.name,
              cells: [
                <span key="name" className="font-medium">
                  {user.name}
                </span>,
                <span key="email" className="break-words">
                  {user.email}
                </span>,
                <span
                  key="role"
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${user.role === 'admin' ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-700'}`}
                >
                  {user.role}
                </span>,
              ],
              onDelete: () => {
                if (
                  window.confirm(`Are you sure you want to delete ${user.name} (${user.email})?`)
                ) {
                  remove.mutate({ userId: user.userId });
                }
              },
              deleteDisabled: isSelf || remove.isPending,
              deleteTitle: isSelf ? 'You cannot delete your own account' : undefined,
            };
          })}
          footer={
            matches.length > VISIBLE
              ? `Showing the first ${VISIBLE} of ${matches.length} matches. Refine the search to find others.`
              : undefined
          }
        />
      )}
    </div>
  );
}
