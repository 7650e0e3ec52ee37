import { AUDIT_ENTITY_LABELS, type AuditEntity } from '@frameshop/contracts/audit/audit';
import { statusLabel } from '@frameshop/contracts/orders/statuses';
import { formatRupees } from '@frameshop/contracts/shared/format';
import type { RouterOutputs } from '../../lib/api-types';
import { formatIstDateTime } from '../../lib/format';

/**
 * The audit log's entries as the Activity screen and every History tab show them
 * (docs/decisions/0025-audit-log.md): when (IST), who, what, and each changed field as
 * before → after. A table from 640 px up; one card per entry below, nothing scrolled sideways.
 */

export type AuditEntry = RouterOutputs['audit']['list']['data'][number];

const ACTOR_KINDS: Record<AuditEntry['actor']['kind'], string> = {
  staff: 'Staff',
  apiKey: 'API key',
  system: 'System',
  shopper: 'Shopper',
};

export function entityLabel(entity: string): string {
  return entity in AUDIT_ENTITY_LABELS ? AUDIT_ENTITY_LABELS[entity as AuditEntity] : entity;
}

/** 'pricePaise' → 'Price', 'paymentStatus' → 'Payment status'. */
function fieldLabel(key: string): string {
  const words = key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const text = words.replace(/\b(gst|cod|hsn|url|awb|ip|id)\b/g, (w) => w.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Stored values made readable: paise as rupees, epoch times in IST, an order's status by name. */
function valueText(entity: string, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && key.endsWith('Paise')) return formatRupees(value / 100);
  if (typeof value === 'number' && /At$/.test(key) && value > 1e11) {
    return formatIstDateTime(new Date(value).toISOString());
  }
  if (entity === 'order' && key === 'status' && typeof value === 'number') {
    return statusLabel(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (keys.length === 0) return <span className="text-stone-500">No field changed</span>;
  const verb = entry.before === null ? 'Set' : entry.after === null ? 'Removed' : null;
  return (
    <ul className="space-y-1">
      {keys.map((key) => (
        <li key={key} className="break-words [overflow-wrap:anywhere]">
          <span className="font-medium">{fieldLabel(key)}</span>
          {': '}
          {verb === 'Set' ? (
            <span>{valueText(entry.entity, key, entry.after?.[key])}</span>
          ) : verb === 'Removed' ? (
            <del className="text-stone-600">
              {valueText(entry.entity, key, entry.before?.[key])}
            </del>
          ) : (
            <>
              <span className="text-stone-600">
                {valueText(entry.entity, key, entry.before?.[key])}
              </span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> changed to </span>
              <span>{valueText(entry.entity, key, entry.after?.[key])}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="font-medium">{entry.actor.name}</span>
      <span className="block text-xs text-stone-600">
        {ACTOR_KINDS[entry.actor.kind]}
        {entry.ip ? ` · ${entry.ip}` : ''}
      </span>
    </>
  );
}

function What({ entry, showEntity }: { entry: AuditEntry; showEntity: boolean }) {
  return (
    <>
      <span className="font-mono text-xs">{entry.action}</span>
      {showEntity ? (
        <span className="block text-xs text-stone-600">
          {entityLabel(entry.entity)} #{entry.entityId}
        </span>
      ) : null}
    </>
  );
}

/** The entries, newest first; `showEntity` off inside one entity's History. */
export function AuditEntryList(props: {
  entries: AuditEntry[];
  caption: string;
  showEntity?: boolean;
}) {
  const showEntity = props.showEntity ?? true;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white sm:block">
        <table className="min-w-full divide-y divide-stone-200 text-sm">
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-stone-50 text-left text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                When (IST)
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Who
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                What
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Changes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 align-top">
            {props.entries.map((e) => (
              <tr key={e.auditId}>
                <td className="whitespace-nowrap px-4 py-3">{formatIstDateTime(e.at)}</td>
                <td className="px-4 py-3">
                  <Actor entry={e} />
                </td>
                <td className="px-4 py-3">
                  <What entry={e} showEntity={showEntity} />
                </td>
                <td className="px-4 py-3">
                  <Changes entry={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 sm:hidden" aria-label={props.caption}>
        {props.entries.map((e) => (
          <li
            key={e.auditId}
            className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 text-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <What entry={e} showEntity={showEntity} />
              <span className="text-xs text-stone-600">{formatIstDateTime(e.at)} IST</span>
            </div>
            <div>
              <Actor entry={e} />
            </div>
            <Changes entry={e} />
          </li>
        ))}
      </ul>
    </>
  );
}
