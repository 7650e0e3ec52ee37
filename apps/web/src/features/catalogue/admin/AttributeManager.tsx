import { useCallback, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ActionsTable } from '../../../components/ActionsTable';
import { HeaderActions, ListHeader } from '../../../components/admin/ListHeader';
import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { SearchInput } from '../../../components/SearchInput';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useClientPage } from '../../../lib/use-client-page';
import {
  type AttributeFormConfig,
  AttributeModal,
  type AttributeModalTexts,
} from './AttributeModal';

/** The words of one attribute screen (spec sections 2 and 8). */
export interface AttributeTexts extends AttributeModalTexts {
  title: string;
  searchPlaceholder: string;
  addLabel: string;
  columns: string[];
  emptyText: string;
  deleteConfirm: string;
  messages: AttributeModalTexts['messages'] & { deleted: string; deleteFailed: string };
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
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  // The server's order is kept (natural: "3mm" before "12mm"); search only filters it.
  const matches = useCallback(
    (row: Row, q: string) =>
      (searchText ? searchText(row) : cells(row).join(' ')).toLowerCase().includes(q),
    [cells, searchText],
  );
  const { search, setSearch, visible: rows } = useClientPage(query.data, { matches });

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
      <ListHeader title={texts.title}>
        <HeaderActions>
          <SearchInput
            value={search}
            onValueChange={setSearch}
            placeholder={texts.searchPlaceholder}
            aria-label={texts.searchPlaceholder}
          />
          <Button onClick={() => setEditing({ row: null })}>{texts.addLabel}</Button>
        </HeaderActions>
      </ListHeader>

      <QueryView
        query={query}
        error="Could not load the list."
        isEmpty={() => rows.length === 0}
        empty={texts.emptyText}
      >
        {() => (
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
      </QueryView>

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
