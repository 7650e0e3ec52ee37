import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * The question before an action that moves money or stock: what will happen, in the dialog's
 * own words, with the safe answer first in the tab order and the action red. Esc, the ×, the
 * overlay and `cancel` all answer no.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  details: string[];
  confirm: string;
  cancel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={props.title}
      size="md"
    >
      <ul className="mb-5 space-y-1 text-sm text-stone-700">
        {props.details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel} disabled={props.busy}>
          {props.cancel}
        </Button>
        <Button variant="danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
