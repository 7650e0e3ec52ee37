import type { Generated, Selectable } from 'kysely';

/** GST tax invoices and credit notes (issue 23): settings, series and documents as issued. */
export interface InvoicesTables {
  seller_settings: SellerSettingsTable;
  material_tax: MaterialTaxTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
  credit_notes: CreditNotesTable;
  tax_document_rates: TaxDocumentRatesTable;
}

/** One row (settingsId 1) once an admin saves the seller's details. */
export interface SellerSettingsTable {
  settingsId: number;
  legalName: string;
  address: string;
  state: string;
  gstin: string;
  updatedAt: number;
}

export interface MaterialTaxTable {
  materialId: number;
  hsn: string;
  ratePercent: number;
}

/** The last number used in a series ('invoice' | 'credit') in a financial year ('26-27'). */
export interface InvoiceSeriesTable {
  kind: string;
  financialYear: string;
  lastNumber: number;
}

interface TaxColumns {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** JSON: the lines as issued (TaxedLine[]). */
  lines: string;
}

export interface InvoicesTable extends TaxColumns {
  invoiceId: Generated<number>;
  orderId: number;
  number: string;
  issuedAt: number;
  placeOfSupply: string;
  /** 0/1: CGST + SGST when 1, IGST when 0. */
  intraState: number;
  /** JSON snapshots, as on the day of issue. */
  seller: string;
  buyer: string;
}
export type InvoiceRow = Selectable<InvoicesTable>;

export interface CreditNotesTable extends TaxColumns {
  creditNoteId: Generated<number>;
  refundId: number;
  invoiceId: number;
  number: string;
  issuedAt: number;
}
export type CreditNoteRow = Selectable<CreditNotesTable>;

/**
 * GST reports' rollup (migration 0027): a document's figures per GST rate, written with it.
 * `kind` is 'invoice' or 'credit'; `documentId` the invoiceId or creditNoteId; `istMonth` yyyymm.
 */
export interface TaxDocumentRatesTable {
  kind: string;
  documentId: number;
  ratePercent: number;
  issuedAt: number;
  istMonth: number;
  placeOfSupply: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  grossPaise: number;
}
export type TaxDocumentRateRow = Selectable<TaxDocumentRatesTable>;
