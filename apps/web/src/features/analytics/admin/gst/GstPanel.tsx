import { MONTH_SHORT_NAMES } from '@frameshop/contracts/analytics/ist';
import type { GstMonthDto } from '@frameshop/contracts/invoices/reports';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { keepPreviousData } from '@tanstack/react-query';
import { ErrorState, Spinner } from '../../../../components/States';
import { trpc } from '../../../../lib/trpc';
import { PanelTitle } from '../PanelTitle';
import { Card } from '../tremor';
import { gstCsvHref } from './gst-links';

/**
 * GST figures of the dashboard's range (issue 23), per IST month, from the invoices and credit
 * notes as issued: taxable value and each tax net of credit notes, what credit notes gave back,
 * and net sales. The range is the dashboard's own picker; the server does every sum.
 */

const paise = (p: number) => formatRupees(p / 100);
const monthName = (yyyyMm: string) =>
  `${MONTH_SHORT_NAMES[Number(yyyyMm.slice(5, 7)) - 1]} ${yyyyMm.slice(0, 4)}`;

const downloadClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M10 2a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
    </svg>
  );
}

const COLUMNS = ['Invoices', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Refunds', 'Net sales'];

function Row({
  label,
  m,
  total,
}: {
  label: string;
  m: Omit<GstMonthDto, 'month'>;
  total?: boolean;
}) {
  const cell = `whitespace-nowrap px-2 py-2 text-right${total ? ' font-semibold' : ''}`;
  return (
    <tr>
      <th
        scope="row"
        className={`whitespace-nowrap py-2 pr-2 text-left ${total ? 'font-semibold' : 'font-normal'}`}
      >
        {label}
      </th>
      <td className={cell}>
        {m.invoices}
        {m.creditNotes > 0 ? (
          <span className="block text-xs text-stone-500">
            {m.creditNotes} credit {m.creditNotes === 1 ? 'note' : 'notes'}
          </span>
        ) : null}
      </td>
      <td className={cell}>{paise(m.taxablePaise)}</td>
      <td className={cell}>{paise(m.cgstPaise)}</td>
      <td className={cell}>{paise(m.sgstPaise)}</td>
      <td className={cell}>{paise(m.igstPaise)}</td>
      <td className={cell}>{m.creditedPaise > 0 ? `−${paise(m.creditedPaise)}` : paise(0)}</td>
      <td className={`${cell} pr-0`}>{paise(m.netSalesPaise)}</td>
    </tr>
  );
}

export function GstPanel({ range }: { range: { from?: string; to?: string } }) {
  const input = {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
  const report = trpc.invoices.gstReport.useQuery(input, {
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = report.data;
  return (
    <Card>
      <section aria-labelledby="gst-heading" data-testid="gst-report">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <PanelTitle>
              <span id="gst-heading">GST</span>
            </PanelTitle>
            <p className="mt-1 text-sm text-stone-600">
              By invoice and credit-note date (IST); taxes are net of credit notes.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={gstCsvHref('invoice-register', range)} download className={downloadClass}>
              <DownloadIcon />
              Invoice register (CSV)
            </a>
            <a href={gstCsvHref('gstr1-b2c', range)} download className={downloadClass}>
              <DownloadIcon />
              GSTR-1 B2C summary (CSV)
            </a>
          </div>
        </div>
        {report.isPending ? <Spinner label="Loading GST figures..." /> : null}
        {report.isError && !data ? (
          <div className="mt-4">
            <ErrorState
              message="GST figures could not be loaded."
              onRetry={() => void report.refetch()}
            />
          </div>
        ) : null}
        {data ? (
          data.totals.invoices === 0 && data.totals.creditNotes === 0 ? (
            <p className="py-4 text-stone-600">No invoices or credit notes in this range</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[44rem] text-sm" aria-label="GST by month">
                <thead className="text-left text-stone-600">
                  <tr>
                    <th scope="col" className="py-2 pr-2 font-medium">
                      Month
                    </th>
                    {COLUMNS.map((c) => (
                      <th
                        key={c}
                        scope="col"
                        className="px-2 py-2 text-right font-medium last:pr-0"
                      >
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100 tabular-nums">
                  {data.months.map((m) => (
                    <Row key={m.month} label={monthName(m.month)} m={m} />
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-stone-200 tabular-nums">
                  <Row label="Total" m={data.totals} total />
                </tfoot>
              </table>
            </div>
          )
        ) : null}
        {data ? (
          <p className="mt-3 text-sm text-stone-600">
            Discount codes on these invoices: {paise(data.discountPaise)} (the taxable values above
            are already net of them: invoices show the price paid).
          </p>
        ) : null}
      </section>
    </Card>
  );
}
