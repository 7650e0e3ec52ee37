import { istMonthKey } from '@frameshop/contracts/analytics/ist';
import {
  creditLines,
  type GoodsLine,
  invoiceLines,
  type TaxedLine,
  totalsOf,
} from '@frameshop/contracts/invoices/gst';
import { stateCodeOf } from '@frameshop/contracts/invoices/gstin';
import { DEFAULT_HSN, type SellerDetails } from '@frameshop/contracts/invoices/invoices';
import { documentNumber, financialYear } from '@frameshop/contracts/invoices/series';
import { orderItemSnapshot } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { toNumber } from '@frameshop/db/rows';
import type { OrderItemRow, TaxDocumentRateRow } from '@frameshop/db/schema';
import type { ServiceContext } from '../shared/context';
import type { Db, Trx } from '../shared/db';
import * as repo from './invoices.repository';
import { parseLines } from './tax-document';

/**
 * Issuing tax invoices and credit notes (issue 23), for payment to call inside the transaction
 * that settles a payment or completes a refund: the document and its number commit with the
 * change they record, or neither does.
 */

/** The seller as invoices name it now: saved by an admin, else configured, else none. */
export async function currentSeller(
  ctx: ServiceContext,
  db: Db = ctx.db,
): Promise<SellerDetails | null> {
  const saved = await repo.savedSeller(db);
  if (saved) return saved;
  return ctx.seller ?? null;
}

function describe(item: OrderItemRow): { text: string; materialId: number | null } {
  // Snapshots are checked when written; an unreadable one must still never block a payment.
  const parsed = orderItemSnapshot.safeParse(JSON.parse(item.snapshot));
  if (!parsed.success) return { text: 'Picture frame', materialId: null };
  const snap = parsed.data;
  if (snap.productType === 'pre-listed') {
    return { text: `${snap.frameName}, ${snap.sizeLabel}`, materialId: null };
  }
  return {
    text: `Custom frame ${snap.widthIn}x${snap.heightIn} in, ${snap.material}, ${snap.frameMaterial}`,
    materialId: snap.materialId,
  };
}

/** The GST reports' rollup rows of a document: its lines added up per rate. */
function rateRows(
  kind: 'invoice' | 'credit',
  documentId: number,
  issuedAt: number,
  placeOfSupply: string,
  lines: readonly TaxedLine[],
): TaxDocumentRateRow[] {
  const rates = new Map<number, TaxDocumentRateRow>();
  for (const l of lines) {
    const row = rates.get(l.ratePercent) ?? {
      kind,
      documentId,
      ratePercent: l.ratePercent,
      issuedAt,
      istMonth: istMonthKey(issuedAt),
      placeOfSupply,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      grossPaise: 0,
    };
    row.taxablePaise += l.taxablePaise;
    row.cgstPaise += l.cgstPaise;
    row.sgstPaise += l.sgstPaise;
    row.igstPaise += l.igstPaise;
    row.grossPaise += l.grossPaise;
    rates.set(l.ratePercent, row);
  }
  return [...rates.values()];
}
const inRupees = (paise: number) => formatRupees(paise / 100);

/**
 * The order's tax invoice, once: a paid order without one gets the next number of the
 * financial year's series. Answers the number, or null when no seller is set (no invoice can
 * be issued) or the order is gone. A second call (a replayed settlement) changes nothing.
 * `issuedAt` is now, except for a back-filled invoice, which is dated when its order was paid
 * (backfill.service.ts): its date picks the financial year and so the series.
 */
export async function issueInvoice(
  trx: Trx,
  ctx: ServiceContext,
  orderId: number,
  issuedAt: number = ctx.now(),
): Promise<string | null> {
  const existing = await repo.invoiceOfOrder(trx, orderId);
  if (existing) return existing.number;
  const seller = await currentSeller(ctx, trx);
  const order = await repo.orderOf(trx, orderId);
  if (!seller || !order) return null;
  const items = await repo.itemsOf(trx, orderId);
  const described = items.map(describe);
  const frames = await repo.frameMaterials(
    trx,
    items.flatMap((i) => (i.frameId === null ? [] : [toNumber(i.frameId)])),
  );
  const materialOf = (i: number) => {
    const item = items[i] as OrderItemRow;
    const d = described[i] as { materialId: number | null };
    return (
      d.materialId ?? (item.frameId === null ? null : (frames.get(toNumber(item.frameId)) ?? null))
    );
  };
  const materialIds = [...new Set(items.map((_, i) => materialOf(i)).filter((m) => m !== null))];
  const taxes = await repo.taxOfMaterials(trx, materialIds as number[]);
  const goods: GoodsLine[] = items.map((item, i) => {
    const m = materialOf(i);
    const tax = m === null ? undefined : taxes.get(m);
    // A discount code's share of this line (issue 23): GST is on what was paid for it.
    const discount = toNumber(item.discountPaise);
    const text = (described[i] as { text: string }).text;
    return {
      description:
        discount > 0 ? `${text} (less ${inRupees(discount)}, code ${order.couponCode})` : text,
      hsn: tax?.hsn ?? DEFAULT_HSN,
      ratePercent: tax?.ratePercent ?? ctx.pricing.gstRatePercent,
      quantity: toNumber(item.quantity),
      unitPricePaise: toNumber(item.unitPricePaise),
      grossPaise: toNumber(item.totalPaise) - discount,
    };
  });
  const intraState = order.state === seller.state;
  // What was paid for shipping: the grand total less the goods, so a free-shipping code's
  // waiver comes off it, a cash-on-delivery fee (a charge for delivering) is on it, and the
  // lines add up to the amount paid exactly.
  const goodsPaid = goods.reduce((sum, g) => sum + g.grossPaise, 0);
  const shippingPaid = toNumber(order.grandTotalPaise) - goodsPaid;
  const lines = invoiceLines(goods, shippingPaid, intraState);
  const totals = totalsOf(lines);
  const now = issuedAt;
  const fy = financialYear(now);
  const number = documentNumber('invoice', fy, await repo.takeNumber(trx, 'invoice', fy));
  const address = [order.address, order.apt, order.city, `${order.state} ${order.postalCode}`]
    .filter(Boolean)
    .join(', ');
  const invoiceId = await repo.insertInvoice(trx, {
    orderId,
    number,
    issuedAt: now,
    placeOfSupply: order.state,
    intraState: intraState ? 1 : 0,
    taxablePaise: totals.taxablePaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    igstPaise: totals.igstPaise,
    totalPaise: totals.grossPaise,
    seller: JSON.stringify({ ...seller, stateCode: stateCodeOf(seller.state) ?? '' }),
    buyer: JSON.stringify({
      name: `${order.firstName} ${order.lastName}`,
      address,
      state: order.state,
      stateCode: stateCodeOf(order.state) ?? '',
      // No e-mail or phone: GST law does not ask for them, and the invoice outlives the
      // account (docs/decisions/0023-personal-data-at-rest.md).
    }),
    lines: JSON.stringify(lines),
  });
  await repo.insertRates(trx, rateRows('invoice', invoiceId, now, order.state, lines));
  return number;
}

/**
 * A completed refund's credit note, once, when its order has an invoice: it reverses the
 * refunded share of the invoice's taxable value and tax (gst.ts creditLines).
 */
export async function issueCreditNote(
  trx: Trx,
  ctx: ServiceContext,
  refund: { refundId: number; orderId: number; amountPaise: number },
  issuedAt: number = ctx.now(),
): Promise<string | null> {
  const existing = await repo.creditNoteOfRefund(trx, refund.refundId);
  if (existing) return existing.number;
  const invoice = await repo.invoiceOfOrder(trx, refund.orderId);
  if (!invoice) return null;
  const earlier = await repo.creditNotesOf(trx, toNumber(invoice.invoiceId));
  const invoiceLinesIssued = parseLines(invoice.lines);
  const credited: TaxedLine[][] = earlier.map((n) => parseLines(n.lines));
  const left = toNumber(invoice.totalPaise) - credited.flat().reduce((s, l) => s + l.grossPaise, 0);
  const amount = Math.min(refund.amountPaise, left);
  if (amount <= 0) return null;
  const lines = creditLines(
    invoiceLinesIssued,
    credited,
    amount,
    toNumber(invoice.intraState) === 1,
  );
  const totals = totalsOf(lines);
  const now = issuedAt;
  const fy = financialYear(now);
  const number = documentNumber('credit', fy, await repo.takeNumber(trx, 'credit', fy));
  const creditNoteId = await repo.insertCreditNote(trx, {
    refundId: refund.refundId,
    invoiceId: toNumber(invoice.invoiceId),
    number,
    issuedAt: now,
    taxablePaise: totals.taxablePaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    igstPaise: totals.igstPaise,
    totalPaise: totals.grossPaise,
    lines: JSON.stringify(lines),
  });
  await repo.insertRates(trx, rateRows('credit', creditNoteId, now, invoice.placeOfSupply, lines));
  return number;
}
