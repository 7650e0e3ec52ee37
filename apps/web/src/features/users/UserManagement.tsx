import { uiMessages } from '@frameshop/contracts/messages';
import { useMemo, useState } from 'react';
import { ErrorState, Spinner } from '../../components/States';
import { serverMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useMe } from '../auth/use-session';

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
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="min-w-full divide-y divide-stone-200 text-sm">
            <thead className="bg-stone-50 text-left text-stone-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  User
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Role
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {matches.slice(0, VISIBLE).map((user) => {
                const isSelf = me.data?.userId === user.userId;
                return (
                  <tr key={user.userId}>
                    <td className="px-4 py-3 font-medium">{user.name}</td>
                    <td className="break-all px-4 py-3">{user.email}</td>
                    <td className="px-4 py-3">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-medium ${user.role === 'admin' ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-700'}`}
                      >
                        {user.role}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-right">
                      <button
                        type="button"
                        disabled={isSelf || remove.isPending}
                        title={isSelf ? 'You cannot delete your own account' : undefined}
                        aria-label={`Delete ${user.name}`}
                        onClick={() => {
                          if (
                            window.confirm(
                              `Are you sure you want to delete ${user.name} (${user.email})?`,
                            )
                          ) {
                            remove.mutate({ userId: user.userId });
                          }
                        }}
                        className="rounded-md px-3 py-1 text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-stone-300"
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {matches.length > VISIBLE ? (
            <p className="border-t border-stone-100 px-4 py-2 text-xs text-stone-500">
              Showing the first {VISIBLE} of {matches.length} matches. Refine the search to find
              others.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
