import { Button } from '../Button';

/** A form's Cancel and submit buttons; the submit one reads 'Saving...' while it saves. */
export function FormButtons(props: {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  /** Cancel waits for the save too (an upload under way). */
  cancelWhileSaving?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="secondary"
        onClick={props.onCancel}
        disabled={props.cancelWhileSaving ? props.submitting : undefined}
      >
        Cancel
      </Button>
      <Button type="submit" disabled={props.submitting}>
        {props.submitting ? 'Saving...' : props.submitLabel}
      </Button>
    </div>
  );
}
