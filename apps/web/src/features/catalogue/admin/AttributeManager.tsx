import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ActionsTable } from '../../../components/ActionsTable';
import { Button } from '../../../components/Button';
import { ErrorState, Spinner } from '../../../components/States';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { type AttributeFormConfig, AttributeModal } from './AttributeModal';

/** The words of one attribute screen (spec sections 2 and 8). */
export interface AttributeTexts {
  title: string;
  searchPlaceholder: string;
  addLabel: string;
  columns: string[];
  emptyText: string;
  modalTitles: { create: string; edit: string };
  deleteConfirm: string;
  messages: {
    created: string;
    updated: string;
    deleted: string;
    saveFailed: string;
    deleteFailed: string;
  };
}

/**
 * One screen shape serves materials, frame materials, thicknesses and sizes (spec section 2):
 * title, search, Add button, a table with edit and delete, and a create/edit modal. It is
 * typed over the rows its list query returns (`Row`) and its form, the contract's schema
 * (`In` what the form holds, `Out` what is saved); each screen passes its texts, how to show
 * a row, and its tRPC calls.
 */
export interface AttributeManagerProps<Row, In extends FieldValues, Out> {
  texts: AttributeTexts;
  query: {
    data?: readonly Row[];
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  rowKey: (row: Row) => number;
  /** The row's table cells; also what the search and the buttons' labels use. */
  cells: (row: Row) => string[];
  /** What search matches, when it is not the cells' text (sizes: "12x18"). */
  searchText?: (row: Row) => string;
  form: AttributeFormConfig<Row, In, Out>;
  save: (values: Out, row: Row | null) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
}

export function AttributeManager<Row, In extends FieldValues, Out>(
  props: AttributeManagerProps<Row, In, Out>,
) {
  const { texts, query, rowKey, cells, searchText } = props;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  // The server's order is kept (natural: "3mm" before "12mm"); search only filters it.
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = query.data ?? [];
    const text = (row: Row) => (searchText ? searchText(row) : cells(row).join(' '));
    return q ? all.filter((row) => text(row).toLowerCase().includes(q)) : all;
  }, [query.data, search, cells, searchText]);

  async function onDelete(row: Row) {
    if (!window.confirm(texts.deleteConfirm)) return;
    setBusyId(rowKey(row));
    try {
      await props.remove(row);
      notify.success(texts.messages.deleted);
    } catch (error) {
      notify.error(serverMessage(error) ?? texts.messages.deleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold">{texts.title}</h1>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={texts.searchPlaceholder}
            aria-label={texts.searchPlaceholder}
            className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm sm:w-64"
          />
          <Button onClick={() => setEditing({ row: null })}>{texts.addLabel}</Button>
        </div>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message="Could not load the list." onRetry={() => query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg bg-white py-10 text-center text-stone-500">{texts.emptyText}</p>
      ) : (
        <ActionsTable
          headers={texts.columns}
          rows={rows.map((row) => ({
            key: rowKey(row),
            cells: cells(row),
            label: cells(row).join(' '),
            onEdit: () => setEditing({ row }),
            onDelete: () => onDelete(row),
            deleteDisabled: busyId === rowKey(row),
          }))}
        />
      )}

      {editing ? (
        <AttributeModal
          texts={texts}
          form={props.form}
          row={editing.row}
          save={props.save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
