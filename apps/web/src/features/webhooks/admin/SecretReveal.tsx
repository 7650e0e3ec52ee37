import type { CreatedWebhookDto } from '@frameshop/contracts/webhooks/schemas';
import { useRef, useState } from 'react';
import { Button } from '../../../components/Button';

/** The new endpoint's secret with a copy button: the only time the shop shows it. */
export function SecretReveal({
  created,
  onDone,
}: {
  created: CreatedWebhookDto;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      // No clipboard permission (or an insecure page): select it for Ctrl+C instead.
      field.current?.select();
      setCopied('failed');
    }
  }

  return (
    <div className="space-y-4">
      <p className="break-all text-sm text-stone-700">
        <span className="font-medium text-stone-900">Endpoint:</span> {created.url}
      </p>
      <div className="space-y-1">
        <label htmlFor="webhook-secret" className="block text-sm font-medium text-stone-800">
          Signing secret
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={field}
            id="webhook-secret"
            readOnly
            value={created.secret}
            onFocus={(e) => e.currentTarget.select()}
            className="block min-h-11 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs text-stone-900"
          />
          <Button variant="secondary" onClick={copy}>
            Copy
          </Button>
        </div>
        <p role="status" className="text-sm text-stone-600">
          {copied === 'yes'
            ? 'Copied to the clipboard.'
            : copied === 'failed'
              ? 'Could not copy: the secret is selected, press Ctrl+C.'
              : 'Your receiver checks X-Frameshop-Signature with it (see the README, Webhooks).'}
        </p>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>I have saved the secret</Button>
      </div>
    </div>
  );
}
