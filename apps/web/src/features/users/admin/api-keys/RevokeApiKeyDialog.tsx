import type { ApiKeyDto } from '@frameshop/contracts/apikeys/schemas';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { toastOutcome } from '../../../../lib/mutation-toasts';
import { trpc } from '../../../../lib/trpc';

/** Names the consequence before revoking: whatever uses the key stops working at once. */
export function RevokeApiKeyDialog(props: { apiKey: ApiKeyDto | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const revoke = trpc.apiKeys.revoke.useMutation(
    toastOutcome('API key revoked', 'The API key could not be revoked', async () => {
      props.onClose();
      await utils.apiKeys.list.invalidate();
    }),
  );
  const key = props.apiKey;
  return (
    <Dialog
      open={key !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={`Revoke "${key?.name ?? ''}"?`}
      size="sm"
    >
      <p className="text-sm text-stone-700">
        Every system using this key ({key?.prefix}…) is refused from the next request on (401). This
        cannot be undone: to restore access, create a new key and give it to that system.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onClose}>
          Keep the key
        </Button>
        <Button
          variant="danger"
          disabled={revoke.isPending || key === null}
          onClick={() => key && revoke.mutate({ id: key.id })}
        >
          {revoke.isPending ? 'Revoking...' : 'Revoke key'}
        </Button>
      </div>
    </Dialog>
  );
}
