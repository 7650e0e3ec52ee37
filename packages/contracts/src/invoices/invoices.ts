import { z } from 'zod';
import { INDIAN_STATES } from '../orders/orders';
import { idParam, requiredText } from '../shared/text';
import type { TaxedLine, TaxTotals } from './gst';
import { gstinProblem, stateCodeOf } from './gstin';

/** The seller block of every invoice (issue 23): saved by an admin, else from configuration. */
export const sellerInput = z
  .strictObject({
    legalName: requiredText('Legal name', 200),
    address: requiredText('Address', 500),
    state: z.enum(INDIAN_STATES, { error: 'Choose a state or union territory' }),
    gstin: z
      .string({ error: 'GSTIN is required' })
      .trim()
      .max(15, 'GSTIN must be 15 characters')
      .transform((v) => v.toUpperCase()),
  })
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v.gstin, stateCodeOf(v.state));
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type SellerInput = z.input<typeof sellerInput>;

export interface SellerDetails {
  legalName: string;
  address: string;
  state: string;
  gstin: string;
}

/** HSN code and GST rate of one product material; custom frames take their material's. */
export const materialTaxInput = z.strictObject({
  materialId: idParam,
  hsn: z
    .string({ error: 'HSN code is required' })
    .trim()
    .regex(/^[0-9]{4,8}$/, 'HSN code must be 4 to 8 digits'),
  ratePercent: z
    .number({ error: 'GST rate must be a number' })
    .int('GST rate must be a whole percent')
    .min(0, 'GST rate cannot be negative')
    .max(40, 'GST rate must be at most 40%'),
});
export type MaterialTaxInput = z.input<typeof materialTaxInput>;

/** Wooden frames (HSN 4414: wooden frames for paintings, photographs, mirrors). */
export const DEFAULT_HSN = '4414';

export interface MaterialTaxDto {
  materialId: number;
  materialName: string;
  hsn: string;
  ratePercent: number;
  /** False while the material has no saved row and takes the defaults. */
  saved: boolean;
}

export interface TaxSettingsDto {
  seller: SellerDetails | null;
  /** 'saved': an admin saved it; 'config': from SELLER_* settings; null: none, no invoices. */
  source: 'saved' | 'config' | null;
  materials: MaterialTaxDto[];
  defaultRatePercent: number;
}

export interface PartyDto {
  name: string;
  address: string;
  state: string;
  stateCode: string;
}

/** An invoice or credit note exactly as issued; nothing in it changes afterwards. */
export interface TaxDocumentDto {
  kind: 'invoice' | 'credit';
  number: string;
  issuedAt: number;
  orderId: number;
  seller: SellerDetails & { stateCode: string };
  /** What GST law needs of the buyer: no e-mail or phone. */
  buyer: PartyDto;
  placeOfSupply: { state: string; stateCode: string };
  intraState: boolean;
  lines: TaxedLine[];
  totals: TaxTotals;
  amountInWords: string;
  /** A credit note's invoice (and the refund it records). */
  invoiceNumber: string;
  invoiceIssuedAt: number;
  refundId: number | null;
}

/** A refund's credit note as its invoice lists it. */
export interface CreditNoteRef {
  refundId: number;
  number: string;
  issuedAt: number;
  totalPaise: number;
}

/** An order's invoice with the credit notes issued against it so far. */
export type InvoiceDto = TaxDocumentDto & { creditNotes: CreditNoteRef[] };

export const orderInvoiceInput = z.strictObject({ orderId: idParam });
export const creditNoteInput = z.strictObject({ refundId: idParam });
