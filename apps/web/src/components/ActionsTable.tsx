import type { ReactNode } from 'react';
import { Button } from './Button';

export interface ActionRow {
  key: string | number;
  cells: ReactNode[];
  /** Names the row in the buttons' labels: "Edit <label>", "Delete <label>". */
  label: string;
  /** Without it the row has no Edit button (users are only deleted). */
  onEdit?: () => void;
  onDelete: () => void;
  /** Delete is busy (a request is running) or not allowed. */
  deleteDisabled?: boolean;
  /** Why Delete is disabled, as a tooltip. */
  deleteTitle?: string;
  /** The destructive button's word when it is not "Delete" ("Revoke"). */
  deleteText?: string;
  /** Further actions, shown before Edit ("Send reset link" for a user). */
  extraActions?: { text: string; onClick: () => void; disabled?: boolean }[];
}

/**
 * The admin lists (attributes, prices, users): a table with Edit and Delete at the end from
 * 640 px up; below that, one card per row with each column's name beside its value and the
 * buttons full width, so nothing is squeezed or scrolled out of reach on a phone. Only one of
 * the two is displayed; the other is `display: none`, so it is out of the accessibility tree.
 */
export function ActionsTable(props: { headers: string[]; rows: ActionRow[]; footer?: ReactNode }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white">
      <div className="hidden overflow-x-auto sm:block">
        <table className="min-w-full divide-y divide-stone-200 text-sm">
          <thead className="bg-stone-50 text-left text-stone-600">
            <tr>
              {props.headers.map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-medium">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {props.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <td key={props.headers[i]} className="px-4 py-3">
                    {cell}
                  </td>
                ))}
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <RowActions row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-stone-100 sm:hidden">
        {props.rows.map((row) => (
          <li key={row.key} className="space-y-2 p-3">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
              {row.cells.map((cell, i) => (
                <div key={props.headers[i]} className="contents">
                  <dt className="text-stone-500">{props.headers[i]}</dt>
                  <dd className="min-w-0 break-words">{cell}</dd>
                </div>
              ))}
            </dl>
            <div className="flex justify-end gap-2">
              <RowActions row={row} wide />
            </div>
          </li>
        ))}
      </ul>
      {props.footer ? (
        <div className="border-t border-stone-100 px-4 py-2 text-xs text-stone-500">
          {props.footer}
        </div>
      ) : null}
    </div>
  );
}

function RowActions({ row, wide = false }: { row: ActionRow; wide?: boolean }) {
  const width = wide ? 'min-w-[5.5rem]' : '';
  return (
    <>
      {row.extraActions?.map((action) => (
        <Button
          key={action.text}
          variant={wide ? 'secondary' : 'ghost'}
          className={width}
          disabled={action.disabled}
          onClick={action.onClick}
          aria-label={`${action.text}: ${row.label}`}
        >
          {action.text}
        </Button>
      ))}
      {row.onEdit ? (
        <Button
          variant={wide ? 'secondary' : 'ghost'}
          className={width}
          onClick={row.onEdit}
          aria-label={`Edit ${row.label}`}
        >
          Edit
        </Button>
      ) : null}
      <Button
        variant="dangerGhost"
        className={wide ? `${width} border border-red-200` : ''}
        disabled={row.deleteDisabled}
        title={row.deleteTitle}
        onClick={row.onDelete}
        aria-label={`${row.deleteText ?? 'Delete'} ${row.label}`}
      >
        {row.deleteText ?? 'Delete'}
      </Button>
    </>
  );
}
