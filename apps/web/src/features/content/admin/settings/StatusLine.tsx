/** An inline result of the last action: success read politely, an error as an alert. */
export interface Status {
  kind: 'success' | 'error';
  text: string;
}

export function StatusLine({ status }: { status: Status | null }) {
  if (!status) return <div role="status" aria-live="polite" />;
  return status.kind === 'success' ? (
    <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
      {status.text}
    </p>
  ) : (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {status.text}
    </p>
  );
}
