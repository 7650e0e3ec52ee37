import type { Kysely } from 'kysely';

/**
 * GST reports (issue 23): each tax document's figures per GST rate, the rollup the monthly
 * GST panel and the GSTR-1 B2C summary add up with plain GROUP BY (a document's lines, and so
 * its rates, live only in its JSON `lines`). One row per invoice or credit note and rate,
 * written in the transaction that issues the document; `istMonth` (yyyymm) is computed from
 * `issuedAt` in JS, never with an engine's date functions, so both databases agree on it.
 *
 * Documents issued before this migration are rolled up here from their stored lines.
 */
const IST_OFFSET_MS = 19_800_000;

interface Line {
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  grossPaise: number;
}

function istMonth(epochMs: number): number {
  const d = new Date(epochMs + IST_OFFSET_MS);
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
}

function byRate(lines: Line[]) {
  const rates = new Map<number, Omit<Line, 'ratePercent'>>();
  for (const l of lines) {
    const r = rates.get(l.ratePercent) ?? {
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      grossPaise: 0,
    };
    r.taxablePaise += l.taxablePaise;
    r.cgstPaise += l.cgstPaise;
    r.sgstPaise += l.sgstPaise;
    r.igstPaise += l.igstPaise;
    r.grossPaise += l.grossPaise;
    rates.set(l.ratePercent, r);
  }
  return [...rates].map(([ratePercent, r]) => ({ ratePercent, ...r }));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tax_document_rates')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('documentId', 'integer', (c) => c.notNull())
    .addColumn('ratePercent', 'integer', (c) => c.notNull())
    .addColumn('issuedAt', 'bigint', (c) => c.notNull())
    .addColumn('istMonth', 'integer', (c) => c.notNull())
    .addColumn('placeOfSupply', 'varchar(60)', (c) => c.notNull())
    .addColumn('taxablePaise', 'integer', (c) => c.notNull())
    .addColumn('cgstPaise', 'integer', (c) => c.notNull())
    .addColumn('sgstPaise', 'integer', (c) => c.notNull())
    .addColumn('igstPaise', 'integer', (c) => c.notNull())
    .addColumn('grossPaise', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tax_document_rates_pk', ['kind', 'documentId', 'ratePercent'])
    .execute();
  await db.schema
    .createIndex('tax_document_rates_issued_idx')
    .on('tax_document_rates')
    .column('issuedAt')
    .execute();

  // The builder quotes names: `lines` is a reserved word in MySQL.
  const old = db as Kysely<Record<string, Record<string, unknown>>>;
  const invoices = {
    rows: (await old
      .selectFrom('invoices')
      .select(['invoiceId', 'issuedAt', 'placeOfSupply', 'lines'])
      .execute()) as {
      invoiceId: number;
      issuedAt: number | string;
      placeOfSupply: string;
      lines: string;
    }[],
  };
  const place = new Map<number, string>();
  const rows: Record<string, unknown>[] = [];
  for (const i of invoices.rows) {
    place.set(Number(i.invoiceId), i.placeOfSupply);
    const at = Number(i.issuedAt);
    for (const r of byRate(JSON.parse(i.lines) as Line[])) {
      rows.push({
        kind: 'invoice',
        documentId: Number(i.invoiceId),
        issuedAt: at,
        istMonth: istMonth(at),
        placeOfSupply: i.placeOfSupply,
        ...r,
      });
    }
  }
  const notes = {
    rows: (await old
      .selectFrom('credit_notes')
      .select(['creditNoteId', 'invoiceId', 'issuedAt', 'lines'])
      .execute()) as {
      creditNoteId: number;
      invoiceId: number;
      issuedAt: number | string;
      lines: string;
    }[],
  };
  for (const n of notes.rows) {
    const at = Number(n.issuedAt);
    for (const r of byRate(JSON.parse(n.lines) as Line[])) {
      rows.push({
        kind: 'credit',
        documentId: Number(n.creditNoteId),
        issuedAt: at,
        istMonth: istMonth(at),
        placeOfSupply: place.get(Number(n.invoiceId)) ?? '',
        ...r,
      });
    }
  }
  for (const row of rows) {
    await old.insertInto('tax_document_rates').values(row).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tax_document_rates').execute();
}
