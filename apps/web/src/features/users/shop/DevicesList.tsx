import { uiMessages } from '@frameshop/contracts/shared/messages';
import { Button } from '../../../components/Button';
import { EmptyState, ErrorState, Spinner } from '../../../components/States';
import { serverMessage } from '../../../lib/errors';
import { formatMediumDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

/** Where the account is signed in: this device first and marked, the others to log out. */
export function DevicesList() {
  const utils = trpc.useUtils();
  const devices = trpc.account.devices.useQuery();
  const refresh = () => utils.account.devices.invalidate();
  const failed = (error: unknown) => notify.error(serverMessage(error) ?? uiMessages.genericError);
  const one = trpc.account.logOutDevice.useMutation({
    onSuccess: () => {
      notify.success('That device is logged out');
      void refresh();
    },
    onError: failed,
  });
  const others = trpc.account.logOutOthers.useMutation({
    onSuccess: ({ ended }) => {
      notify.success(
        ended === 1 ? 'One other device is logged out' : `${ended} other devices are logged out`,
      );
      void refresh();
    },
    onError: failed,
  });

  if (devices.isPending) return <Spinner label="Loading your devices..." />;
  if (devices.isError)
    return (
      <ErrorState message="We could not load your devices." onRetry={() => devices.refetch()} />
    );
  if (devices.data.length === 0) return <EmptyState>No device is signed in.</EmptyState>;
  const hasOthers = devices.data.some((d) => !d.current);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {devices.data.map((device) => (
          <li
            key={device.deviceId}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {device.browser}
                {device.current ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-stone-600">
                Last active {formatMediumDateTime(device.lastSeenAt)} · signed in{' '}
                {formatMediumDateTime(device.signedInAt)}
              </p>
            </div>
            {/* This device logs out with the page's own 'Log out'. */}
            {device.current ? null : (
              <Button
                variant="secondary"
                className="shrink-0"
                disabled={one.isPending}
                aria-label={`Log out ${device.browser}, last active ${formatMediumDateTime(device.lastSeenAt)}`}
                onClick={() => one.mutate({ deviceId: device.deviceId })}
              >
                Log out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {hasOthers ? (
        <Button variant="secondary" disabled={others.isPending} onClick={() => others.mutate({})}>
          {others.isPending ? 'Logging out...' : 'Log out everywhere else'}
        </Button>
      ) : null}
    </div>
  );
}
