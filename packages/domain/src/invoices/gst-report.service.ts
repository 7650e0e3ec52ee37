import { Readable } from 'node:stream';
import { DAY_MS, istDayStartMs } from '@frameshop/contracts/analytics/ist';
import { stateCodeOf } from '@frameshop/contracts/invoices/gstin';
import {
  type GstMonthDto,
  type GstReportDto,
  type GstReportFilter,
  gstReportInput,
} from '@frameshop/contracts/invoices/reports';
import { toNumber } from '@frameshop/db/rows';
import { csvStream } from '../export/csv';
import type { ServiceContext } from '../shared/context';
import { defineUseCase } from '../shared/use-case';
import { istDay, rupeesText } from './report-money';
import * as reports from './reports.repository';

/**
 * GST reports (issue 23): the sales dashboard's monthly GST panel and two CSV files for the
 * accountant, the invoice register and a GSTR-1 style B2C summary. All three count documents
 * by their date (issuedAt) in IST and add up the per-rate rollup written with each document,
 * so they agree with each other and with the documents to the paisa. Credit notes subtract.
 */

/** Invoices and credit notes the register reads per statement (keyset pages, streamed). */
export const REGISTER_PAGE = 500;

function rangeOf(input: GstReportFilter): reports.Range {
  return {
    fromMs: input.from ? istDayStartMs(input.from) : 0,
    toMs: input.to ? istDayStartMs(input.to) + DAY_MS - 1 : Number.MAX_SAFE_INTEGER,
  };
}

const monthText = (yyyymm: number) =>
  `${Math.floor(yyyymm / 100)}-${String(yyyymm % 100).padStart(2, '0')}`;

/** Every month of a bounded range, so an empty month shows as a row of zeros, not a gap. */
function monthsBetween(from: string, to: string): number[] {
  const months: number[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 100 + Number(to.slice(5, 7));
  while (y * 100 + m <= last) {
    months.push(y * 100 + m);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return months;
}

const emptyMonth = (month: string): GstMonthDto => ({
  month,
  invoices: 0,
  creditNotes: 0,
  invoicedPaise: 0,
  creditedPaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  netSalesPaise: 0,
});

export async function gstFigures(
  ctx: ServiceContext,
  input: GstReportFilter,
): Promise<GstReportDto> {
  const rows = await reports.monthlyTotals(ctx.db, rangeOf(input));
  const byMonth = new Map<number, GstMonthDto>();
  // At most ten years of empty months: a wider range lists only months with documents.
  if (
    input.from &&
    input.to &&
    Number(input.to.slice(0, 4)) - Number(input.from.slice(0, 4)) < 10
  ) {
    for (const m of monthsBetween(input.from, input.to)) byMonth.set(m, emptyMonth(monthText(m)));
  }
  for (const r of rows) {
    const month = byMonth.get(r.istMonth) ?? emptyMonth(monthText(r.istMonth));
    const sign = r.kind === 'credit' ? -1 : 1;
    if (r.kind === 'credit') {
      month.creditNotes += r.documents;
      month.creditedPaise += r.grossPaise;
    } else {
      month.invoices += r.documents;
      month.invoicedPaise += r.grossPaise;
    }
    month.taxablePaise += sign * r.taxablePaise;
    month.cgstPaise += sign * r.cgstPaise;
    month.sgstPaise += sign * r.sgstPaise;
    month.igstPaise += sign * r.igstPaise;
    month.netSalesPaise += sign * r.grossPaise;
    byMonth.set(r.istMonth, month);
  }
  const months = [...byMonth.entries()].sort(([a], [b]) => a - b).map(([, m]) => m);
  const { month: _, ...zero } = emptyMonth('');
  const totals = months.reduce(
    (t, m) => ({
      invoices: t.invoices + m.invoices,
      creditNotes: t.creditNotes + m.creditNotes,
      invoicedPaise: t.invoicedPaise + m.invoicedPaise,
      creditedPaise: t.creditedPaise + m.creditedPaise,
      taxablePaise: t.taxablePaise + m.taxablePaise,
      cgstPaise: t.cgstPaise + m.cgstPaise,
      sgstPaise: t.sgstPaise + m.sgstPaise,
      igstPaise: t.igstPaise + m.igstPaise,
      netSalesPaise: t.netSalesPaise + m.netSalesPaise,
    }),
    zero,
  );
  const discountPaise = await reports.invoicedDiscounts(ctx.db, rangeOf(input));
  return { from: input.from ?? null, to: input.to ?? null, months, totals, discountPaise };
}

export const gstReport = defineUseCase({
  name: 'invoices.gstReport',
  access: 'analytics:read',
  kind: 'query',
  input: gstReportInput,
  handler: (ctx, input) => gstFigures(ctx, input),
});

function fileName(kind: string, input: GstReportFilter, now: number): string {
  const range =
    input.from || input.to ? `${input.from ?? 'start'}-to-${input.to ?? istDay(now)}` : 'all';
  return `${kind}-${range}.csv`;
}

const REGISTER_HEADER = [
  'Type',
  'Number',
  'Date (IST)',
  'Order',
  'Against invoice',
  'Buyer',
  'Place of supply',
  'State code',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Total (₹)',
];

const buyerName = (json: string): string => {
  const buyer = JSON.parse(json) as { name?: string };
  return buyer.name ?? '';
};

/** Pages of one document kind as register rows, keyed for the merge by date then id. */
async function* pages<R>(
  next: (after: reports.After | null) => Promise<R[]>,
  key: (row: R) => reports.After,
): AsyncGenerator<R> {
  let after: reports.After | null = null;
  for (;;) {
    const rows = await next(after);
    yield* rows;
    if (rows.length < REGISTER_PAGE) return;
    after = key(rows[rows.length - 1] as R);
  }
}

type Entry = { at: reports.After; row: string[] };

async function* registerRows(ctx: ServiceContext, range: reports.Range): AsyncGenerator<string[]> {
  yield REGISTER_HEADER;
  const invoices = pages(
    (after) => reports.invoicePage(ctx.db, range, after, REGISTER_PAGE),
    (r) => ({ issuedAt: toNumber(r.issuedAt), id: toNumber(r.invoiceId) }),
  );
  const notes = pages(
    (after) => reports.creditNotePage(ctx.db, range, after, REGISTER_PAGE),
    (r) => ({ issuedAt: toNumber(r.issuedAt), id: toNumber(r.creditNoteId) }),
  );
  const nextInvoice = async (): Promise<Entry | null> => {
    const r = await invoices.next();
    if (r.done) return null;
    const i = r.value;
    const at = toNumber(i.issuedAt);
    return {
      at: { issuedAt: at, id: toNumber(i.invoiceId) },
      row: [
        'Invoice',
        i.number,
        istDay(at),
        `#${toNumber(i.orderId)}`,
        '',
        buyerName(i.buyer),
        i.placeOfSupply,
        stateCodeOf(i.placeOfSupply) ?? '',
        ...[i.taxablePaise, i.cgstPaise, i.sgstPaise, i.igstPaise, i.totalPaise].map((p) =>
          rupeesText(toNumber(p)),
        ),
      ],
    };
  };
  const nextNote = async (): Promise<Entry | null> => {
    const r = await notes.next();
    if (r.done) return null;
    const n = r.value;
    const at = toNumber(n.issuedAt);
    return {
      at: { issuedAt: at, id: toNumber(n.creditNoteId) },
      row: [
        'Credit note',
        n.number,
        istDay(at),
        `#${toNumber(n.orderId)}`,
        n.invoiceNumber,
        buyerName(n.buyer),
        n.placeOfSupply,
        stateCodeOf(n.placeOfSupply) ?? '',
        // A credit note reverses value: negative, so a column's sum is the net figure.
        ...[n.taxablePaise, n.cgstPaise, n.sgstPaise, n.igstPaise, n.totalPaise].map((p) =>
          rupeesText(-toNumber(p)),
        ),
      ],
    };
  };
  // Both kinds in date order: a merge of two sorted streams (an invoice first on a tie).
  let inv = await nextInvoice();
  let note = await nextNote();
  while (inv || note) {
    if (inv && (!note || inv.at.issuedAt <= note.at.issuedAt)) {
      yield inv.row;
      inv = await nextInvoice();
    } else if (note) {
      yield note.row;
      note = await nextNote();
    }
  }
}

/** One row per invoice and per credit note in the range, streamed page by page. */
export const invoiceRegisterCsv = defineUseCase({
  name: 'invoices.registerCsv',
  access: 'analytics:read',
  kind: 'query',
  input: gstReportInput,
  async handler(ctx, input): Promise<{ filename: string; body: Readable }> {
    // A BOM so spreadsheet programs read the rupee sign and names as UTF-8.
    const body = Readable.from(registerRows(ctx, rangeOf(input))).pipe(csvStream({ bom: true }));
    return { filename: fileName('invoice-register', input, ctx.now()), body };
  },
});

const B2C_HEADER = [
  'Place of supply',
  'Rate (%)',
  'Taxable value (₹)',
  'Integrated tax (₹)',
  'Central tax (₹)',
  'State/UT tax (₹)',
];

/**
 * GSTR-1 style B2C summary: per place of supply and rate, the taxable value and tax of the
 * range's invoices net of its credit notes (as table 7 of GSTR-1 takes them).
 */
export async function b2cSummaryRows(ctx: ServiceContext, input: GstReportFilter) {
  const rows = await reports.byPlaceAndRate(ctx.db, rangeOf(input));
  const net = new Map<
    string,
    {
      placeOfSupply: string;
      ratePercent: number;
      taxablePaise: number;
      igstPaise: number;
      cgstPaise: number;
      sgstPaise: number;
    }
  >();
  for (const r of rows) {
    const key = `${r.placeOfSupply}\u0000${r.ratePercent}`;
    const sign = r.kind === 'credit' ? -1 : 1;
    const n = net.get(key) ?? {
      placeOfSupply: r.placeOfSupply,
      ratePercent: r.ratePercent,
      taxablePaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    n.taxablePaise += sign * r.taxablePaise;
    n.igstPaise += sign * r.igstPaise;
    n.cgstPaise += sign * r.cgstPaise;
    n.sgstPaise += sign * r.sgstPaise;
    net.set(key, n);
  }
  return [...net.values()];
}

export const gstr1B2cCsv = defineUseCase({
  name: 'invoices.gstr1B2cCsv',
  access: 'analytics:read',
  kind: 'query',
  input: gstReportInput,
  async handler(ctx, input): Promise<{ filename: string; body: Readable }> {
    const rows = (await b2cSummaryRows(ctx, input)).map((r) => [
      // GSTR-1's own notation: state code and name, '29-Karnataka'.
      `${stateCodeOf(r.placeOfSupply) ?? ''}-${r.placeOfSupply}`,
      String(r.ratePercent),
      ...[r.taxablePaise, r.igstPaise, r.cgstPaise, r.sgstPaise].map(rupeesText),
    ]);
    const body = Readable.from([B2C_HEADER, ...rows]).pipe(csvStream({ bom: true }));
    return { filename: fileName('gstr1-b2c', input, ctx.now()), body };
  },
});
