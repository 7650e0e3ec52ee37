import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type AuditEntity,
} from '@frameshop/contracts/audit/audit';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AuditEntryList } from '../../../components/admin/AuditEntries';
import { useKeysetPages } from '../../../components/admin/EntityHistory';
import { ListHeader } from '../../../components/admin/ListHeader';
import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { FormField, inputClass } from '../../../components/FormField';
import { trpc } from '../../../lib/trpc';

/**
 * The Activity screen (docs/decisions/0025-audit-log.md): every change staff, API keys and jobs
 * made, newest first, filtered by what, whom, which use case and IST days; the same filter as
 * CSV. Filters apply on "Apply" (Enter in any field), so typing sends nothing half-typed.
 */

export interface ActivityFilter {
  entity?: AuditEntity;
  entityId?: string;
  actorUserId?: number;
  action?: string;
  from?: string;
  to?: string;
}

const EMPTY_FORM = { entity: '', entityId: '', actorUserId: '', action: '', from: '', to: '' };
type FormState = typeof EMPTY_FORM;

function filterOf(form: FormState): ActivityFilter {
  const actor = Number(form.actorUserId);
  return {
    ...(form.entity ? { entity: form.entity as AuditEntity } : {}),
    ...(form.entity && form.entityId.trim() ? { entityId: form.entityId.trim() } : {}),
    ...(form.actorUserId.trim() && Number.isFinite(actor) ? { actorUserId: actor } : {}),
    ...(form.action.trim() ? { action: form.action.trim() } : {}),
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
  };
}

/** GET /api/audit/export.csv with the same filter (the admin's cookie authorizes it). */
export function activityCsvHref(filter: ActivityFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return `/api/audit/export.csv${text ? `?${text}` : ''}`;
}

export function ActivityScreen() {
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [filter, setFilter] = useState<ActivityFilter>({});
  const pages = useKeysetPages();
  const activity = trpc.audit.list.useQuery(
    { ...filter, cursor: pages.cursor },
    {
      placeholderData: keepPreviousData,
      retry: (count, error) => error.data?.httpStatus !== 400 && count < 2,
    },
  );
  const set = (key: keyof FormState) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(filterOf(form));
    pages.reset();
  };
  const clear = () => {
    setForm(EMPTY_FORM);
    setFilter({});
    pages.reset();
  };
  const filtered = Object.keys(filter).length > 0;
  const badInput = activity.error?.data?.httpStatus === 400 ? activity.error.message : null;

  return (
    <div className="space-y-4">
      <ListHeader title="Activity">
        <a
          href={activityCsvHref(filter)}
          download
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          Export CSV
        </a>
      </ListHeader>
      <p className="max-w-3xl text-sm text-stone-600">
        Every change staff, API keys and background jobs made to the shop, and shoppers' own order
        actions, newest first. Times are India time. Entries are never edited or deleted; they are
        kept for the retention period set on the server.
      </p>
      <form
        onSubmit={apply}
        aria-label="Filter activity"
        className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <FormField label="What">
          <select
            className={inputClass}
            value={form.entity}
            onChange={(e) => set('entity')(e.target.value)}
          >
            <option value="">Everything</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {AUDIT_ENTITY_LABELS[e]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Its id" hint={form.entity ? undefined : 'Choose what first'}>
          <input
            className={inputClass}
            value={form.entityId}
            disabled={!form.entity}
            inputMode="numeric"
            onChange={(e) => set('entityId')(e.target.value)}
          />
        </FormField>
        <FormField label="Staff user id">
          <input
            className={inputClass}
            value={form.actorUserId}
            inputMode="numeric"
            onChange={(e) => set('actorUserId')(e.target.value)}
          />
        </FormField>
        <FormField label="Action" hint="e.g. coupons.update">
          <input
            className={inputClass}
            value={form.action}
            autoComplete="off"
            onChange={(e) => set('action')(e.target.value)}
          />
        </FormField>
        <FormField label="From (IST)">
          <input
            type="date"
            className={inputClass}
            value={form.from}
            onChange={(e) => set('from')(e.target.value)}
          />
        </FormField>
        <FormField label="To (IST)">
          <input
            type="date"
            className={inputClass}
            value={form.to}
            onChange={(e) => set('to')(e.target.value)}
          />
        </FormField>
        <div className="flex items-end gap-2 sm:col-span-2">
          <Button type="submit">Apply</Button>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        </div>
      </form>
      {badInput ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {badInput}
        </p>
      ) : (
        <QueryView
          query={activity}
          loading="Loading activity..."
          error="Could not load the activity."
          isEmpty={(data) => data.data.length === 0}
          empty={filtered ? 'No activity matches these filters' : 'No activity yet'}
        >
          {(data) => (
            <div className="space-y-3">
              <div className={activity.isPlaceholderData ? 'opacity-60' : undefined}>
                <AuditEntryList entries={data.data} caption="Activity" />
              </div>
              {pages.pager(data.nextCursor)}
            </div>
          )}
        </QueryView>
      )}
    </div>
  );
}
