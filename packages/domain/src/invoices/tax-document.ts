import type { TaxedLine } from '@frameshop/contracts/invoices/gst';
import { totalsOf } from '@frameshop/contracts/invoices/gst';
import type {
  PartyDto,
  SellerDetails,
  TaxDocumentDto,
} from '@frameshop/contracts/invoices/invoices';
import { rupeesInWords } from '@frameshop/contracts/invoices/words';
import { toNumber } from '@frameshop/db/rows';
import type { CreditNoteRow, InvoiceRow } from '@frameshop/db/schema';

/** Stored documents as the screens, the PDF and the REST answer read them. */

export const parseLines = (json: string): TaxedLine[] => JSON.parse(json) as TaxedLine[];

export function invoiceDto(row: InvoiceRow): TaxDocumentDto {
  const lines = parseLines(row.lines);
  const totals = totalsOf(lines);
  // Only what the document needs, whatever an older row may still hold.
  const { name, address, state, stateCode } = JSON.parse(row.buyer) as PartyDto;
  const buyer: PartyDto = { name, address, state, stateCode };
  return {
    kind: 'invoice',
    number: row.number,
    issuedAt: toNumber(row.issuedAt),
    orderId: toNumber(row.orderId),
    seller: JSON.parse(row.seller) as SellerDetails & { stateCode: string },
    buyer,
    placeOfSupply: { state: buyer.state, stateCode: buyer.stateCode },
    intraState: toNumber(row.intraState) === 1,
    lines,
    totals,
    amountInWords: rupeesInWords(totals.grossPaise),
    invoiceNumber: row.number,
    invoiceIssuedAt: toNumber(row.issuedAt),
    refundId: null,
  };
}

export function creditNoteDto(row: CreditNoteRow, invoice: InvoiceRow): TaxDocumentDto {
  const base = invoiceDto(invoice);
  const lines = parseLines(row.lines);
  const totals = totalsOf(lines);
  return {
    ...base,
    kind: 'credit',
    number: row.number,
    issuedAt: toNumber(row.issuedAt),
    lines,
    totals,
    amountInWords: rupeesInWords(totals.grossPaise),
    refundId: toNumber(row.refundId),
  };
}
