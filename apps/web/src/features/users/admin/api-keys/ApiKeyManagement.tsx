import type { ApiKeyDto } from '@frameshop/contracts/apikeys/schemas';
import { useState } from 'react';
import { ActionsTable } from '../../../../components/ActionsTable';
import { ListHeader } from '../../../../components/admin/ListHeader';
import { QueryView } from '../../../../components/admin/QueryView';
import { Button } from '../../../../components/Button';
import { formatMediumDateTime } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';

/** Issue 22: integrations' keys. Made here, shown once, listed without the key, revoked. */
export function ApiKeyManagement() {
  const keys = trpc.apiKeys.list.useQuery();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);

  return (
    <div className="space-y-4">
      <ListHeader title="API Keys">
        <Button onClick={() => setCreating(true)}>Create API key</Button>
      </ListHeader>
      <p className="max-w-3xl text-sm text-stone-600">
        Other systems (an ERP, a shipping tool, a spreadsheet) call the shop's API with a key:{' '}
        <code className="rounded bg-stone-100 px-1">Authorization: Bearer fsk_…</code>. Each key may
        do only what its scopes allow and its maker's role allows now (struck-out scopes do
        nothing), and never manage keys, staff or refunds. The API is described at{' '}
        <a className="text-amber-800 underline" href="/api/docs" target="_blank" rel="noreferrer">
          /api/docs
        </a>
        .
      </p>
      <QueryView
        query={keys}
        loading="Loading API keys..."
        error="Could not load the API keys."
        isEmpty={(list) => list.length === 0}
        empty="No API keys yet. Create one for each system that calls the shop."
      >
        {(list) => (
          <ActionsTable
            headers={['Name', 'Scopes', 'Created by', 'Created', 'Last used']}
            rows={list.map((key) => ({
              key: key.id,
              label: key.name,
              deleteText: 'Revoke',
              cells: [
                <span key="name" className="font-medium">
                  {key.name}
                  <span className="block font-mono text-xs font-normal text-stone-500">
                    {key.prefix}…
                  </span>
                </span>,
                <span key="scopes" className="flex flex-wrap gap-1">
                  {key.scopes.map((scope) => {
                    // A key acts for its maker: a scope the maker's role lacks does nothing.
                    const effective = key.effectivePermissions.includes(scope);
                    return (
                      <span
                        key={scope}
                        title={
                          effective ? undefined : "Its maker's role lacks this: it does nothing"
                        }
                        className={`rounded-full px-2 py-0.5 font-mono text-xs ${effective ? 'bg-stone-100 text-stone-700' : 'bg-stone-50 text-stone-400 line-through'}`}
                      >
                        {scope}
                        {effective ? null : <span className="sr-only"> (not in effect)</span>}
                      </span>
                    );
                  })}
                </span>,
                <span key="by">{key.createdBy ?? 'A deleted account'}</span>,
                <span key="created">{formatMediumDateTime(key.createdAt)}</span>,
                <span key="used">
                  {key.lastUsedAt ? formatMediumDateTime(key.lastUsedAt) : 'Never'}
                </span>,
              ],
              onDelete: () => setRevoking(key),
            }))}
          />
        )}
      </QueryView>
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
