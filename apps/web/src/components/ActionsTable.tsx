import { Button } from './Button';

export interface ActionRow {
  key: string | number;
  cells: string[];
  /** Names the row in the buttons' labels: "Edit <label>", "Delete <label>". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
}

/** A table of rows with Edit and Delete at the end: the admin attribute and price lists. */
export function ActionsTable(props: { headers: string[]; rows: ActionRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
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
                <Button variant="ghost" onClick={row.onEdit} aria-label={`Edit ${row.label}`}>
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  className="text-red-700"
                  disabled={row.busy}
                  onClick={row.onDelete}
                  aria-label={`Delete ${row.label}`}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
