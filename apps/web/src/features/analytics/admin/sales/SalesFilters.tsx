import { ORDER_STATUS_CODES, statusLabel } from '@frameshop/contracts/orders/statuses';
import { useId, useState } from 'react';
import { Button } from '../../../../components/Button';
import { formatCalendarDay } from '../../../../lib/format';
import { type SalesSearch, salesCsvHref } from './sales-search';

const inputClass = 'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm';

/** '1 Jan 2026 – 31 Mar 2026' from IST days (no time zone maths: they are calendar dates). */
function rangeLabel(from?: string, to?: string): string {
  const day = formatCalendarDay;
  if (from && to) return `${day(from)} – ${day(to)}`;
  if (from) return `From ${day(from)}`;
  if (to) return `Until ${day(to)}`;
  return 'Select Date Range';
}

/**
 * The range (a button reading 'Select Date Range' that opens two native date inputs: a
 * phone's own picker, no calendar widget to download), the status, and the CSV of the view.
 */
export function SalesFilters(props: {
  search: SalesSearch;
  onChange: (next: SalesSearch) => void;
}) {
  const { search, onChange } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const reversed = from !== '' && to !== '' && to < from;

  const openPanel = () => {
    setFrom(search.from ?? '');
    setTo(search.to ?? '');
    setOpen((o) => !o);
  };
  const apply = () => {
    onChange({ ...search, from: from || undefined, to: to || undefined });
    setOpen(false);
  };
  const clear = () => {
    setFrom('');
    setTo('');
    onChange({ ...search, from: undefined, to: undefined });
    setOpen(false);
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="relative sm:w-72">
        <span id={`${id}-range-label`} className="mb-1 block text-sm text-stone-700">
          Date range
        </span>
        <button
          type="button"
          aria-labelledby={`${id}-range-label ${id}-range-value`}
          aria-expanded={open}
          aria-controls={`${id}-range`}
          onClick={openPanel}
          className="flex w-full items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-left text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600"
        >
          <span
            id={`${id}-range-value`}
            className={search.from || search.to ? 'text-stone-900' : 'text-stone-600'}
          >
            {rangeLabel(search.from, search.to)}
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
            <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
          </svg>
        </button>
        {open ? (
          <fieldset
            id={`${id}-range`}
            className="z-20 mt-2 space-y-3 rounded-lg border border-stone-200 bg-white p-3 shadow-lg sm:absolute sm:w-80"
          >
            <legend className="sr-only">Date range (India time)</legend>
            <div className="grid grid-cols-2 gap-3">
              <label className="text-sm text-stone-700">
                From
                <input
                  type="date"
                  className={inputClass}
                  value={from}
                  max={to || undefined}
                  onChange={(e) => setFrom(e.target.value)}
                />
              </label>
              <label className="text-sm text-stone-700">
                To
                <input
                  type="date"
                  className={inputClass}
                  value={to}
                  min={from || undefined}
                  onChange={(e) => setTo(e.target.value)}
                />
              </label>
            </div>
            {reversed ? <p className="text-sm text-red-700">From must be on or before To</p> : null}
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={clear}>
                Clear
              </Button>
              <Button onClick={apply} disabled={reversed}>
                Apply
              </Button>
            </div>
          </fieldset>
        ) : null}
      </div>
      <div className="text-sm text-stone-700 sm:w-48">
        <label htmlFor={`${id}-status`} className="mb-1 block">
          Status
        </label>
        <select
          id={`${id}-status`}
          className={inputClass}
          value={search.status ?? 'all'}
          onChange={(e) =>
            onChange({
              ...search,
              status: e.target.value === 'all' ? undefined : Number(e.target.value),
            })
          }
        >
          <option value="all">All statuses</option>
          {ORDER_STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {statusLabel(code)}
            </option>
          ))}
        </select>
      </div>
      <a
        href={salesCsvHref(search)}
        download
        className="inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 sm:ml-auto"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
          <path d="M10 2a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
        </svg>
        Export CSV
      </a>
    </div>
  );
}
