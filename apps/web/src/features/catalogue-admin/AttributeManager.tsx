import { useMemo, useState } from 'react';
import { ActionsTable } from '../../components/ActionsTable';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ErrorState, Spinner } from '../../components/States';
import { serverMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';

/**
 * One screen shape serves materials, frame materials, thicknesses and sizes (spec section 2):
 * title, search, Add button, a table with edit and delete, and a create/edit modal. Each
 * screen passes its texts, its fields and its tRPC calls.
 */
export interface AttributeRow {
  id: number;
  cells: string[];
  /** What the edit modal starts from, field by field. */
  values: Record<string, string>;
  /** What search matches against (lower-cased). */
  searchText: string;
}

export interface AttributeField {
  name: string;
  label: string;
  type?: 'text' | 'number';
  step?: string;
  placeholder?: string;
}

export interface AttributeManagerProps {
  title: string;
  searchPlaceholder: string;
  addLabel: string;
  columns: string[];
  emptyText: string;
  modalTitles: { create: string; edit: string };
  fields: AttributeField[];
  deleteConfirm: string;
  messages: {
    created: string;
    updated: string;
    deleted: string;
    saveFailed: string;
    deleteFailed: string;
  };
  /** Client-side check before anything is sent; returns the message to show. */
  validate?: (values: Record<string, string>) => string | null;
  query: { data?: AttributeRow[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  save: (values: Record<string, string>, id: number | null) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

export function AttributeManager(props: AttributeManagerProps) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AttributeRow | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = props.query.data ?? [];
    return q ? all.filter((r) => r.searchText.includes(q)) : all;
  }, [props.query.data, search]);

  async function onDelete(row: AttributeRow) {
    if (!window.confirm(props.deleteConfirm)) return;
    setBusyId(row.id);
    try {
      await props.remove(row.id);
      notify.success(props.messages.deleted);
    } catch (error) {
      notify.error(serverMessage(error) ?? props.messages.deleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold">{props.title}</h1>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={props.searchPlaceholder}
            aria-label={props.searchPlaceholder}
            className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm sm:w-64"
          />
          <Button onClick={() => setEditing('new')}>{props.addLabel}</Button>
        </div>
      </div>

      {props.query.isPending ? (
        <Spinner />
      ) : props.query.isError ? (
        <ErrorState message="Could not load the list." onRetry={() => props.query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg bg-white py-10 text-center text-stone-500">{props.emptyText}</p>
      ) : (
        <ActionsTable
          headers={props.columns}
          rows={rows.map((row) => ({
            key: row.id,
            cells: row.cells,
            label: row.cells.join(' '),
            onEdit: () => setEditing(row),
            onDelete: () => onDelete(row),
            busy: busyId === row.id,
          }))}
        />
      )}

      {editing ? (
        <AttributeModal
          {...props}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function AttributeModal(
  props: AttributeManagerProps & { row: AttributeRow | null; onClose: () => void },
) {
  const { row, fields } = props;
  const [values, setValues] = useState<Record<string, string>>(
    () => row?.values ?? Object.fromEntries(fields.map((f) => [f.name, ''])),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem =
      props.validate?.(values) ??
      (fields.some((f) => !values[f.name]?.trim())
        ? `${fields.find((f) => !values[f.name]?.trim())?.label} is required`
        : null);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      await props.save(values, row?.id ?? null);
      notify.success(row ? props.messages.updated : props.messages.created);
      props.onClose();
    } catch (err) {
      const message = serverMessage(err) ?? props.messages.saveFailed;
      setError(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={row ? props.modalTitles.edit : props.modalTitles.create}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {fields.map((field, i) => (
          <div key={field.name} className="space-y-1">
            <label
              htmlFor={`attr-${field.name}`}
              className="block text-sm font-medium text-stone-800"
            >
              {field.label}
            </label>
            <input
              id={`attr-${field.name}`}
              name={field.name}
              type={field.type ?? 'text'}
              step={field.step}
              min={field.type === 'number' ? '0.01' : undefined}
              required
              autoFocus={i === 0}
              placeholder={field.placeholder}
              value={values[field.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              className="block w-full rounded-lg border border-stone-300 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-amber-500"
            />
          </div>
        ))}
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : row ? 'Update' : 'Create'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
