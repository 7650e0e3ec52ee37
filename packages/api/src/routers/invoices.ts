import { backfillInvoices, uninvoicedOrders } from '@frameshop/domain/invoices/backfill.service';
import { gstReport } from '@frameshop/domain/invoices/gst-report.service';
import {
  creditNote,
  orderInvoice,
  saveMaterialTax,
  saveSellerDetails,
  taxSettings,
} from '@frameshop/domain/invoices/invoices.service';
import { mutationFor, queryFor } from '../trpc';

/**
 * GST tax invoices (issue 23): the admin's seller details and HSN/rates, and an order's
 * invoice or a refund's credit note for its owner or an admin. The PDFs are REST
 * (GET /api/order/invoice/{orderId}, /api/order/creditnote/{refundId}).
 */
export const invoicesRouter = {
  settings: queryFor(taxSettings),
  saveSeller: mutationFor(saveSellerDetails),
  saveMaterialTax: mutationFor(saveMaterialTax),
  forOrder: queryFor(orderInvoice),
  creditNote: queryFor(creditNote),
  gstReport: queryFor(gstReport),
  uninvoiced: queryFor(uninvoicedOrders),
  backfill: mutationFor(backfillInvoices),
};
