import { uiMessages } from '@frameshop/contracts/shared/messages';
import { Button } from '../../../components/Button';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

/** Unverified shoppers still browse and buy; the profile says so and sends the link again. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const resend = trpc.account.resendVerification.useMutation();
  if (verified) {
    return (
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
        Verified
      </span>
    );
  }
  return (
    <div className="space-y-2">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
        Not verified yet
      </span>
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-green-900">
          {resend.data.message}
        </p>
      ) : (
        <div>
          <Button
            variant="secondary"
            className="mt-1"
            disabled={resend.isPending}
            onClick={() => resend.mutate({})}
          >
            {resend.isPending ? 'Sending...' : 'Send the link again'}
          </Button>
        </div>
      )}
      {resend.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {serverMessage(resend.error) ?? uiMessages.genericError}
        </p>
      ) : null}
    </div>
  );
}
