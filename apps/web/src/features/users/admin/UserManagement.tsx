import { uiMessages } from '@frameshop/contracts/shared/messages';
import { Link } from '@tanstack/react-router';
import { ActionsTable } from '../../../components/ActionsTable';
import { ListHeader } from '../../../components/admin/ListHeader';
import { QueryView } from '../../../components/admin/QueryView';
import { SearchInput } from '../../../components/SearchInput';
import { serverMessage } from '../../../lib/errors';
import { toastOutcome } from '../../../lib/mutation-toasts';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { textMatches, useClientPage } from '../../../lib/use-client-page';
import { useMe } from '../../auth/use-session';

/** The spec shows only the first 10 matches, with no pager. */
const VISIBLE = 10;

const userMatches = (user: { name: string; email: string; role: string }, query: string) =>
  textMatches(query, user.name, user.email, user.role);

export function UserManagement() {
  const me = useMe();
  const utils = trpc.useUtils();
  const users = trpc.users.list.useQuery();
  const remove = trpc.users.delete.useMutation(
    toastOutcome(uiMessages.userDeleted, uiMessages.userDeleteFailed, () =>
      utils.users.list.invalidate(),
    ),
  );

  // The token goes only into the user's mail: the admin never sees or sets the password.
  const sendReset = trpc.users.sendResetLink.useMutation({
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => notify.error(serverMessage(error) ?? uiMessages.genericError),
  });

  const { search, setSearch, matches, visible } = useClientPage(users.data, {
    matches: userMatches,
    perPage: VISIBLE,
  });

  return (
    <div className="space-y-4">
      <ListHeader title="User Management">
        <SearchInput
          value={search}
          onValueChange={setSearch}
          placeholder="Search by name, email or role"
          aria-label="Search users"
          width="sm:w-72"
        />
      </ListHeader>
      <QueryView
        query={users}
        loading="Loading users..."
        error="Could not load users."
        isEmpty={() => matches.length === 0}
        empty="No users found"
      >
        {() => (
          <ActionsTable
            headers={['User', 'Email', 'Role']}
            rows={visible.map((user) => {
              const isSelf = me.data?.userId === user.userId;
              return {
                key: user.userId,
                label: user.name,
                cells: [
                  // Issue 24: a shopper's name opens their customer page (orders, reviews...).
                  user.role === 'user' ? (
                    <Link
                      key="name"
                      to="/admin/customers/$userId"
                      params={{ userId: String(user.userId) }}
                      className="font-medium text-amber-800 underline"
                    >
                      {user.name}
                    </Link>
                  ) : (
                    <span key="name" className="font-medium">
                      {user.name}
                    </span>
                  ),
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
                extraActions: [
                  {
                    text: 'Send reset link',
                    disabled: sendReset.isPending,
                    onClick: () => {
                      if (
                        window.confirm(
                          `Send ${user.name} an e-mail with a link to choose a new password? Their current password keeps working until they use it.`,
                        )
                      ) {
                        sendReset.mutate({ userId: user.userId });
                      }
                    },
                  },
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
      </QueryView>
    </div>
  );
}
