import type { WebhookEndpointDto } from '@frameshop/contracts/webhooks/schemas';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';

/** Deleting names what it does before it does it. */
export function ConfirmDeleteDialog(props: {
  endpoint: WebhookEndpointDto;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { endpoint } = props;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title="Delete this endpoint?"
      size="sm"
    >
      <div className="space-y-4 text-sm text-stone-700">
        <p className="break-all font-medium text-stone-900">{endpoint.url}</p>
        <p>
          It will receive no more events
          {endpoint.pending > 0
            ? `, and the ${endpoint.pending} ${endpoint.pending === 1 ? 'delivery' : 'deliveries'} still waiting to be sent will be dropped`
            : ''}
          . Its secret stops working; registering it again gives a new one. This cannot be undone.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={props.deleting} onClick={props.onConfirm}>
            {props.deleting ? 'Deleting...' : 'Delete endpoint'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
