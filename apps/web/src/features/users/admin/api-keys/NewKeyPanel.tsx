import type { CreatedApiKeyDto } from '@frameshop/contracts/apikeys/schemas';
import { useId, useState } from 'react';
import { Button } from '../../../../components/Button';
import { inputClass } from '../../../../components/FormField';

/** The key, once: only its hash is kept, so this is the one moment it can be copied. */
export function NewKeyPanel(props: { created: CreatedApiKeyDto; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.created.key);
      setCopied('yes');
    } catch {
      // Clipboard refused (no permission, plain http): the field is selected for Ctrl+C.
      (document.getElementById(`${id}-key`) as HTMLTextAreaElement | null)?.select();
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-4">
      <p
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        Copy this key now: you will not see it again. The shop keeps only a fingerprint of it.
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-key`} className="block text-sm font-medium text-stone-800">
          API key for "{props.created.name}"
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <textarea
            id={`${id}-key`}
            readOnly
            rows={2}
            value={props.created.key}
            onFocus={(e) => e.currentTarget.select()}
            className={`${inputClass} resize-none break-all font-mono`}
            data-testid="new-api-key"
          />
          <Button variant="secondary" onClick={copy}>
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p aria-live="polite" className="text-xs text-stone-600">
          {copied === 'yes'
            ? 'Copied to the clipboard.'
            : copied === 'failed'
              ? 'Copying was refused: the key is selected, press Ctrl+C (⌘C).'
              : `Scopes: ${props.created.scopes.join(', ')}`}
        </p>
      </div>
      <div className="flex justify-end">
        <Button onClick={props.onDone}>I have copied it</Button>
      </div>
    </div>
  );
}
